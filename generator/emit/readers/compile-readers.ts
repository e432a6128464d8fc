import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { equivalentPlans, planOf, taggedUnion, type Types, type UnionBranch } from '../boundary/strip-plan.ts';
import { anyJsonShape } from './any-json-shape.ts';
import { refusesTags } from './fallback-branch.ts';
import { admitsOnlyScalars, constraints, scalarChecks, scalarTest } from './scalar-test.ts';
import { taggedBranchObjects, type TaggedBranchObjects } from './tagged-branch-objects.ts';
import { Unsupported } from './unsupported.ts';

const OBJECT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'maxProperties',
  'minProperties',
  'propertyNames',
]);
const ARRAY_KEYWORDS = new Set(['type', 'items', 'maxItems', 'minItems', 'uniqueItems']);
const WHOLE_VALUE_BOUNDS = new Set(['maxJsonBytes', 'maxEntries']);

/** A branch whose required properties are all declared: those only its parent declares, as any value, for presence. */
function presenceChecked(branch: JsonSchema): JsonSchema {
  const properties = (branch.properties as Record<string, JsonSchema> | undefined) ?? {};
  const missing = ((branch.required as string[] | undefined) ?? []).filter((name) => !Object.hasOwn(properties, name));
  return missing.length === 0
    ? branch
    : { ...branch, properties: { ...Object.fromEntries(missing.map((name) => [name, {}])), ...properties } };
}

export interface ReaderCompiler {
  /** The function name reading a value of the named type; throws Unsupported when it cannot be read fast. */
  named(name: string): string;
  /** The function name reading values of an inline schema (operation params and results). */
  inline(schema: JsonSchema): string;
  /** Every function compiled so far, in order, plus the constants they use. */
  source(): string;
  /** Named types that failed in this compiler (and were not known to fail before it). */
  readonly newlyFailed: ReadonlySet<string>;
  /** The part checks (`check`) the compiled readers call, each as `checkLocal(name)`. */
  readonly checks: ReadonlySet<string>;
}

/** The local name a readers module imports a part's check under: no clash with the compiler's own names. */
export const checkLocal = (name: string) => `check_${name}`;

/**
 * Compiles schemas into readers (runtime/boundary/fast-read.ts): one JavaScript function per schema
 * node that validates and strips in one pass, returning the input's own objects and arrays where it
 * strips nothing under them and copying only the ones that lose a member (or hold a copied one). A reader must agree exactly with the slow path
 * (copy → Ajv → strip plan), so the compiler handles only constructs whose meaning it can mirror
 * without doubt and gives up on a schema (Unsupported) for anything else; the boundary then keeps the
 * slow path for the operations and types that need it.
 *
 * Every reader spends the boundary call's byte budget (runtime/boundary/plain-json.ts, bytesLeft) as the
 * copy does — 2 bytes an item, 5 a member plus its key, a string its length, before any test reads it —
 * or more (a union tries branches), so it gives up on any value the copy refuses as larger than a frame,
 * and no input, however much it shares, makes it read more than that.
 *
 * `slots` are schema nodes (by identity) read by a function the caller passes in as `s`: a request's
 * open `params` and a response's open `result`, which the boundary reads with the operation's own reader. `failed` are
 * named types an earlier round found unreadable.
 */
export function createReaderCompiler(
  types: Types,
  maxDepth: number,
  slots: ReadonlySet<JsonSchema>,
  failed: ReadonlySet<string>,
): ReaderCompiler {
  const functions: string[] = [];
  const constants: string[] = [];
  const named = new Map<string, string>();
  const newlyFailed = new Set<string>();
  const checks = new Set<string>();
  // Object schemas made here as parts of a whole (checkedWholeBody): read to check, their output dropped.
  const checkOnly = new WeakSet<JsonSchema>();
  // Of those, the ones whose undeclared members another part reads (checkedWholeBody): they skip them.
  const othersRead = new WeakSet<JsonSchema>();
  let counter = 0;
  const fresh = () => `r${counter++}`;

  // Whether a slot is reachable from a schema; such nodes take and pass on `s`. Named types are
  // settled first, to a fixpoint, so recursion cannot hide a slot.
  const slotTypes = new Set<string>();
  const reaches = (schema: JsonSchema): boolean => {
    if (slots.has(schema)) return true;
    const target = refTarget(schema.$ref);
    if (target !== undefined && slotTypes.has(target)) return true;
    return childrenReach(schema);
  };
  /** Whether a slot is reachable from a schema's subschemas (a slot's own reader passes `s` on to those). */
  const childrenReach = (schema: JsonSchema): boolean => {
    const children = [
      ...Object.values((schema.properties as Record<string, JsonSchema> | undefined) ?? {}),
      ...((schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[]),
      ...((schema.allOf ?? []) as JsonSchema[]),
      ...((schema.prefixItems ?? []) as JsonSchema[]),
      ...[schema.items, schema.additionalProperties].filter(
        (sub): sub is JsonSchema => typeof sub === 'object' && sub !== null && !Array.isArray(sub),
      ),
    ];
    return children.some(reaches);
  };
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, schema] of types) {
      if (!slotTypes.has(name) && reaches(schema)) {
        slotTypes.add(name);
        grew = true;
      }
    }
  }
  const hasSlot = reaches;

  // Named types that are any JSON value, settled to a fixpoint (JsonData refers to itself).
  const anyJsonTypes = new Set<string>();
  for (const [name, schema] of types)
    if (anyJsonShape(schema, (ref) => refTarget(ref) === name)) anyJsonTypes.add(name);

  // Inline schemas repeat (`v: {const: 1}` in every event): a function whose code is already there is
  // not written again, and its callers call the first one. Named readers are called by name before
  // their code exists (recursion), so they are always written.
  const bodies = new Map<string, string>();
  const aliases = new Map<string, string>();
  const add = (name: string, slot: boolean, body: string) => {
    const key = `${slot ? 's' : ''}|${body}`;
    const same = bodies.get(key);
    if (same !== undefined && ![...named.values()].includes(name)) return void aliases.set(name, same);
    bodies.set(key, name);
    functions.push(`function ${name}(v, d${slot ? ', s' : ''}) {\n${body}\n}`);
  };
  const call = (fn: string, schema: JsonSchema, value: string, depth: string) =>
    `${fn}(${value}, ${depth}${hasSlot(schema) ? ', s' : ''})`;

  /** The reader of a named type: compiled once, shared; recursion works as the name is bound first. */
  function namedReader(name: string): string {
    if (failed.has(name) || newlyFailed.has(name)) throw new Unsupported(`type ${name}`);
    const existing = named.get(name);
    if (existing !== undefined) return existing;
    const schema = types.get(name);
    if (schema === undefined) throw new Unsupported(`unknown type ${name}`);
    const fn = fresh();
    named.set(name, fn);
    try {
      compileInto(fn, schema);
      return fn;
    } catch (error) {
      newlyFailed.add(name);
      throw error;
    }
  }

  function reader(schema: JsonSchema): string {
    const keywords = constraints(schema);
    const target = refTarget(schema.$ref);
    if (target !== undefined && schema.check === undefined) {
      if (keywords.length > 1) throw new Unsupported('$ref beside constraints');
      return namedReader(target);
    }
    const fn = fresh();
    compileInto(fn, schema);
    return aliases.get(fn) ?? fn;
  }

  function compileInto(fn: string, schema: JsonSchema): void {
    if (slots.has(schema)) {
      // Read by the caller's function; without one (parseSchema of a request or response type), as the schema says.
      // A slot inside it is then read as its schema says too: `s` (undefined) is passed on to it.
      const own = fresh();
      const inner = childrenReach(schema);
      compileBody(own, schema, inner);
      return add(
        fn,
        true,
        `  return s === undefined ? ${aliases.get(own) ?? own}(v, d${inner ? ', s' : ''}) : s(v, d);`,
      );
    }
    compileBody(fn, schema, hasSlot(schema));
  }

  function compileBody(fn: string, schema: JsonSchema, slot: boolean): void {
    if (schema.check !== undefined) return add(fn, false, checkedBody(schema, slot));
    if (schema.$ref !== undefined) return add(fn, slot, `  return ${call(reader(schema), schema, 'v', 'd')};`);
    const keywords = constraints(schema);
    const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    const allOf = schema.allOf as JsonSchema[] | undefined;
    if (
      keywords.length === 0 ||
      isAnyJson(schema) ||
      (keywords.length === 1 && allOf !== undefined && allOf.every(isAnyJson))
    ) {
      return add(fn, false, `  return readJson(v, d, ${maxDepth});`);
    }
    if (admitsOnlyScalars(schema, types)) return add(fn, false, scalarBody(schema));
    // Only objects and unions pass the caller's function on: a slot reached any other way is not read here.
    const passesSlot = (body: string) => {
      if (slot) throw new Unsupported(`${body} reaching an operation slot`);
    };
    if (keywords.some((keyword) => WHOLE_VALUE_BOUNDS.has(keyword))) {
      passesSlot('a whole-value bound');
      return add(fn, false, wholeValueBody(schema, keywords));
    }
    const merged = union !== undefined && !slot ? taggedBranchObjects(schema, types) : undefined;
    if (merged !== undefined) return add(fn, false, mergedBranchesBody(schema, merged));
    if ((union !== undefined && keywords.length > 1) || allOf !== undefined) {
      passesSlot('a whole of parts');
      return add(fn, false, checkedWholeBody(schema));
    }
    if (union !== undefined) return add(fn, slot, unionBody(schema, union, keywords));
    if (schema.type === 'object') return add(fn, slot, objectBody(schema, keywords));
    if (schema.type === 'array') {
      passesSlot('an array');
      return add(fn, false, arrayBody(schema, keywords));
    }
    throw new Unsupported(`a schema of keywords ${keywords.join(', ')}`);
  }

  /**
   * A scalar's checks, each failing with its keyword (scalar-test.ts). A string is counted before any
   * test but its type reads it (plain-json.ts, bytesLeft), as the copy counts it.
   */
  function scalarBody(schema: JsonSchema): string {
    const checks = scalarChecks(schema, 'v', constant, types);
    const budget =
      schema.type === 'string'
        ? [checks[0]!, `  if (!spendBytes(v.length)) return FAIL;`, ...checks.slice(1)]
        : [`  if (typeof v === "string" && !spendBytes(v.length)) return FAIL;`, ...checks];
    return [...budget, `  return v;`].join('\n');
  }

  /** Registers a module-level constant (a RegExp, a Set, the values an error names) and returns its name. */
  function constant(code: string): string {
    const existing = constants.findIndex((line) => line.endsWith(` = ${code};`));
    if (existing >= 0) return `c${existing}`;
    constants.push(`const c${constants.length} = ${code};`);
    return `c${constants.length - 1}`;
  }

  /**
   * `check`: the rest of the schema reads the value, then the part's check reads what it returned.
   * Ajv runs the check (a post keyword) on the value as it arrived, the reader on its stripped copy:
   * the same verdict, as a check reads only members its schema declares, which are never stripped.
   */
  function checkedBody(schema: JsonSchema, slot: boolean): string {
    if (slot) throw new Unsupported('check beside an operation slot');
    const { check, ...rest } = schema;
    const name = String(check);
    checks.add(name);
    const inner = fresh();
    compileBody(inner, rest, false);
    return [
      `  const r = ${aliases.get(inner) ?? inner}(v, d);`,
      `  if (r === FAIL) return FAIL;`,
      `  const f = ${checkLocal(name)}(r);`,
      `  return f === undefined ? r : failCheck(${JSON.stringify(name)}, f);`,
    ].join('\n');
  }

  /**
   * `maxJsonBytes` / `maxEntries`: measured on the value as it arrived, checked first as bounded plain
   * JSON, since Ajv measures the value before anything is stripped. On open JSON that check is the
   * whole reader; beside other keywords (a document's blocks), the rest of the schema then reads the
   * value as its own reader would. Its strings are counted against the byte budget twice: a value
   * near the frame's budget falls to the slow path, which has none.
   */
  function wholeValueBody(schema: JsonSchema, keywords: readonly string[]): string {
    const others = keywords.filter(
      (keyword) =>
        !WHOLE_VALUE_BOUNDS.has(keyword) && !(keyword === 'allOf' && (schema.allOf as JsonSchema[]).every(isAnyJson)),
    );
    const tests = [
      schema.maxJsonBytes !== undefined
        ? `  if (exceedsJsonBytes(c, ${Number(schema.maxJsonBytes)})) return fail("maxJsonBytes", {limit: ${Number(schema.maxJsonBytes)}});`
        : '',
      schema.maxEntries !== undefined
        ? `  if (exceedsJsonEntries(c, ${Number(schema.maxEntries)})) return fail("maxEntries", {limit: ${Number(schema.maxEntries)}});`
        : '',
    ].filter(Boolean);
    const measured = [`  const c = readJson(v, d, ${maxDepth});`, `  if (c === FAIL) return FAIL;`, ...tests];
    if (others.length === 0) return [...measured, `  return c;`].join('\n');
    const { maxJsonBytes: _bytes, maxEntries: _entries, ...rest } = schema;
    const inner = fresh();
    compileBody(inner, rest, false);
    return [...measured, `  return ${aliases.get(inner) ?? inner}(c, d);`].join('\n');
  }

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
  function checkedWholeBody(schema: JsonSchema): string {
    const { oneOf, anyOf, allOf, ...own } = schema;
    const ownObjectPart = constraints(own).length > 0 && own.type === 'object';
    const whole = planOf(schema, types);
    const members = (allOf as JsonSchema[] | undefined) ?? [];
    if (whole !== 0) {
      // One part strips as the whole does (the rest declare nothing more): its output is the value's.
      const output =
        ownObjectPart && equivalentPlans(planOf(own, types), whole, types)
          ? own
          : members.find((member) => equivalentPlans(planOf(member, types), whole, types));
      if (output === undefined) throw new Unsupported('parts whose plan strips');
      return strippedWholeBody(own, members, (oneOf ?? anyOf) as JsonSchema[] | undefined, output, oneOf !== undefined);
    }
    const parts: string[] = [];
    const union = (oneOf ?? anyOf) as JsonSchema[] | undefined;
    const objects = schema.type === 'object';
    const typed = union?.map((branch) => {
      if (!objects || branch.$ref !== undefined || branch.type !== undefined) return branch;
      const part = presenceChecked({ type: 'object', ...branch });
      checkOnly.add(part);
      return part;
    });
    checkOnly.add(own);
    // When every branch of the union reads every member of the value, its own part leaves the
    // members it does not declare to them (read once, not twice).
    if (typed !== undefined && typed.every(readsEveryMember)) othersRead.add(own);
    if (constraints(own).length > 0) parts.push(reader(own));
    for (const member of members) parts.push(reader(member));
    if (union !== undefined && typed !== undefined) {
      const unionReader = fresh();
      add(
        unionReader,
        false,
        unionBody(oneOf !== undefined ? { oneOf: typed } : { anyOf: typed }, typed, ['oneOf'], true),
      );
      parts.push(aliases.get(unionReader) ?? unionReader);
    }
    return `  if (${parts.map((part) => `${part}(v, d) === FAIL`).join(' || ')}) return FAIL;\n  return ${ownObjectPart ? 'v' : `readJson(v, d, ${maxDepth})`};`;
  }

  /**
   * The same where the whole strips, by the plan of one of its parts (`output`: its own keywords, or
   * an allOf member; RemoteCommandRow's own object beside a union of `required` lists): every part
   * checks the value in the schema's order, and the output part's reader gives the value read.
   */
  function strippedWholeBody(
    own: JsonSchema,
    members: readonly JsonSchema[],
    union: readonly JsonSchema[] | undefined,
    output: JsonSchema,
    oneOf: boolean,
  ): string {
    const objects = own.type === 'object';
    // A part made here only checks (checkedWholeBody); a member of the spec is copied first, so no other reader of it is changed.
    const checking = (part: JsonSchema) => {
      if (part === output || part.$ref !== undefined || part.type !== 'object') return part;
      const copy = part === own ? part : { ...part };
      checkOnly.add(copy);
      return copy;
    };
    const lines: string[] = [];
    const read = (part: JsonSchema) => {
      const fn = reader(checking(part));
      lines.push(
        part === output
          ? `  const o = ${fn}(v, d);\n  if (o === FAIL) return FAIL;`
          : `  if (${fn}(v, d) === FAIL) return FAIL;`,
      );
    };
    if (constraints(own).length > 0) read(own);
    for (const member of members) read(member);
    if (union !== undefined) {
      const typed = union.map((branch) => {
        if (!objects || branch.$ref !== undefined || branch.type !== undefined) return branch;
        const part = presenceChecked({ type: 'object', ...branch });
        checkOnly.add(part);
        return part;
      });
      const unionReader = fresh();
      add(unionReader, false, unionBody(oneOf ? { oneOf: typed } : { anyOf: typed }, typed, ['oneOf'], true));
      lines.push(`  if (${aliases.get(unionReader) ?? unionReader}(v, d) === FAIL) return FAIL;`);
    }
    return [...lines, `  return o;`].join('\n');
  }

  /**
   * An object with properties of its own beside a tagged union (tagged-branch-objects.ts): the tag
   * picks the branch, and the value is read by the object merged with that branch.
   */
  function mergedBranchesBody(schema: JsonSchema, merged: TaggedBranchObjects): string {
    const cases = merged.branches.map((branch) => ({ tag: branch.tag, read: `${reader(branch.schema)}(v, d)` }));
    return tagSwitch(
      merged.property,
      cases,
      schema.oneOf !== undefined ? `fail("oneOf", {passingSchemas: null})` : `fail("anyOf", {})`,
    );
  }

  /** Reads an object by the case its `property` names; `none` for a value no case names. */
  function tagSwitch(
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

  /** Whether a schema is read by an object body (objectBody), which reads every member of the value. */
  function readsEveryMember(schema: JsonSchema): boolean {
    const keywords = constraints(schema);
    return (
      schema.$ref === undefined &&
      schema.type === 'object' &&
      !keywords.some(
        (keyword) =>
          keyword === 'oneOf' || keyword === 'anyOf' || keyword === 'allOf' || WHOLE_VALUE_BOUNDS.has(keyword),
      ) &&
      !isAnyJson(schema) &&
      !admitsOnlyScalars(schema, types)
    );
  }

  /**
   * A union told apart by a required constant: the tag picks the only branch that can match, which
   * is what oneOf and anyOf then both mean. An unknown-variant branch (the fallback: a branch without
   * the constant) is read for any other tag, when its own tag member refuses every known tag
   * (`not: {enum: [...]}`): a known tag then matches its branch alone, any other the fallback alone.
   * Any other union is read only when each branch's reader copies its values whole, so whichever
   * branch matches, the copy is the same: every branch is tried, and oneOf needs exactly one to match.
   */
  function unionBody(
    schema: JsonSchema,
    union: readonly JsonSchema[],
    keywords: readonly string[],
    checksOnly = false,
  ): string {
    if (keywords.length !== 1) throw new Unsupported('a union beside other keywords');
    const tagged = taggedUnion(union, types);
    if (tagged === undefined) {
      // Whichever branch matched, its reader's value must be the one the union's plan strips to:
      // each branch copies values whole, or strips as the union does (QueuedOrHandled: each branch
      // declares both members). A union whose value is dropped (checksOnly) needs neither.
      if (
        !checksOnly &&
        !union.every((branch) => copiesWhole(branch)) &&
        !union.every((branch) => equivalentPlans(planOf(branch, types), planOf(schema, types), types))
      ) {
        throw new Unsupported('an untagged union whose branches strip');
      }
      // A branch that reaches an operation slot passes the caller's function on (call).
      const reads = union.map((branch) => call(reader(branch), branch, 'v', 'd'));
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
        types,
      )
    ) {
      throw new Unsupported('an unknown-variant branch that may take a known tag');
    }
    const branchCall = (branch: UnionBranch) =>
      call(branch.name !== undefined ? namedReader(branch.name) : reader(branch.schema), branch.schema, 'v', 'd');
    const cases = tagged.tagged.map((branch) => ({ tag: branch.tag, read: branchCall(branch) }));
    // A value no branch's tag names is the unknown variant's, when there is one (it refuses every
    // known tag, so exactly one branch can match); else it fails as the union (Ajv reports it beside
    // each branch's errors).
    const none =
      fallback !== undefined
        ? branchCall(fallback)
        : schema.oneOf !== undefined
          ? `fail("oneOf", {passingSchemas: null})`
          : `fail("anyOf", {})`;
    return tagSwitch(property, cases, none);
  }

  function objectBody(schema: JsonSchema, keywords: readonly string[]): string {
    const unknown = keywords.filter((keyword) => !OBJECT_KEYWORDS.has(keyword));
    if (unknown.length > 0) throw new Unsupported(`object keywords ${unknown.join(', ')}`);
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const name of required)
      if (!(name in properties)) throw new Unsupported(`required ${name} without a declaration`);
    const only = checkOnly.has(schema);
    // The output starts as the input itself (ownObject), or as a fresh object for one of null prototype.
    // A part that only checks gives up on an object of null prototype: the whole returns the value as it is.
    const start = only
      ? [`  if (ownObject(v) !== v) return notContainer(v, "object");`]
      : [`  let o = ownObject(v);`, `  if (o === FAIL) return notContainer(v, "object");`];
    const lines = [
      `  if (d >= ${maxDepth}) return FAIL;`,
      ...start,
      `  const k = Object.keys(v);`,
      `  if (!spendBytes(5 * k.length)) return FAIL;`,
    ];
    if (schema.maxProperties !== undefined)
      lines.push(
        `  if (k.length > ${Number(schema.maxProperties)}) return fail("maxProperties", {limit: ${Number(schema.maxProperties)}});`,
      );
    if (schema.minProperties !== undefined)
      lines.push(
        `  if (k.length < ${Number(schema.minProperties)}) return fail("minProperties", {limit: ${Number(schema.minProperties)}});`,
      );
    const names =
      schema.propertyNames === undefined
        ? undefined
        : scalarTest({ type: 'string', ...(schema.propertyNames as JsonSchema) }, 'n', constant, types);
    // The output is the input itself until a member is dropped or read as another value; from then on
    // a fresh object (headOf: the members before it, as they are), which takes every later member.
    lines.push(
      `  let q = 0;`,
      `  for (let i = 0; i < k.length; i++) {`,
      `    const n = k[i];`,
      `    const p = gopd(v, n);`,
    );
    lines.push(
      `    if (p === undefined || !('value' in p) || n === '__proto__' || !spendBytes(n.length)) return FAIL;`,
    );
    if (names !== undefined) lines.push(`    if (!(${names})) return fail("propertyNames", {propertyName: n});`);
    lines.push(`    const y = p.value;`, `    let x;`, `    switch (n) {`);
    for (const [name, sub] of Object.entries(properties)) {
      const fn = reader(sub);
      lines.push(`      case ${JSON.stringify(name)}:`);
      lines.push(`        x = ${call(fn, sub, 'y', 'd + 1')};`);
      lines.push(`        if (x === FAIL) return at(n);`);
      if (required.has(name)) lines.push(`        q++;`);
      lines.push(`        break;`);
    }
    lines.push(`      default:`);
    const additional = schema.additionalProperties;
    if (additional === false) lines.push(`        return fail("additionalProperties", {additionalProperty: n});`);
    else if (additional === true)
      lines.push(
        `        x = readJson(y, d + 1, ${maxDepth});`,
        `        if (x === FAIL) return FAIL;`,
        `        break;`,
      );
    else if (additional === undefined && only && othersRead.has(schema)) lines.push(`        continue;`);
    else if (additional === undefined) {
      lines.push(
        `        if (readJson(y, d + 1, ${maxDepth}) === FAIL) return FAIL;`,
        ...(only ? [] : [`        if (o === v) o = headOf(v, k, i);`]),
        `        continue;`,
      );
    } else {
      const sub = additional as JsonSchema;
      lines.push(
        `        x = ${call(reader(sub), sub, 'y', 'd + 1')};`,
        `        if (x === FAIL) return at(n);`,
        `        break;`,
      );
    }
    lines.push(
      `    }`,
      ...(only ? [] : [`    if (o !== v) o[n] = x;`, `    else if (x !== y) (o = headOf(v, k, i))[n] = x;`]),
      `  }`,
    );
    const out = only ? 'v' : 'o';
    // A required member missing fails as the first of `required` the value lacks (the members read were all there).
    lines.push(
      required.size > 0
        ? `  return q === ${required.size} ? ${out} : missing(k, ${constant(JSON.stringify([...required]))});`
        : `  return ${out};`,
    );
    return lines.join('\n');
  }

  function arrayBody(schema: JsonSchema, keywords: readonly string[]): string {
    const unknown = keywords.filter((keyword) => !ARRAY_KEYWORDS.has(keyword));
    if (unknown.length > 0) throw new Unsupported(`array keywords ${unknown.join(', ')}`);
    const items = schema.items as JsonSchema | undefined;
    if (items !== undefined && (typeof items !== 'object' || Array.isArray(items)))
      throw new Unsupported('items that is not one schema');
    if (schema.uniqueItems === true && items !== undefined && !copiesWhole(items)) {
      // Ajv compares the items before stripping; the copies after it could be equal when those were not.
      throw new Unsupported('uniqueItems over items that are stripped');
    }
    const lines = [
      `  if (d >= ${maxDepth}) return FAIL;`,
      `  if (!isPlainArray(v)) return notContainer(v, "array");`,
      `  const l = v.length;`,
      `  if (!spendBytes(2 * l)) return FAIL;`,
    ];
    if (schema.maxItems !== undefined)
      lines.push(`  if (l > ${Number(schema.maxItems)}) return fail("maxItems", {limit: ${Number(schema.maxItems)}});`);
    if (schema.minItems !== undefined)
      lines.push(`  if (l < ${Number(schema.minItems)}) return fail("minItems", {limit: ${Number(schema.minItems)}});`);
    const item = items === undefined ? undefined : reader(items);
    lines.push(
      `  let o = v;`,
      `  for (let i = 0; i < l; i++) {`,
      `    const p = gopd(v, i);`,
      `    if (p === undefined || !('value' in p)) return FAIL;`,
    );
    lines.push(
      `    const y = p.value;`,
      `    const x = ${item === undefined ? `readJson(y, d + 1, ${maxDepth})` : `${item}(y, d + 1)`};`,
    );
    lines.push(
      `    if (x === FAIL) return at(i);`,
      `    if (o !== v) o[i] = x;`,
      `    else if (x !== y) (o = itemsHeadOf(v, l, i))[i] = x;`,
      `  }`,
    );
    lines.push(schema.uniqueItems === true ? `  return allUnique(o) ? o : duplicate(o);` : `  return o;`);
    return lines.join('\n');
  }

  /**
   * Whether every value valid against the schema is read into a whole copy of itself: scalars, open
   * JSON, arrays of such, and objects that admit no unknown property (or keep it) with such members.
   */
  function copiesWhole(schema: JsonSchema, seen: ReadonlySet<string> = new Set()): boolean {
    const target = refTarget(schema.$ref);
    if (target !== undefined)
      return !seen.has(target) && types.has(target) && copiesWhole(types.get(target)!, new Set([...seen, target]));
    if (isAnyJson(schema) || planOf(schema, types) === 0) return true;
    const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (union !== undefined) return union.every((branch) => copiesWhole(branch, seen));
    if (schema.type === 'array') return schema.items === undefined || copiesWhole(schema.items as JsonSchema, seen);
    if (schema.type === 'object') {
      const additional = schema.additionalProperties;
      const members = Object.values((schema.properties as Record<string, JsonSchema> | undefined) ?? {});
      const extra =
        additional === false ||
        additional === true ||
        (typeof additional === 'object' && additional !== null && copiesWhole(additional as JsonSchema, seen));
      return extra && members.every((member) => copiesWhole(member, seen));
    }
    // Any other schema whose plan strips (an allOf of open objects, properties without a type) may
    // copy a value short of itself.
    return false;
  }

  /**
   * Whether a schema admits every JSON value and nothing else, as a recursive union of the six JSON
   * types does (JsonData): its reader is the plain-JSON copy.
   */
  function isAnyJson(schema: JsonSchema): boolean {
    const target = refTarget(schema.$ref);
    if (target !== undefined) return constraints(schema).length === 1 && anyJsonTypes.has(target);
    return anyJsonShape(schema, (ref) => refTarget(ref) !== undefined && anyJsonTypes.has(refTarget(ref)!));
  }

  return {
    named: namedReader,
    inline: reader,
    source: () => [...constants, ...functions].join('\n'),
    newlyFailed,
    checks,
  };
}
