import { isDeepStrictEqual } from 'node:util';
import type { JsonSchema } from '../../load/spec-document.ts';
import { ANNOTATIONS } from '../../schema/ajv-compiler.ts';
import { taggedUnion, type Types } from '../boundary/strip-plan.ts';
import { constraints } from './scalar-test.ts';

/** The keywords an object with its own properties beside a tagged union may have, for its branches to be merged into it. */
const OWN_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'maxProperties',
  'minProperties',
  'propertyNames',
  'oneOf',
  'anyOf',
]);
/** A branch's: members and their presence, nothing that judges the members it does not declare. */
const BRANCH_KEYWORDS = new Set(['type', 'properties', 'required']);

/** One object schema per tag: what a value with that tag is checked and stripped by. */
export interface TaggedBranchObjects {
  readonly property: string;
  readonly branches: readonly { readonly tag: string | number | boolean; readonly schema: JsonSchema }[];
}

/**
 * An object with properties of its own beside a union told apart by a tag (HistoryEntry, Interaction,
 * RemoteOperation…), as one object schema per tag: its own keywords with the branch's properties and
 * `required` added. The strip plan keeps, for a tag, what the object and that branch declare
 * (plan-merge.ts), and a value is valid exactly when it is valid against both (the tag, required and
 * fixed by every branch, rules the other branches out), which is what the merged object checks:
 * - the branches declare members and their presence only: a branch closed by additionalProperties
 *   would refuse the object's own members, so it is not merged;
 * - the object does not close itself or keep unknown members (no additionalProperties): its own
 *   `additionalProperties` would judge the branches' members too;
 * - no unknown-variant branch: every value names a branch by its tag;
 * - a member both declare is read by an allOf of both schemas, in that order (schemas that differ
 *   in annotations only, once: the branch's).
 * Undefined where the schema is not of that shape.
 */
export function taggedBranchObjects(schema: JsonSchema, types: Types): TaggedBranchObjects | undefined {
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (union === undefined || schema.properties === undefined) return undefined;
  if (schema.type !== undefined && schema.type !== 'object') return undefined;
  if (
    !constraints(schema).every((keyword) => OWN_KEYWORDS.has(keyword)) ||
    (schema.oneOf !== undefined && schema.anyOf !== undefined)
  )
    return undefined;
  const tagged = taggedUnion(union, types);
  if (tagged === undefined || tagged.fallback !== undefined) return undefined;
  const ownProperties = schema.properties as Record<string, JsonSchema>;
  const ownRequired = (schema.required as string[] | undefined) ?? [];
  const branches: { tag: string | number | boolean; schema: JsonSchema }[] = [];
  for (const branch of tagged.tagged) {
    const required = (branch.schema.required as string[] | undefined) ?? [];
    if (
      !constraints(branch.schema).every((keyword) => BRANCH_KEYWORDS.has(keyword)) ||
      !required.includes(tagged.property)
    )
      return undefined;
    if (branch.schema.type !== undefined && branch.schema.type !== 'object') return undefined;
    const properties = new Map(Object.entries(ownProperties));
    for (const [name, sub] of Object.entries(
      (branch.schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    )) {
      const own = properties.get(name);
      properties.set(
        name,
        own === undefined || isDeepStrictEqual(withoutAnnotations(own), withoutAnnotations(sub))
          ? sub
          : { allOf: [own, sub] },
      );
    }
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    branches.push({
      tag: branch.tag,
      schema: {
        ...rest,
        type: 'object',
        // fromEntries, never assignment: a property may be named __proto__.
        properties: Object.fromEntries(properties),
        required: [...new Set([...ownRequired, ...required])],
      },
    });
  }
  return { property: tagged.property, branches };
}

const withoutAnnotations = (schema: JsonSchema) =>
  Object.fromEntries(Object.entries(schema).filter(([keyword]) => !ANNOTATIONS.has(keyword)));
