import type { JsonSchema } from '../../load/spec-document.ts';
import type { ReaderContext } from './reader-context.ts';
import type { TaggedBranchObjects } from './tagged-branch-objects.ts';

/** Reads an object by the case its `property` names; `none` for a value no case names. */
export function tagSwitch(
  property: string,
  cases: readonly { readonly tag: string | number | boolean; readonly read: string }[],
  none: string,
): string {
  return [
    `  if (!isPlainObject(v)) return notContainer(v, "object");`,
    `  const t = gopd(v, ${JSON.stringify(property)});`,
    `  if (t === undefined) return fail("required", {missingProperty: ${JSON.stringify(property)}});`,
    `  if (!('value' in t)) return FAIL;`,
    `  switch (t.value) {`,
    ...cases.map((entry) => `    case ${JSON.stringify(entry.tag)}: return ${entry.read};`),
    `    default: return ${none};`,
    `  }`,
  ].join('\n');
}

/** The failure of a tagged union (oneOf or anyOf) whose tags none names the value's. */
export function noBranchMatches(schema: JsonSchema): string {
  return schema.oneOf !== undefined ? `fail("oneOf", {passingSchemas: null})` : `fail("anyOf", {})`;
}

/**
 * An object with properties of its own beside a tagged union (tagged-branch-objects.ts): the tag
 * picks the branch, and the value is read by the object merged with that branch.
 */
export function mergedBranchesBody(cx: ReaderContext, schema: JsonSchema, merged: TaggedBranchObjects): string {
  const cases = merged.branches.map((branch) => ({ tag: branch.tag, read: `${cx.reader(branch.schema)}(v, d)` }));
  return tagSwitch(merged.property, cases, noBranchMatches(schema));
}
