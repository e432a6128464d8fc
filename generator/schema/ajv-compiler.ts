import { _, Ajv, Name, str, type KeywordDefinition } from 'ajv';
import { exceedsJsonBytes, exceedsJsonEntries } from '../../runtime/validation/json-measure.ts';
import { ucs2length } from '../../runtime/validation/ucs2length.ts';
import { duplicatePair } from '../../runtime/validation/unique-items.ts';
import { exceedsUtf8Bytes } from '../../runtime/validation/utf8-byte-length.ts';
import type { JsonSchema } from '../load/spec-document.ts';
import { mapSchema, refTarget } from './type-refs.ts';

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
function jsonBoundKeyword(keyword: string, name: 'exceedsJsonEntries' | 'exceedsJsonBytes', exceeds: (value: unknown, limit: number) => boolean, unit: string): KeywordDefinition {
  return {
    keyword,
    schemaType: 'number',
    code(cxt) {
      const func = cxt.gen.scopeValue('func', { ref: exceeds, code: _`require(${RUNTIME_REQUIRE[name]}).${new Name(name)}` });
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
      const count = cxt.gen.scopeValue('func', { ref: ucs2length, code: _`require("ajv/dist/runtime/ucs2length").default` });
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
    const find = cxt.gen.scopeValue('func', { ref: duplicatePair, code: _`require(${RUNTIME_REQUIRE.duplicatePair}).duplicatePair` });
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

export const TYPE_ID_PREFIX = 'felan:types/';
export const typeSchemaId = (name: string) => `${TYPE_ID_PREFIX}${name}`;
export const operationSchemaId = (op: string, part: 'params' | 'result') => `felan:operations/${op}/${part}`;

/** Keywords that never change what validates: left out of compiled schemas, which generated code embeds. */
export const ANNOTATIONS: ReadonlySet<string> = new Set(['description', '$comment', 'examples', 'default', 'deprecated', 'requires', 'direction']);

/**
 * A spec schema as Ajv compiles it: `#/types/<Name>` references rewritten to the ids the named types
 * are registered under, annotations dropped.
 */
export function toAjvSchema(schema: JsonSchema, id?: string): JsonSchema {
  const rewritten = mapSchema(schema, (node) => {
    const out = Object.fromEntries(Object.entries(node).filter(([keyword]) => !ANNOTATIONS.has(keyword)));
    const target = refTarget(node.$ref);
    return target === undefined ? out : { ...out, $ref: typeSchemaId(target) };
  });
  return id === undefined ? rewritten : { $id: id, ...rewritten };
}

export interface CompilerOptions {
  /** Emit source code for `ajv/dist/standalone`. */
  readonly standalone: boolean;
  /** Report every error (examples) or stop at the first (runtime validators). */
  readonly allErrors: boolean;
}

/** One Ajv configuration for the whole toolchain: what the examples are checked with is what ships. */
export function createAjv(options: CompilerOptions): Ajv {
  const ajv = new Ajv({
    strict: true,
    // The spec rules check these with positions (keyword-types, required-properties), and allow a
    // oneOf branch to rely on its parent's type and properties; Ajv's own checks would only throw.
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    allErrors: options.allErrors,
    inlineRefs: false, // one function per named type: small functions V8 optimizes, no code duplicated per use
    unicodeRegExp: true,
    messages: true,
    ...(options.standalone ? { code: { source: true, esm: true, lines: true } } : {}),
  });
  ajv.addKeyword(maxBytesKeyword);
  for (const keyword of ['minLength', 'maxLength'] as const) {
    ajv.removeKeyword(keyword);
    ajv.addKeyword(codePointLengthKeyword(keyword));
  }
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword(uniqueItemsKeyword);
  // Annotations for the contract's tools (the diff): they constrain nothing, so they generate no code.
  ajv.addKeyword({ keyword: 'requires', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'direction', schemaType: 'string' });
  ajv.addKeyword(jsonBoundKeyword('maxEntries', 'exceedsJsonEntries', exceedsJsonEntries, 'entries'));
  ajv.addKeyword(jsonBoundKeyword('maxJsonBytes', 'exceedsJsonBytes', exceedsJsonBytes, 'bytes of JSON'));
  return ajv;
}

/** Registers every named type, sorted by name so generated function numbering never depends on file order. */
export function addNamedTypes(ajv: Ajv, types: Readonly<Record<string, JsonSchema>>): void {
  for (const name of Object.keys(types).sort()) ajv.addSchema(toAjvSchema(types[name]!, typeSchemaId(name)));
}
