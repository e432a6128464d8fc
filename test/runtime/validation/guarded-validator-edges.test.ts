/**
 * runtime/validation/guarded-validator.ts: a validator's verdict and errors pass through; a value it
 * throws on is rejected with one `unreadable` issue at the root.
 */
import { describe, expect, it } from 'vitest';
import { guardedValidator, type StandaloneValidator } from '../../../runtime/validation/guarded-validator.ts';

/** A validator that throws `thrown` on the value 'boom', and otherwise holds for numbers only. */
function validator(thrown: unknown): StandaloneValidator {
  const validate: StandaloneValidator = (data) => {
    if (data === 'boom') throw thrown;
    const valid = typeof data === 'number';
    validate.errors = valid ? null : [{ instancePath: '', keyword: 'type' }];
    return valid;
  };
  return validate;
}

const reason = 'too deeply nested, cyclic, too large for a pattern, or not plain data';

describe('guardedValidator', () => {
  it('rule: before any call, errors is null', () => {
    expect(guardedValidator(validator(new Error('x'))).errors).toBeNull();
  });

  it("rule: the validator's verdict and errors pass through", () => {
    const guarded = guardedValidator(validator(new Error('x')));
    expect(guarded('a')).toBe(false);
    expect(guarded.errors).toEqual([{ instancePath: '', keyword: 'type' }]);
    expect(guarded(1)).toBe(true);
    expect(guarded.errors).toBeNull();
  });

  it('rule: a thrown Error is rejected with one unreadable issue at the root naming its class', () => {
    const guarded = guardedValidator(validator(new RangeError('Maximum call stack size exceeded')));
    expect(guarded('boom')).toBe(false);
    expect(guarded.errors).toStrictEqual([
      {
        instancePath: '',
        schemaPath: '#',
        keyword: 'unreadable',
        params: { error: 'RangeError' },
        message: `could not be validated (RangeError): ${reason}`,
      },
    ]);
  });

  it('rule: a thrown non-Error is named by its type', () => {
    const guarded = guardedValidator(validator('a string'));
    expect(guarded('boom')).toBe(false);
    expect(guarded.errors).toStrictEqual([
      {
        instancePath: '',
        schemaPath: '#',
        keyword: 'unreadable',
        params: { error: 'string' },
        message: `could not be validated (string): ${reason}`,
      },
    ]);
  });

  it('rule: after an unreadable value, the next call reports its own errors', () => {
    const guarded = guardedValidator(validator(new TypeError('trap')));
    expect(guarded('boom')).toBe(false);
    expect(guarded(2)).toBe(true);
    expect(guarded.errors).toBeNull();
  });
});
