import type { JsonSchema } from '../load/spec-document.ts';
import { refTarget } from '../schema/type-refs.ts';

/** The named types of one side of a comparison. */
export type TypeTable = Readonly<Record<string, JsonSchema>>;

/** Keywords that document a schema and never change what it accepts (a sunset says when a deprecated member may go). */
export const DOC_KEYWORDS = [
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'sunset',
] as const;
/** Annotations for the contract's tools: who gates a member, which way a named type's data flows. */
export const ANNOTATION_KEYWORDS = ['requires', 'direction'] as const;

/** One JSON text per value, whatever the key order: how the diff tells equal values apart. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A schema with its top-level `$ref` chain followed: the target's keywords, with the referencing
 * schema's own (documentation) keywords on top. `names` lists the types passed through. A chain that
 * loops or names a missing type stops where it is (the spec checks have rejected both already).
 */
export function resolveRef(schema: JsonSchema, types: TypeTable): { schema: JsonSchema; names: string[] } {
  const names: string[] = [];
  let current = schema;
  for (;;) {
    const name = refTarget(current.$ref);
    if (name === undefined || names.includes(name) || !Object.hasOwn(types, name)) return { schema: current, names };
    names.push(name);
    const { $ref: _ref, ...siblings } = current;
    current = { ...types[name]!, ...siblings };
  }
}

const MERGEABLE = new Set<string>([
  'type',
  'properties',
  'required',
  'additionalProperties',
  ...DOC_KEYWORDS,
  ...ANNOTATION_KEYWORDS,
]);

/**
 * Rewrites an `allOf` of object schemas as the one object schema it means (properties and required
 * names united), so `allOf: [$ref A, {properties…}]` and the same object written out compare equal.
 * Anything it cannot merge without changing the meaning (a property declared twice, different
 * types, keywords other than object structure) stays an allOf.
 */
export function flattenAllOf(schema: JsonSchema, types: TypeTable, depth = 0): JsonSchema {
  const list = schema.allOf as JsonSchema[] | undefined;
  if (!Array.isArray(list) || depth > 16) return schema;
  const { allOf: _allOf, ...base } = schema;
  const parts = [base, ...list.map((item) => flattenAllOf(resolveRef(item, types).schema, types, depth + 1))];
  if (parts.some((part) => Object.keys(part).some((key) => !MERGEABLE.has(key)))) return schema;
  const typesSeen = new Set(parts.filter((part) => part.type !== undefined).map((part) => canonicalJson(part.type)));
  if (typesSeen.size > 1) return schema;
  if (parts.filter((part) => part.additionalProperties !== undefined).length > 1) return schema;
  // A closed part rejects the members only the other parts declare; the merged object would accept them.
  const declaredBy = (part: JsonSchema) => Object.keys((part.properties as Record<string, unknown> | undefined) ?? {});
  const declared = new Set(parts.flatMap(declaredBy));
  const closing = parts.find((part) => part.additionalProperties !== undefined && part.additionalProperties !== true);
  if (closing !== undefined && declaredBy(closing).length < declared.size) return schema;
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, sub] of Object.entries((part.properties as Record<string, unknown> | undefined) ?? {})) {
      if (Object.hasOwn(properties, name)) return schema;
      Object.defineProperty(properties, name, { value: sub, enumerable: true, writable: true, configurable: true });
    }
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
    for (const [key, value] of Object.entries(part)) {
      if (key !== 'properties' && key !== 'required' && !(key in merged)) merged[key] = value;
    }
  }
  // The outer schema's documentation wins over its parts'.
  for (const key of DOC_KEYWORDS) if (base[key] !== undefined) merged[key] = base[key];
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

/** A schema as the diff compares it: references followed, allOf merged where that keeps the meaning. */
export function shapeOf(schema: JsonSchema, types: TypeTable): { schema: JsonSchema; names: string[] } {
  const resolved = resolveRef(schema, types);
  return { schema: flattenAllOf(resolved.schema, types), names: resolved.names };
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The JSON types a schema admits, from `type`, or else from its enum/const values; undefined when it does not say. */
export function typeSet(schema: JsonSchema): Set<string> | undefined {
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  const values = valueSet(schema);
  return values === undefined ? undefined : new Set(values.map(typeOfValue));
}

/** Whether every value of type set `a` is allowed by type set `b` (an integer is a number). */
export function typesWithin(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return [...a].every((type) => b.has(type) || (type === 'integer' && b.has('number')));
}

export function describeTypes(types: ReadonlySet<string> | undefined): string {
  return types === undefined ? 'any' : JSON_TYPES.filter((type) => types.has(type)).join(' | ');
}

/** The values a schema is limited to by `const` or `enum`; undefined when it is not. */
export function valueSet(schema: JsonSchema): unknown[] | undefined {
  if (Object.hasOwn(schema, 'const')) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  return undefined;
}

/** Whether a schema, or the type it refers to, is gated by a feature (`requires`). */
export function gateOf(schema: JsonSchema, types: TypeTable): string | undefined {
  if (typeof schema.requires === 'string') return schema.requires;
  const resolved = resolveRef(schema, types).schema;
  return typeof resolved.requires === 'string' ? resolved.requires : undefined;
}

/**
 * The keys of a union's variants, each unique within it. A constant that every variant shares (JSON-RPC's
 * `jsonrpc: "2.0"` in both the result and the error branch) tells none apart, so variants whose
 * constants collide are keyed by what else names them (their type, their required members) and,
 * failing that, by position.
 */
export function variantKeys(variants: readonly JsonSchema[], types: TypeTable): string[] {
  const byConsts = variants.map((variant, index) => variantKey(variant, index, types));
  const keys = byConsts.map((key, index) =>
    byConsts.indexOf(key) === byConsts.lastIndexOf(key) ? key : variantKey(variants[index]!, index, types, false),
  );
  return keys.map((key, index) => (keys.indexOf(key) === keys.lastIndexOf(key) ? key : `${key} #${index}`));
}

/**
 * The key a union variant is matched by across versions: the const members that tell variants apart
 * (kind=web, op=prompt), else the type it names, else the members it requires, else its position.
 * `useConsts: false` skips the constants, for variants whose constants do not tell them apart.
 */
function variantKey(variant: JsonSchema, index: number, types: TypeTable, useConsts = true): string {
  const { schema, names } = shapeOf(variant, types);
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const consts = Object.keys(properties)
    .sort()
    .flatMap((name) => {
      const sub = resolveRef(properties[name]!, types).schema;
      return Object.hasOwn(sub, 'const') ? [`${name}=${canonicalJson(sub.const)}`] : [];
    });
  if (useConsts && consts.length > 0) return consts.join(',');
  if (names.length > 0) return `type ${names[0]}`;
  if (
    Array.isArray(schema.required) &&
    Object.keys(schema).every((key) => key === 'required' || (DOC_KEYWORDS as readonly string[]).includes(key))
  ) {
    return `required ${[...(schema.required as string[])].sort().join(',')}`;
  }
  return `#${index}`;
}
