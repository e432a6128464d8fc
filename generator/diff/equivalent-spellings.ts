import type { JsonSchema } from '../load/spec-document.ts';
import {
  ANNOTATION_KEYWORDS,
  canonicalJson,
  DOC_KEYWORDS,
  resolveRef,
  variantKeys,
  type TypeTable,
} from './schema-shape.ts';

/**
 * Spellings of one schema that JSON Schema makes equal, rewritten to one form before the diff pairs
 * anything, so a refactor from one to the other is no change (oasdiff's most reported false alarm):
 * - a lone `allOf: [S]` beside documentation only is S (with that documentation);
 * - a union of scalar branches (`anyOf: [{type: string, maxLength: 8}, {type: null}]`) is the one
 *   schema of their types (`type: [string, null], maxLength: 8`), when each branch's keywords apply
 *   to its own type only and no two branches share a type;
 * - a union of value lists (`anyOf: [{enum: [a, b]}, {type: null}]`, a branch naming such a type
 *   included) is the one list of their values (`enum: [a, b, null]`).
 */

const SIDE_KEYWORDS = new Set<string>([...DOC_KEYWORDS, ...ANNOTATION_KEYWORDS]);

/** `allOf: [S]` with documentation beside it: S, that documentation on top. Anything else as it is. */
export function withoutLoneAllOf(schema: JsonSchema): JsonSchema {
  const list = schema.allOf as unknown;
  if (!Array.isArray(list) || list.length !== 1 || typeof list[0] !== 'object' || list[0] === null) return schema;
  const { allOf: _allOf, ...siblings } = schema;
  if (!Object.keys(siblings).every((key) => SIDE_KEYWORDS.has(key))) return schema;
  return withoutLoneAllOf({ ...(list[0] as JsonSchema), ...siblings });
}

/** The keywords that constrain only values of one JSON type (a string's bounds say nothing of null). */
const KEYWORDS_OF_TYPE: Readonly<Record<string, ReadonlySet<string>>> = {
  string: new Set(['minLength', 'maxLength', 'maxBytes', 'pattern', 'format']),
  number: new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']),
  integer: new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']),
  boolean: new Set(),
  null: new Set(),
};

/** A branch as one scalar type and the keywords of that type; undefined when it is more than that. */
function scalarBranch(branch: JsonSchema, types: TypeTable): { type: string; keywords: JsonSchema } | undefined {
  const { schema } = resolveRef(branch, types);
  const type = schema.type;
  if (typeof type !== 'string' || !Object.hasOwn(KEYWORDS_OF_TYPE, type)) return undefined;
  const own = KEYWORDS_OF_TYPE[type]!;
  const keywords: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type' || SIDE_KEYWORDS.has(key)) continue;
    if (!own.has(key)) return undefined;
    keywords[key] = value;
  }
  return { type, keywords };
}

/** The values a branch is limited to (`enum`, `const`, or `type: null` alone); undefined otherwise. */
function valueBranch(branch: JsonSchema, types: TypeTable): unknown[] | undefined {
  const { schema } = resolveRef(branch, types);
  const constraining = Object.keys(schema).filter((key) => !SIDE_KEYWORDS.has(key));
  if (constraining.length === 1 && schema.type === 'null') return [null];
  if (constraining.length === 1 && Array.isArray(schema.enum)) return schema.enum as unknown[];
  if (constraining.length === 1 && Object.hasOwn(schema, 'const')) return [schema.const];
  return undefined;
}

/** Whether two of the types overlap (an integer is a number). */
const overlapping = (a: string, b: string) =>
  a === b || (a === 'integer' && b === 'number') || (a === 'number' && b === 'integer');

/**
 * A union (`anyOf` or `oneOf`: with disjoint branches they mean the same) of scalar branches or of
 * value lists, as the one schema it means, documentation of the union kept; undefined when it is
 * not such a union. The branches' own documentation goes: it describes a spelling, not a value.
 */
export function mergedScalarUnion(schema: JsonSchema, types: TypeTable): JsonSchema | undefined {
  const keyword = schema.anyOf !== undefined ? 'anyOf' : schema.oneOf !== undefined ? 'oneOf' : undefined;
  if (keyword === undefined || (schema.anyOf !== undefined && schema.oneOf !== undefined)) return undefined;
  const branches = schema[keyword] as unknown;
  if (
    !Array.isArray(branches) ||
    branches.length < 2 ||
    !branches.every((branch) => typeof branch === 'object' && branch !== null)
  )
    return undefined;
  const { [keyword]: _union, ...siblings } = schema;
  if (!Object.keys(siblings).every((key) => SIDE_KEYWORDS.has(key))) return undefined;

  const values = (branches as JsonSchema[]).map((branch) => valueBranch(branch, types));
  if (values.every((list) => list !== undefined)) {
    const merged = new Map<string, unknown>();
    for (const value of values.flat()) if (!merged.has(canonicalJson(value))) merged.set(canonicalJson(value), value);
    // A value in two branches of a oneOf matches both, so that oneOf refuses it: not the same list.
    if (keyword === 'oneOf' && merged.size !== values.flat().length) return undefined;
    return { ...siblings, enum: [...merged.values()] };
  }

  const scalars = (branches as JsonSchema[]).map((branch) => scalarBranch(branch, types));
  if (scalars.some((branch) => branch === undefined)) return undefined;
  const parts = scalars as { type: string; keywords: JsonSchema }[];
  for (let i = 0; i < parts.length; i++)
    for (let j = i + 1; j < parts.length; j++) if (overlapping(parts[i]!.type, parts[j]!.type)) return undefined;
  const merged: Record<string, unknown> = { ...siblings, type: parts.map((part) => part.type).sort() };
  for (const part of parts) Object.assign(merged, part.keywords);
  return merged;
}

/**
 * Two schemas as the diff compares them, each spelled as the other would be where they differ in
 * spelling only: a union of scalar branches or of value lists is merged when the other side is not a
 * union pairing variant for variant with it (two unions with the same variants are compared
 * variant by variant, so a change inside a named branch is still reported once, under its type).
 */
export function alignSpellings(
  a: JsonSchema,
  b: JsonSchema,
  oldTypes: TypeTable,
  newTypes: TypeTable,
): [JsonSchema, JsonSchema] {
  const [ma, mb] = [mergedScalarUnion(a, oldTypes), mergedScalarUnion(b, newTypes)];
  if (ma === undefined && mb === undefined) return [a, b];
  if (ma !== undefined && mb !== undefined && sameVariants(a, b, oldTypes, newTypes)) return [a, b];
  return [ma ?? a, mb ?? b];
}

function sameVariants(a: JsonSchema, b: JsonSchema, oldTypes: TypeTable, newTypes: TypeTable): boolean {
  const union = (schema: JsonSchema) => (schema.anyOf ?? schema.oneOf) as JsonSchema[];
  const [ka, kb] = [variantKeys(union(a), oldTypes), variantKeys(union(b), newTypes)];
  return ka.length === kb.length && ka.every((key) => kb.includes(key)) && !ka.some((key) => key.startsWith('#'));
}
