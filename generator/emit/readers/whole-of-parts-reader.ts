import type { JsonSchema } from '../../load/spec-document.ts';
import { equivalentPlans, planOf } from '../boundary/strip-plan.ts';
import type { ReaderContext } from './reader-context.ts';
import { admitsOnlyScalars, constraints } from './scalar-test.ts';
import { unionBody } from './union-reader.ts';
import { Unsupported } from './unsupported.ts';
import { WHOLE_VALUE_BOUNDS } from './whole-value-bounds.ts';

/**
 * A schema the strip plan keeps whole, built of parts the compiler reads one by one (FormField:
 * properties of its own beside a union whose branches add more; an allOf of a type and a
 * refinement): the value is checked against every part, their outputs dropped, and returned whole.
 * The parts made here (its own properties, the union's branches typed object) only check: they
 * build no output. When its own part is an object, that part has read every member of the value
 * (declared ones by their readers, the rest as plain JSON, spending the budget as the copy does), so
 * the value is bounded plain JSON; otherwise it is checked as such once more.
 * In such a union's branches, a property the branch requires but only the parent declares is
 * checked for presence, as Ajv does.
 */
export function checkedWholeBody(cx: ReaderContext, schema: JsonSchema): string {
  const { oneOf, anyOf, allOf, ...own } = schema;
  const ownObjectPart = constraints(own).length > 0 && own.type === 'object';
  const whole = planOf(schema, cx.types);
  const members = (allOf as JsonSchema[] | undefined) ?? [];
  if (whole !== 0) {
    // One part strips as the whole does (the rest declare nothing more): its output is the value's.
    const output =
      ownObjectPart && equivalentPlans(planOf(own, cx.types), whole, cx.types)
        ? own
        : members.find((member) => equivalentPlans(planOf(member, cx.types), whole, cx.types));
    if (output === undefined) throw new Unsupported('parts whose plan strips');
    const union = (oneOf ?? anyOf) as JsonSchema[] | undefined;
    return strippedWholeBody(cx, own, members, union, output, oneOf !== undefined);
  }
  const parts: string[] = [];
  const union = (oneOf ?? anyOf) as JsonSchema[] | undefined;
  const typed = union === undefined ? undefined : checkingBranches(cx, union, schema.type === 'object');
  cx.checkOnly.add(own);
  // When every branch of the union reads every member of the value, its own part leaves the
  // members it does not declare to them (read once, not twice).
  if (typed !== undefined && typed.every((branch) => readsEveryMember(cx, branch))) cx.othersRead.add(own);
  if (constraints(own).length > 0) parts.push(cx.reader(own));
  for (const member of members) parts.push(cx.reader(member));
  if (typed !== undefined) parts.push(branchesChecker(cx, typed, oneOf !== undefined));
  return `  if (${parts.map((part) => `${part}(v, d) === FAIL`).join(' || ')}) return FAIL;\n  return ${ownObjectPart ? 'v' : `readJson(v, d, ${cx.maxDepth})`};`;
}

/**
 * The same where the whole strips, by the plan of one of its parts (`output`: its own keywords, or
 * an allOf member; RemoteCommandRow's own object beside a union of `required` lists): every part
 * checks the value in the schema's order, and the output part's reader gives the value read.
 */
function strippedWholeBody(
  cx: ReaderContext,
  own: JsonSchema,
  members: readonly JsonSchema[],
  union: readonly JsonSchema[] | undefined,
  output: JsonSchema,
  oneOf: boolean,
): string {
  // A part made here only checks (checkedWholeBody); a member of the spec is copied first, so no other reader of it is changed.
  const checking = (part: JsonSchema) => {
    if (part === output || part.$ref !== undefined || part.type !== 'object') return part;
    const copy = part === own ? part : { ...part };
    cx.checkOnly.add(copy);
    return copy;
  };
  const lines: string[] = [];
  const read = (part: JsonSchema) => {
    const fn = cx.reader(checking(part));
    lines.push(
      part === output
        ? `  const o = ${fn}(v, d);\n  if (o === FAIL) return FAIL;`
        : `  if (${fn}(v, d) === FAIL) return FAIL;`,
    );
  };
  if (constraints(own).length > 0) read(own);
  for (const member of members) read(member);
  if (union !== undefined) {
    const typed = checkingBranches(cx, union, own.type === 'object');
    lines.push(`  if (${branchesChecker(cx, typed, oneOf)}(v, d) === FAIL) return FAIL;`);
  }
  return [...lines, `  return o;`].join('\n');
}

/**
 * A whole's union branches as parts: where the whole is typed object, a branch with neither a `$ref`
 * nor a type of its own is read as an object that only checks, its required properties declared.
 */
function checkingBranches(cx: ReaderContext, union: readonly JsonSchema[], objects: boolean): JsonSchema[] {
  return union.map((branch) => {
    if (!objects || branch.$ref !== undefined || branch.type !== undefined) return branch;
    const part = presenceChecked({ type: 'object', ...branch });
    cx.checkOnly.add(part);
    return part;
  });
}

/** The function checking a value against a whole's union (unionBody, its output dropped). */
function branchesChecker(cx: ReaderContext, typed: readonly JsonSchema[], oneOf: boolean): string {
  const unionReader = cx.fresh();
  cx.add(unionReader, false, unionBody(cx, oneOf ? { oneOf: typed } : { anyOf: typed }, typed, ['oneOf'], true));
  return cx.written(unionReader);
}

/** A branch whose required properties are all declared: those only its parent declares, as any value, for presence. */
function presenceChecked(branch: JsonSchema): JsonSchema {
  const properties = (branch.properties as Record<string, JsonSchema> | undefined) ?? {};
  const missing = ((branch.required as string[] | undefined) ?? []).filter((name) => !Object.hasOwn(properties, name));
  return missing.length === 0
    ? branch
    : { ...branch, properties: { ...Object.fromEntries(missing.map((name) => [name, {}])), ...properties } };
}

/** Whether a schema is read by an object body (objectBody), which reads every member of the value. */
function readsEveryMember(cx: ReaderContext, schema: JsonSchema): boolean {
  const keywords = constraints(schema);
  return (
    schema.$ref === undefined &&
    schema.type === 'object' &&
    !keywords.some(
      (keyword) => keyword === 'oneOf' || keyword === 'anyOf' || keyword === 'allOf' || WHOLE_VALUE_BOUNDS.has(keyword),
    ) &&
    !cx.isAnyJson(schema) &&
    !admitsOnlyScalars(schema, cx.types)
  );
}
