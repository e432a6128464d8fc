/**
 * The generated validators build their error objects with issue() (runtime/validation/validation-issue.ts),
 * which rebuilds Ajv's message from the keyword and params. Every keyword in its table must read
 * exactly as Ajv words it, so that a validator's errors are the ones Ajv itself would report.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../generator/schema/ajv-compiler.ts';
import { issue, issueMessage } from '../../runtime/validation/validation-issue.ts';

/** A schema and a value failing it, for every keyword a spec schema may use and each of the toolchain's own. */
const FAILURES: readonly { readonly keyword: string; readonly schema: object; readonly value: unknown }[] = [
  { keyword: 'type', schema: { type: 'string' }, value: 1 },
  { keyword: 'type', schema: { type: ['string', 'null'] }, value: 1 },
  { keyword: 'required', schema: { type: 'object', properties: { a: {} }, required: ['a'] }, value: {} },
  { keyword: 'additionalProperties', schema: { type: 'object', additionalProperties: false }, value: { b: 1 } },
  { keyword: 'propertyNames', schema: { type: 'object', propertyNames: { maxLength: 1 } }, value: { long: 1 } },
  { keyword: 'const', schema: { const: 'a' }, value: 'b' },
  { keyword: 'enum', schema: { enum: ['a', 1, null] }, value: 'b' },
  { keyword: 'pattern', schema: { type: 'string', pattern: '^a"b$' }, value: 'c' },
  { keyword: 'minimum', schema: { type: 'number', minimum: 1.5 }, value: 1 },
  { keyword: 'maximum', schema: { type: 'number', maximum: -2 }, value: 1 },
  { keyword: 'exclusiveMinimum', schema: { type: 'number', exclusiveMinimum: 0 }, value: 0 },
  { keyword: 'exclusiveMaximum', schema: { type: 'number', exclusiveMaximum: 1e21 }, value: 1e22 },
  { keyword: 'multipleOf', schema: { type: 'number', multipleOf: 0.5 }, value: 0.3 },
  { keyword: 'minItems', schema: { type: 'array', minItems: 2 }, value: [1] },
  { keyword: 'maxItems', schema: { type: 'array', maxItems: 1 }, value: [1, 2] },
  { keyword: 'minProperties', schema: { type: 'object', minProperties: 1 }, value: {} },
  { keyword: 'maxProperties', schema: { type: 'object', maxProperties: 0 }, value: { a: 1 } },
  { keyword: 'minLength', schema: { type: 'string', minLength: 3 }, value: 'ab' },
  { keyword: 'maxLength', schema: { type: 'string', maxLength: 1 }, value: 'ab' },
  { keyword: 'uniqueItems', schema: { type: 'array', uniqueItems: true }, value: [1, 2, 1] },
  { keyword: 'oneOf', schema: { oneOf: [{ type: 'string' }, { type: 'number' }] }, value: null },
  { keyword: 'oneOf', schema: { oneOf: [{ type: 'number' }, { type: 'integer' }] }, value: 1 },
  { keyword: 'anyOf', schema: { anyOf: [{ type: 'string' }, { type: 'number' }] }, value: null },
  { keyword: 'not', schema: { not: { const: '' } }, value: '' },
  { keyword: 'maxBytes', schema: { type: 'string', maxBytes: 2 }, value: 'é😀' },
  { keyword: 'maxEntries', schema: { maxEntries: 1 }, value: [1, [2]] },
  { keyword: 'maxJsonBytes', schema: { maxJsonBytes: 4 }, value: { a: 1 } },
];

describe('issue(): the error object of a generated validator', () => {
  const ajv = createAjv({ standalone: false, allErrors: true });

  it.each(FAILURES.map((failure) => [failure.keyword, JSON.stringify(failure.schema), failure] as const))(
    'rule: %s (%s) reads as Ajv words it',
    (keyword, _schema, { schema, value }) => {
      const validate = ajv.compile(schema);
      expect(validate(value)).toBe(false);
      const errors = validate.errors!;
      expect(errors.map((error) => error.keyword)).toContain(keyword);
      for (const error of errors) expect(issueMessage(error.keyword, error.params)).toBe(error.message);
    },
  );

  it("rule: it is Ajv's object, key for key and in Ajv's order", () => {
    const validate = ajv.compile({ type: 'object', required: ['a'] });
    validate({});
    const [error] = validate.errors!;
    const built = issue(error!.instancePath, error!.schemaPath, error!.keyword, error!.params);
    expect(JSON.stringify(built)).toBe(JSON.stringify(error));
  });

  it("rule: a keyword without a known wording has no message (the generator then keeps Ajv's literal)", () => {
    expect(issueMessage('format', { format: 'date' })).toBeUndefined();
    expect(issueMessage('constructor', {})).toBeUndefined();
  });
});
