import { _, Name, str, type KeywordDefinition } from 'ajv';
import { DialectAjv } from './ajv-dialect.ts';
import { checkKeyword } from './check-keyword.ts';
import { formatKeyword } from './format-keyword.ts';
import { exceedsJsonBytes, exceedsJsonEntries } from '../../runtime/validation/json-measure.ts';
import { ucs2length } from '../../runtime/validation/ucs2length.ts';
import { duplicatePair } from '../../runtime/validation/unique-items.ts';
import { exceedsUtf8Bytes } from '../../runtime/validation/utf8-byte-length.ts';
import type { JsonSchema } from '../load/spec-document.ts';
import { mapSchema, refTarget } from './type-refs.ts';
import { WRITTEN_BOUNDS } from './written-bounds.ts';

/**
 * Module specifiers that generated validator code `require`s, mapped by the validators emitter to
 * the project's own runtime modules (see emit/validators/runtime-imports.ts).
 */
export const RUNTIME_REQUIRE = {
  exceedsUtf8Bytes: 'felan-runtime/utf8-byte-length',
  exceedsJsonEntries: 'felan-runtime/json-measure',
  exceedsJsonBytes: 'felan-runtime/json-measure',
  validationIssue: 'felan-runtime/validation-issue',
  duplicatePair: 'felan-runtime/unique-items',
} as const;

/** `maxBytes`: the most UTF-8 bytes a string may encode to. Code-generating, so it works in standalone output. */
const maxBytesKeyword: KeywordDefinition = {
  keyword: 'maxBytes',
  type: 'string',
  schemaType: 'number',
  code(cxt) {
    const exceeds = cxt.gen.scopeValue('func', {
      ref: exceedsUtf8Bytes,
      code: _`require(${RUNTIME_REQUIRE.exceedsUtf8Bytes}).exceedsUtf8Bytes`,
    });
    cxt.fail(_`${exceeds}(${cxt.data}, ${cxt.schema})`);
  },
  error: {
    message: ({ schemaCode }) => str`must NOT have more than ${schemaCode} UTF-8 bytes`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
};

/**
 * A keyword bounding a whole JSON value through one runtime function `exceeds(value, limit)`:
 * `maxEntries` (array items plus object members, counted over the whole value) and `maxJsonBytes`
 * (UTF-8 bytes of its JSON text). They bound structured extension data such as JsonValue.
 */
function jsonBoundKeyword(
  keyword: string,
  name: 'exceedsJsonEntries' | 'exceedsJsonBytes',
  exceeds: (value: unknown, limit: number) => boolean,
  unit: string,
): KeywordDefinition {
  return {
    keyword,
    schemaType: 'number',
    code(cxt) {
      const func = cxt.gen.scopeValue('func', {
        ref: exceeds,
        code: _`require(${RUNTIME_REQUIRE[name]}).${new Name(name)}`,
      });
      cxt.fail(_`${func}(${cxt.data}, ${cxt.schema})`);
    },
    error: {
      message: ({ schemaCode }) => str`must NOT have more than ${schemaCode} ${unit}`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
  };
}

/**
 * `minLength` / `maxLength`, counting code points as JSON Schema says, but without counting when the
 * UTF-16 length settles it: a string of L units holds between ⌈L/2⌉ and L code points. Ajv's own
 * keywords count every string in full; a bound of 1 on a 16 KiB prompt then scans 16 KiB.
 */
function codePointLengthKeyword(keyword: 'minLength' | 'maxLength'): KeywordDefinition {
  const upper = keyword === 'maxLength';
  return {
    keyword,
    type: 'string',
    schemaType: 'number',
    code(cxt) {
      const count = cxt.gen.scopeValue('func', {
        ref: ucs2length,
        code: _`require("ajv/dist/runtime/ucs2length").default`,
      });
      const { data, schema } = cxt;
      const limit = schema as number;
      cxt.fail(
        upper
          ? _`${data}.length > ${limit} && (${data}.length > ${2 * limit} || ${count}(${data}) > ${limit})`
          : _`${data}.length < ${2 * limit} && (${data}.length < ${limit} || ${count}(${data}) < ${limit})`,
      );
    },
    error: {
      message: ({ schemaCode }) => str`must NOT have ${upper ? 'more' : 'fewer'} than ${schemaCode} characters`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
  };
}

/**
 * `uniqueItems` through one runtime function. Ajv's own keyword indexes scalar items in a plain
 * object, where the item "__proto__" reads Object.prototype instead of an earlier index: two
 * "__proto__" strings passed as unique (found by the differential test against @cfworker/json-schema).
 */
const uniqueItemsKeyword: KeywordDefinition = {
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  code(cxt) {
    if (cxt.schema !== true) return;
    const find = cxt.gen.scopeValue('func', {
      ref: duplicatePair,
      code: _`require(${RUNTIME_REQUIRE.duplicatePair}).duplicatePair`,
    });
    const { gen } = cxt;
    const pair = gen.const('pair', _`${find}(${cxt.data})`);
    gen.if(_`${pair} !== undefined`, () => {
      // Named, so the error literal's params are plain variables slim-standalone can rebuild messages from.
      cxt.setParams({ j: gen.const('j', _`${pair}[0]`), i: gen.const('i', _`${pair}[1]`) });
      cxt.error();
    });
  },
  error: {
    message: ({ params: { i, j } }) => str`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    params: ({ params: { i, j } }) => _`{i: ${i}, j: ${j}}`,
  },
};

/**
 * `multipleOf` as a whole-number quotient, like Ajv's keyword, but right where the quotient leaves
 * the doubles: Ajv tests `q !== parseInt(q)`, so 1e308 / 0.5 (Infinity) failed every integer and
 * 5e21 (parseInt reads "5e+21" as 5) failed `multipleOf: 2`. An overflowing quotient falls back to
 * the remainder, which floating point computes exactly; one that underflows to 0 is no multiple.
 */
const multipleOfKeyword: KeywordDefinition = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  code(cxt) {
    const { data, schema } = cxt;
    const divisor = schema as number;
    // A quotient that underflows to 0 from a value that is not 0 is no multiple (5e-324 / 3).
    cxt.fail(
      _`(${data} / ${divisor} === 0 ? ${data} !== 0 : !Number.isInteger(${data} / ${divisor}) && (Number.isFinite(${data} / ${divisor}) || ${data} % ${divisor} !== 0))`,
    );
  },
  error: {
    message: ({ schemaCode }) => str`must be multiple of ${schemaCode}`,
    params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}`,
  },
};

export const TYPE_ID_PREFIX = 'felan:types/';
export const typeSchemaId = (name: string) => `${TYPE_ID_PREFIX}${name}`;
export const operationSchemaId = (op: string, part: 'params' | 'result') => `felan:operations/${op}/${part}`;

/** Keywords that never change what validates: left out of compiled schemas, which generated code embeds. */
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'sunset',
  'requires',
  'direction',
  WRITTEN_BOUNDS,
]);

/**
 * A spec schema as Ajv compiles it: `#/types/<Name>` references rewritten to the ids the named types
 * are registered under, annotations dropped.
 */
export function toAjvSchema(schema: JsonSchema, id?: string): JsonSchema {
  const rewritten = mapSchema(schema, (node) => {
    const out = tupleInAllOf(
      protoAsPattern(Object.fromEntries(Object.entries(node).filter(([keyword]) => !ANNOTATIONS.has(keyword)))),
    );
    const target = refTarget(node.$ref);
    return target === undefined ? out : { ...out, $ref: typeSchemaId(target) };
  });
  return id === undefined ? rewritten : { $id: id, ...rewritten };
}

/**
 * A tuple (`prefixItems`, with the `items` that follows it) in an allOf of its own: Ajv 8.20's
 * prefixItems, stopping at the first error, skips every keyword after it in the same schema when
 * the array is shorter than the tuple (`{prefixItems: [{}], contains: {…}}` accepted `[]`). In a
 * schema of its own it can skip only itself.
 */
/**
 * Ajv leaves a property named `__proto__` out of `properties` (it guards its own code against
 * prototype pollution), so its schema was never applied. `patternProperties` with the exact name
 * applies to the same member and counts it as declared for additionalProperties, which is what
 * `properties` means; Ajv reads it with the own-property loop that sees the member JSON.parse made.
 */
function tupleInAllOf(node: Record<string, unknown>): Record<string, unknown> {
  if (node.prefixItems === undefined) return node;
  const { prefixItems, items, ...rest } = node;
  const tuple = items === undefined ? { prefixItems } : { prefixItems, items };
  return { ...rest, allOf: [tuple, ...((rest.allOf as unknown[] | undefined) ?? [])] };
}

function protoAsPattern(node: Record<string, unknown>): Record<string, unknown> {
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties === undefined || !Object.hasOwn(properties, '__proto__')) return node;
  const rest = Object.fromEntries(Object.entries(properties).filter(([name]) => name !== '__proto__'));
  const patterns = {
    ...(node.patternProperties as Record<string, unknown> | undefined),
    '^__proto__$': properties['__proto__'],
  };
  return { ...node, properties: rest, patternProperties: patterns };
}

export interface CompilerOptions {
  /** Emit source code for `ajv/dist/standalone`. */
  readonly standalone: boolean;
  /** Report every error (examples) or stop at the first (runtime validators). */
  readonly allErrors: boolean;
  /**
   * Run Ajv's code optimizer (default true). Validators compiled to check a spec's examples once
   * skip it: it changes how their code reads, never what they accept or report, and costs more
   * (~90 ms for the bundled spec) than it saves them.
   */
  readonly optimize?: boolean;
}

/** One Ajv configuration for the whole toolchain: what the examples are checked with is what ships. */
export function createAjv(options: CompilerOptions): DialectAjv {
  const ajv = new DialectAjv({
    strict: true,
    // The spec rules check these with positions (keyword-types, required-properties), and allow a
    // oneOf branch to rely on its parent's type and properties; Ajv's own checks would only throw.
    strictTypes: false,
    strictRequired: false,
    // A tuple may leave its length open (prefixItems without minItems or items: false), as 2020-12 allows.
    strictTuples: false,
    // A pattern may match a declared property's name too: both schemas apply, as 2020-12 says.
    allowMatchingProperties: true,
    // JSON has own properties only: `required: [toString]` must not see Object.prototype.toString.
    ownProperties: true,
    allowUnionTypes: true,
    allErrors: options.allErrors,
    inlineRefs: false, // one function per named type: small functions V8 optimizes, no code duplicated per use
    unicodeRegExp: true,
    messages: true,
    ...(options.standalone || options.optimize === false
      ? {
          code: {
            ...(options.standalone ? { source: true, esm: true, lines: true } : {}),
            ...(options.optimize === false ? { optimize: false } : {}),
          },
        }
      : {}),
  });
  ajv.addKeyword(maxBytesKeyword);
  for (const keyword of ['minLength', 'maxLength'] as const) {
    ajv.removeKeyword(keyword);
    ajv.addKeyword(codePointLengthKeyword(keyword));
  }
  ajv.addKeyword(formatKeyword);
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(multipleOfKeyword);
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword(uniqueItemsKeyword);
  // Annotations for the contract's tools (the diff): they constrain nothing, so they generate no code.
  ajv.addKeyword({ keyword: 'requires', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'direction', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'sunset', schemaType: 'string' });
  // What check resolved a bound from (written-bounds.ts): the bound itself holds the number.
  ajv.addKeyword({ keyword: WRITTEN_BOUNDS, schemaType: 'object' });
  ajv.addKeyword(jsonBoundKeyword('maxEntries', 'exceedsJsonEntries', exceedsJsonEntries, 'entries'));
  ajv.addKeyword(jsonBoundKeyword('maxJsonBytes', 'exceedsJsonBytes', exceedsJsonBytes, 'bytes of JSON'));
  ajv.addKeyword(checkKeyword);
  return ajv;
}

/** Registers every named type, sorted by name so generated function numbering never depends on file order. */
export function addNamedTypes(ajv: DialectAjv, types: Readonly<Record<string, JsonSchema>>): void {
  for (const name of Object.keys(types).sort()) ajv.addSchema(toAjvSchema(types[name]!, typeSchemaId(name)));
}
