/**
 * The boundary's schema checks (runtime/boundary/schema-check.ts): which of a reader and a validator
 * decides, the validator found by name, the first reason reported at its pointer — a missing or
 * unknown member at the member's own — and the wording of each refusal.
 */
import { describe, expect, it } from 'vitest';
import { at, fail, FAIL } from '../../../runtime/boundary/fast-read.ts';
import {
  schemaChecks,
  type CheckedSchema,
  type CheckFunction,
  type Reader,
} from '../../../runtime/boundary/schema-check.ts';
import { compiledReaders } from '../../readers/support/compiled-readers.ts';
import { caught as rejection } from './support/outcome.ts';

type AjvError = NonNullable<CheckFunction['errors']>[number];

/** A hand-made standalone validator: holds when `holds` says so, and otherwise reports `errors` as Ajv does. */
const validator = (
  holds: (value: unknown) => boolean,
  errors: readonly AjvError[] | null | undefined,
): CheckFunction => {
  const validate: CheckFunction = (value) => {
    const ok = holds(value);
    if (ok) validate.errors = null;
    else if (errors === undefined) delete validate.errors;
    else validate.errors = errors;
    return ok;
  };
  return validate;
};

/** A hand-written reader of `{x: string}`: records why through fail/at, as a generated one does. */
const readX: Reader = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('type', { type: 'object' });
  const x = (value as Record<string, unknown>)['x'];
  if (x === undefined) return fail('required', { missingProperty: 'x' });
  if (typeof x !== 'string') return (fail('type', { type: 'string' }), at('x'));
  return value;
};

/** A reader that gives up without a reason (as one does on what the copy decides). */
const givesUp: Reader = () => FAIL;

describe('schemaChecks: which check decides', () => {
  it('rule: with readers, a schema that has a reader is decided by it and not by its validator', () => {
    const never = validator(() => false, [{ instancePath: '', keyword: 'false', params: {} }]);
    const checks = schemaChecks('c', true);
    const schema: CheckedSchema = { validator: 'validateX', validate: never, read: readX };
    expect(checks.holds(schema, { x: 'a' }, 0)).toBe(true);
    expect(() => checks.check(schema, { x: 'a' }, 0, 'params')).not.toThrow();
    expect(checks.holds(schema, { x: 1 }, 0)).toBe(false);
  });

  it('rule: without readers every schema is decided by its validator, a reader it has notwithstanding', () => {
    const never = validator(
      () => false,
      [{ instancePath: '', keyword: 'false', params: {}, message: 'boolean schema is false' }],
    );
    const checks = schemaChecks('c', false);
    const schema: CheckedSchema = { validator: 'validateX', validate: never, read: readX };
    expect(checks.holds(schema, { x: 'a' }, 0)).toBe(false);
    expect(rejection(() => checks.check(schema, { x: 'a' }, 0, 'params')).message).toBe(
      'params boolean schema is false (at /)',
    );
  });

  it('rule: with readers, a schema without a reader is decided by its validator', () => {
    const isOne = validator(
      (value) => value === 1,
      [{ instancePath: '', keyword: 'const', params: { allowedValue: 1 }, message: 'must be equal to constant' }],
    );
    const checks = schemaChecks('c', true);
    const schema: CheckedSchema = { validator: 'validateOne', validate: isOne };
    expect(checks.holds(schema, 1, 0)).toBe(true);
    expect(checks.holds(schema, 2, 0)).toBe(false);
    expect(rejection(() => checks.check(schema, 2, 0, 'result', '/result')).message).toBe(
      'result must be equal to constant (at /result)',
    );
  });

  it('rule: a validator the binding does not hold is taken from the validators by its export name', () => {
    const isOne = validator(
      (value) => value === 1,
      [{ instancePath: '', keyword: 'const', params: {}, message: 'must be equal to constant' }],
    );
    const checks = schemaChecks('c', false, { validateOne: isOne });
    const schema: CheckedSchema = { validator: 'validateOne', read: readX };
    expect(checks.holds(schema, 1, 0)).toBe(true);
    expect(checks.holds(schema, { x: 'a' }, 0)).toBe(false);
  });

  it('rule: a schema with no validator anywhere is a TypeError naming the missing export, not a ProtocolError', () => {
    const message =
      'createBoundary: no validator validateGone (a boundary without readers takes the validators module)';
    expect(() => schemaChecks('c', false).holds({ validator: 'validateGone', read: readX }, 1, 0)).toThrow(
      new TypeError(message),
    );
    expect(() =>
      schemaChecks('c', false, { validateGone: 'not a function' }).check({ validator: 'validateGone' }, 1, 0, 'params'),
    ).toThrow(new TypeError(message));
    expect(() => schemaChecks('c', true, {}).holds({ validator: 'validateGone' }, 1, 0)).toThrow(TypeError);
  });

  it('rule: a reader that fails without a reason leaves the report to the validator when there is one', () => {
    const isString = validator(
      (value) => typeof value === 'string',
      [{ instancePath: '', keyword: 'type', params: { type: 'string' }, message: 'must be string' }],
    );
    const checks = schemaChecks('c', true);
    const schema: CheckedSchema = { validator: 'validateS', validate: isString, read: givesUp };
    expect(checks.holds(schema, 1, 0)).toBe(false);
    const error = rejection(() => checks.check(schema, 1, 0, 'params', '/params'));
    expect(error.message).toBe('params must be string (at /params)');
    // The validator decides: a value it accepts holds though the reader gave up.
    expect(checks.holds(schema, 'ok', 0)).toBe(true);
  });

  it('rule: a reader that fails without a reason and has no validator reports the value as invalid at the prefix', () => {
    const checks = schemaChecks('bad_params', true, {});
    const error = rejection(() =>
      checks.check({ validator: 'validateX', read: givesUp }, { x: 'a' }, 0, 'params of prompt', '/params'),
    );
    expect(error.code).toBe('bad_params');
    expect(error.message).toBe('params of prompt is invalid (at /params)');
    expect(error.pointer).toBe('/params');
    expect(checks.holds({ validator: 'validateX', read: givesUp }, { x: 'a' }, 0)).toBe(false);
  });
});

describe('schemaChecks: how the first reason is reported', () => {
  it("rule: a reader's reason is worded as Ajv words its keyword, at the prefix and its instancePath", () => {
    const checks = schemaChecks('bad', true);
    const error = rejection(() =>
      checks.check({ validator: 'validateX', read: readX }, { x: 7 }, 0, 'params of prompt', '/params'),
    );
    expect(error.code).toBe('bad');
    expect(error.message).toBe('params of prompt must be string (at /params/x)');
    expect(error.pointer).toBe('/params/x');
    const top = rejection(() => checks.check({ validator: 'validateX', read: readX }, [], 0, 'result'));
    expect(top.message).toBe('result must be object (at /)');
    expect(top.pointer).toBe('/');
  });

  it('rule: a reason of a keyword Ajv has no wording for is shown by its keyword', () => {
    const odd: Reader = () => fail('x-felan-check', {});
    expect(
      rejection(() => schemaChecks('c', true).check({ validator: 'v', read: odd }, 1, 0, 'params', '/params')).message,
    ).toBe('params x-felan-check (at /params)');
    const bare = validator(() => false, [{ instancePath: '/a', keyword: 'format', params: { format: 'uuid' } }]);
    expect(
      rejection(() => schemaChecks('c', false).check({ validator: 'v', validate: bare }, { a: 'x' }, 0, 'params'))
        .message,
    ).toBe('params format (at /a)');
  });

  it("rule: a validator's first error is reported, by its message, at the prefix and its instancePath", () => {
    const errors: AjvError[] = [
      {
        instancePath: '/items/0',
        keyword: 'maxLength',
        params: { limit: 3 },
        message: 'must NOT have more than 3 characters',
      },
      { instancePath: '/other', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
    ];
    const checks = schemaChecks('c', false);
    const error = rejection(() =>
      checks.check({ validator: 'v', validate: validator(() => false, errors) }, {}, 0, 'result of list', '/result'),
    );
    expect(error.message).toBe('result of list must NOT have more than 3 characters (at /result/items/0)');
    expect(error.pointer).toBe('/result/items/0');
  });

  it('rule: a failure at the root with no prefix is at /, not at the empty pointer', () => {
    const rootError = validator(
      () => false,
      [{ instancePath: '', keyword: 'type', params: { type: 'object' }, message: 'must be object' }],
    );
    const error = rejection(() =>
      schemaChecks('c', false).check({ validator: 'v', validate: rootError }, 1, 0, 'frame'),
    );
    expect(error.pointer).toBe('/');
    expect(error.message).toBe('frame must be object (at /)');
  });

  it('rule: a validator that fails without errors (null or none) reports the value as invalid, at the prefix or /', () => {
    for (const errors of [null, undefined, []]) {
      const checks = schemaChecks('bad', false);
      const schema: CheckedSchema = { validator: 'v', validate: validator(() => false, errors) };
      const root = rejection(() => checks.check(schema, 1, 0, 'params'));
      expect(root.message).toBe('params is invalid (at /)');
      expect(root.pointer).toBe('/');
      expect(root.code).toBe('bad');
      const inner = rejection(() => checks.check(schema, 1, 0, 'params', '/params'));
      expect(inner.message).toBe('params is invalid (at /params)');
      expect(inner.pointer).toBe('/params');
    }
  });
});

describe('schemaChecks: a missing or unknown member is reported at its own pointer (member-fault.ts)', () => {
  it("rule: required is reported at the missing member's pointer, the message naming only the fault", () => {
    const missingText = validator(
      () => false,
      [
        {
          instancePath: '/inner',
          keyword: 'required',
          params: { missingProperty: 'text' },
          message: "must have required property 'text'",
        },
      ],
    );
    const error = rejection(() =>
      schemaChecks('c', false).check({ validator: 'v', validate: missingText }, {}, 0, 'params of prompt', '/params'),
    );
    expect(error.message).toBe('params of prompt is missing a required property (at /params/inner/text)');
    expect(error.pointer).toBe('/params/inner/text');
    const fromReader = rejection(() => schemaChecks('c', true).check({ validator: 'v', read: readX }, {}, 0, 'params'));
    expect(fromReader.message).toBe('params is missing a required property (at /x)');
    expect(fromReader.pointer).toBe('/x');
  });

  it("rule: additionalProperties is reported at the unknown member's pointer, its key escaped", () => {
    const unknown = validator(
      () => false,
      [
        {
          instancePath: '',
          keyword: 'additionalProperties',
          params: { additionalProperty: 'a/b~c' },
          message: 'must NOT have additional properties',
        },
      ],
    );
    const error = rejection(() =>
      schemaChecks('c', false).check({ validator: 'v', validate: unknown }, {}, 0, 'result', '/result'),
    );
    expect(error.message).toBe('result has an unknown property (at /result/a~1b~0c)');
    expect(error.pointer).toBe('/result/a~1b~0c');
  });

  it('rule: a compiled reader and the slow path report the same member fault', () => {
    const readers = compiledReaders({
      Prompt: {
        type: 'object',
        properties: { text: { type: 'string' } },
        required: ['text'],
        additionalProperties: false,
      },
    });
    const schema: CheckedSchema = { validator: 'validatePrompt', read: readers.reader('Prompt') };
    const checks = schemaChecks('c', true);
    expect(checks.holds(schema, { text: 'hi' }, 0)).toBe(true);
    const missingText = rejection(() => checks.check(schema, {}, 0, 'params of prompt', '/params'));
    expect(missingText.message).toBe('params of prompt is missing a required property (at /params/text)');
    const extra = rejection(() => checks.check(schema, { text: 'hi', 'x/y': 1 }, 0, 'params of prompt', '/params'));
    expect(extra.message).toBe('params of prompt has an unknown property (at /params/x~1y)');
    const wrongType = rejection(() => checks.check(schema, { text: 3 }, 0, 'params of prompt', '/params'));
    expect(wrongType.message).toBe('params of prompt must be string (at /params/text)');
  });
});
