import type { JsonSchema } from '../../load/spec-document.ts';
import { equivalentPlans, planOf, taggedUnion, type UnionBranch } from '../boundary/strip-plan.ts';
import { copiesWhole } from './copies-whole.ts';
import { refusesTags } from './fallback-branch.ts';
import type { ReaderContext } from './reader-context.ts';
import { noBranchMatches, tagSwitch } from './tag-switch.ts';
import { Unsupported } from './unsupported.ts';

/**
 * A union told apart by a required constant: the tag picks the only branch that can match, which
 * is what oneOf and anyOf then both mean. An unknown-variant branch (the fallback: a branch without
 * the constant) is read for any other tag, when its own tag member refuses every known tag
 * (`not: {enum: [...]}`): a known tag then matches its branch alone, any other the fallback alone.
 * Any other union is read only when each branch's reader copies its values whole, so whichever
 * branch matches, the copy is the same: every branch is tried, and oneOf needs exactly one to match.
 */
export function unionBody(
  cx: ReaderContext,
  schema: JsonSchema,
  union: readonly JsonSchema[],
  keywords: readonly string[],
  checksOnly = false,
): string {
  if (keywords.length !== 1) throw new Unsupported('a union beside other keywords');
  const tagged = taggedUnion(union, cx.types);
  if (tagged === undefined) {
    // Whichever branch matched, its reader's value must be the one the union's plan strips to:
    // each branch copies values whole, or strips as the union does (QueuedOrHandled: each branch
    // declares both members). A union whose value is dropped (checksOnly) needs neither.
    if (
      !checksOnly &&
      !union.every((branch) => copiesWhole(cx, branch)) &&
      !union.every((branch) => equivalentPlans(planOf(branch, cx.types), planOf(schema, cx.types), cx.types))
    ) {
      throw new Unsupported('an untagged union whose branches strip');
    }
    // A branch that reaches an operation slot passes the caller's function on (call).
    const reads = union.map((branch) => cx.call(cx.reader(branch), branch, 'v', 'd'));
    if (schema.anyOf !== undefined) {
      return [
        `  let x;`,
        ...reads.map((read) => `  if ((x = ${read}) !== FAIL) return x;`),
        `  return fail("anyOf", {});`,
      ].join('\n');
    }
    return [
      `  let x = FAIL, y, m = 0;`,
      ...reads.map((read) => `  if ((y = ${read}) !== FAIL) { x = y; m++; }`),
      // Which passed, for Ajv's passingSchemas: read again, on failure only.
      `  return m === 1 ? x : oneOfFailed([${reads.map((read) => `${read} !== FAIL`).join(', ')}]);`,
    ].join('\n');
  }
  const property = tagged.property;
  const { fallback } = tagged;
  for (const branch of fallback === undefined ? tagged.tagged : [...tagged.tagged, fallback]) {
    if (!((branch.schema.required as string[] | undefined) ?? []).includes(property))
      throw new Unsupported(`a branch that does not require ${property}`);
    if (branch.schema.type !== 'object') throw new Unsupported('a branch that is not typed object');
  }
  if (
    fallback !== undefined &&
    !refusesTags(
      fallback.schema,
      property,
      tagged.tagged.map((branch) => branch.tag),
      cx.types,
    )
  ) {
    throw new Unsupported('an unknown-variant branch that may take a known tag');
  }
  const branchCall = (branch: UnionBranch) =>
    cx.call(
      branch.name !== undefined ? cx.namedReader(branch.name) : cx.reader(branch.schema),
      branch.schema,
      'v',
      'd',
    );
  const cases = tagged.tagged.map((branch) => ({ tag: branch.tag, read: branchCall(branch) }));
  // A value no branch's tag names is the unknown variant's, when there is one (it refuses every
  // known tag, so exactly one branch can match); else it fails as the union (Ajv reports it beside
  // each branch's errors).
  const none = fallback !== undefined ? branchCall(fallback) : noBranchMatches(schema);
  return tagSwitch(property, cases, none);
}
