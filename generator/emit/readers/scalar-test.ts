import type { JsonSchema } from '../../load/spec-document.ts';
import { ANNOTATIONS } from '../../schema/ajv-compiler.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { admitsOnlyAscii } from './ascii-pattern.ts';
import { Unsupported } from './unsupported.ts';

/**
 * A schema over scalars as one JavaScript boolean expression on `v`, mirroring what the Ajv
 * validators decide (the toolchain's own minLength/maxLength/maxBytes included). Only for schemas
 * that admit nothing but scalars (by type, const or enum): a reader returns such a value as it is.
 */
export type Constant = (code: string) => string;

/** A schema's keywords that constrain values (all but the annotations the Ajv compiler drops): the ones a reader must mirror. */
export const constraints = (schema: JsonSchema) => Object.keys(schema).filter((keyword) => !ANNOTATIONS.has(keyword));
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

const TYPE_TEST: Readonly<Record<string, (v: string) => string>> = {
  string: (v) => `typeof ${v} === "string"`,
  number: (v) => `(typeof ${v} === "number" && Number.isFinite(${v}))`,
  integer: (v) => `Number.isInteger(${v})`,
  boolean: (v) => `typeof ${v} === "boolean"`,
  null: (v) => `${v} === null`,
};

/**
 * The same beside a pattern that admits only ASCII strings (ascii-pattern.ts): a string that passes
 * it has as many code points and UTF-8 bytes as units, and one that does not fails the whole test
 * anyway, so comparing its length decides the conjunction exactly as counting would. The pattern is
 * tested first (partsOf), so a failed length test is a true reason: the string is ASCII.
 */
const ASCII_STRING_TESTS: Readonly<Record<string, (v: string, bound: number) => string>> = {
  minLength: (v, n) => `${v}.length < ${n}`,
  maxLength: (v, n) => `${v}.length > ${n}`,
  maxBytes: (v, n) => `${v}.length > ${n}`,
};
/** Keywords that test one JSON type, and the expression of each failing, given the bound. */
const STRING_TESTS: Readonly<Record<string, (v: string, bound: number) => string>> = {
  minLength: (v, n) => `${v}.length < ${2 * n} && (${v}.length < ${n} || ucs2length(${v}) < ${n})`,
  maxLength: (v, n) => `${v}.length > ${n} && (${v}.length > ${2 * n} || ucs2length(${v}) > ${n})`,
  maxBytes: (v, n) => `exceedsUtf8Bytes(${v}, ${n})`,
};
const NUMBER_TESTS: Readonly<Record<string, (v: string, bound: number) => string>> = {
  minimum: (v, n) => `${v} < ${n}`,
  maximum: (v, n) => `${v} > ${n}`,
  exclusiveMinimum: (v, n) => `${v} <= ${n}`,
  exclusiveMaximum: (v, n) => `${v} >= ${n}`,
};

export function scalarTest(
  schema: JsonSchema,
  v: string,
  constant: Constant,
  types: ReadonlyMap<string, JsonSchema>,
): string {
  if (!admitsOnlyScalars(schema, types))
    throw new Unsupported('a schema that admits more than scalars where a scalar was expected');
  return predicate(schema, v, constant, types, new Set());
}

/**
 * The same as statements, one a check, each returning the failure of its keyword when `v` fails it
 * (`fail(keyword, params)`, runtime/boundary/fast-read.ts: Ajv's keyword and params, so its
 * message): a scalar reader's body, which tests exactly what scalarTest does, in the same order, and
 * says which test failed. The members of an allOf and the target of a $ref are checked in line, as
 * Ajv reports their errors at the same path; a union or a `not` fails as itself.
 */
export function scalarChecks(
  schema: JsonSchema,
  v: string,
  constant: Constant,
  types: ReadonlyMap<string, JsonSchema>,
): string[] {
  if (!admitsOnlyScalars(schema, types))
    throw new Unsupported('a schema that admits more than scalars where a scalar was expected');
  return checks(schema, v, constant, types, new Set());
}

/** One test of a scalar schema: its expression, and the failure it returns (or its checks, for the parts read in line). */
interface Part {
  readonly test: string;
  /** Its negation, where it is written as one (`!(fails)`). */
  readonly fails?: string;
  readonly failure: string;
  readonly inline?: readonly JsonSchema[];
  readonly seen?: ReadonlySet<string>;
}

/** Whether every value the schema admits is a scalar (vacuously, for one that admits none). */
export function admitsOnlyScalars(schema: JsonSchema, types: ReadonlyMap<string, JsonSchema>): boolean {
  return onlyScalars(schema, types, new Set());
}

function onlyScalars(schema: JsonSchema, types: ReadonlyMap<string, JsonSchema>, seen: Set<string>): boolean {
  // `not: {}` admits no value at all (a member that must be absent): none that is not a scalar.
  if (typeof schema.not === 'object' && schema.not !== null && constraints(schema.not as JsonSchema).length === 0)
    return true;
  const type = schema.type;
  if (typeof type === 'string' && SCALAR_TYPES.has(type)) return true;
  if (Array.isArray(type) && type.every((entry) => SCALAR_TYPES.has(entry as string))) return true;
  if ('const' in schema && isScalar(schema.const)) return true;
  if (Array.isArray(schema.enum) && schema.enum.every(isScalar)) return true;
  const target = refTarget(schema.$ref);
  if (target !== undefined && !seen.has(target) && types.has(target))
    return onlyScalars(types.get(target)!, types, new Set([...seen, target]));
  if (Array.isArray(schema.allOf) && (schema.allOf as JsonSchema[]).some((member) => onlyScalars(member, types, seen)))
    return true;
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  return union !== undefined && union.every((branch) => onlyScalars(branch, types, seen));
}

/** An expression true exactly when `v` is valid against `schema`: any JSON value may reach it. */
function predicate(
  schema: JsonSchema,
  v: string,
  constant: Constant,
  types: ReadonlyMap<string, JsonSchema>,
  seen: ReadonlySet<string>,
): string {
  const tests = partsOf(schema, v, constant, types, seen).map((part) => part.test);
  return tests.length === 0 ? 'true' : tests.join(' && ');
}

function checks(
  schema: JsonSchema,
  v: string,
  constant: Constant,
  types: ReadonlyMap<string, JsonSchema>,
  seen: ReadonlySet<string>,
): string[] {
  return partsOf(schema, v, constant, types, seen).flatMap((part) =>
    part.inline === undefined
      ? [`  if (${part.fails ?? `!${part.test}`}) return ${part.failure};`]
      : part.inline.flatMap((member) => checks(member, v, constant, types, part.seen ?? seen)),
  );
}

/** A failure's call: Ajv's keyword and params (fast-read.ts, fail). */
const failure = (keyword: string, params: string) => `fail(${JSON.stringify(keyword)}, ${params})`;

const COMPARISON: Readonly<Record<string, string>> = {
  minimum: '>=',
  maximum: '<=',
  exclusiveMinimum: '>',
  exclusiveMaximum: '<',
};

/** The tests of a schema, type first, then const and enum, then the rest in the schema's order. */
function partsOf(
  schema: JsonSchema,
  v: string,
  constant: Constant,
  types: ReadonlyMap<string, JsonSchema>,
  seen: ReadonlySet<string>,
): Part[] {
  const parts: Part[] = [];
  const type = schema.type;
  const typeList = type === undefined ? undefined : ((Array.isArray(type) ? type : [type]) as string[]);
  const exactly = (name: string) =>
    typeList !== undefined &&
    typeList.length === 1 &&
    (typeList[0] === name || (name === 'number' && typeList[0] === 'integer'));
  const stringTests =
    typeof schema.pattern === 'string' && admitsOnlyAscii(schema.pattern) ? ASCII_STRING_TESTS : STRING_TESTS;
  // The type test comes first, so no test of one type (`v.length`) ever runs on a value of another.
  // An ASCII-only pattern comes before the length tests that count units: a string that fails it may
  // pass them by code points, so only the pattern may be named as the reason it fails.
  const asciiPattern = stringTests === ASCII_STRING_TESTS;
  const first = (keyword: string) =>
    keyword === 'type'
      ? 0
      : keyword === 'const' || keyword === 'enum'
        ? 1
        : keyword === 'pattern' && asciiPattern
          ? 2
          : 3;
  const entries = Object.entries(schema).sort(([a], [b]) => first(a) - first(b));
  const part = (test: string, keyword: string, params: string, fails?: string) =>
    parts.push({ test, failure: failure(keyword, params), ...(fails === undefined ? {} : { fails }) });
  for (const [keyword, value] of entries) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (keyword === 'type') {
      if (!typeList!.every((entry) => entry in TYPE_TEST)) throw new Unsupported(`type ${String(type)}`);
      const test =
        typeList!.length === 1
          ? TYPE_TEST[typeList![0]!]!(v)
          : `(${typeList!.map((entry) => TYPE_TEST[entry]!(v)).join(' || ')})`;
      part(test.startsWith('(') ? test : `(${test})`, 'type', `{type: ${JSON.stringify(type)}}`);
    } else if (keyword === 'const') {
      if (!isScalar(value)) throw new Unsupported('a const that is not a scalar');
      part(`(${v} === ${JSON.stringify(value)})`, 'const', `{allowedValue: ${JSON.stringify(value)}}`);
    } else if (keyword === 'enum') {
      const values = value as unknown[];
      if (!values.every(isScalar)) throw new Unsupported('an enum with values that are not scalars');
      const allowed = constant(JSON.stringify(values));
      part(
        values.length > 6
          ? `${constant(`/* @__PURE__ */ new Set(${allowed})`)}.has(${v})`
          : `(${values.map((entry) => `${v} === ${JSON.stringify(entry)}`).join(' || ')})`,
        'enum',
        `{allowedValues: ${allowed}}`,
      );
    } else if (keyword in STRING_TESTS) {
      const fails = stringTests[keyword]!(v, Number(value));
      if (exactly('string')) part(`!(${fails})`, keyword, `{limit: ${Number(value)}}`, fails);
      else part(`(typeof ${v} !== "string" || !(${fails}))`, keyword, `{limit: ${Number(value)}}`);
    } else if (keyword === 'pattern') {
      // Without the u flag where the pattern matches only ASCII (no code point escape): the same
      // strings match, as no unit of a character past U+007F can, and V8 matches it faster.
      const flags = asciiPattern && !String(value).includes('u{') ? '' : ', "u"';
      const source = constant(JSON.stringify(value));
      const test = `${constant(`/* @__PURE__ */ new RegExp(${source}${flags})`)}.test(${v})`;
      part(exactly('string') ? test : `(typeof ${v} !== "string" || ${test})`, 'pattern', `{pattern: ${source}}`);
    } else if (keyword in NUMBER_TESTS) {
      const fails = NUMBER_TESTS[keyword]!(v, Number(value));
      const params = `{comparison: ${JSON.stringify(COMPARISON[keyword])}, limit: ${Number(value)}}`;
      if (exactly('number')) part(`!(${fails})`, keyword, params, fails);
      else part(`(typeof ${v} !== "number" || !(${fails}))`, keyword, params);
    } else if (keyword === 'not') {
      part(`!(${predicate(value as JsonSchema, v, constant, types, seen)})`, 'not', '{}');
    } else if (keyword === 'oneOf' || keyword === 'anyOf' || keyword === 'allOf') {
      const tests = (value as JsonSchema[]).map((branch) => `(${predicate(branch, v, constant, types, seen)})`);
      if (keyword === 'oneOf')
        parts.push({
          test: `((${tests.map((test) => `(${test} ? 1 : 0)`).join(' + ')}) === 1)`,
          failure: `oneOfFailed([${tests.join(', ')}])`,
        });
      else if (keyword === 'anyOf') part(`(${tests.join(' || ')})`, 'anyOf', '{}');
      else parts.push({ test: `(${tests.join(' && ')})`, failure: '', inline: value as JsonSchema[] });
    } else if (keyword === '$ref') {
      const target = refTarget(value);
      if (target === undefined || seen.has(target) || !types.has(target))
        throw new Unsupported(`$ref ${String(value)}`);
      const inner = new Set([...seen, target]);
      parts.push({
        test: `(${predicate(types.get(target)!, v, constant, types, inner)})`,
        failure: '',
        inline: [types.get(target)!],
        seen: inner,
      });
    } else {
      throw new Unsupported(`keyword ${keyword} in a scalar schema`);
    }
  }
  return parts;
}
