/**
 * The order a scalar reader tests keywords in (generator/emit/readers/scalar-test.ts partsOf): the
 * type first, then const and enum, then an ASCII-only pattern, then the rest in the schema's order.
 * The first test that fails is the reason the reader gives, so it is asserted exactly here, where
 * Ajv (every error reported) names more than one.
 */
import { describe, expect, it } from 'vitest';
import { agreement, reasonAt as at } from './support/agreement.ts';

const EMOJI = '\u{1F600}';

describe('const and enum come second', () => {
  it('rule: a const is tested before the keywords written ahead of it, the type aside', () => {
    const { check, readers } = agreement({
      T: { maxLength: 1, minLength: 1, const: 'ab' },
      U: { type: 'string', pattern: '^[a-z]$', const: 'a' },
    });
    expect(check('T', 'abc')).toBe('refused');
    expect(readers.reason('T', 'abc')).toEqual(at('const', { allowedValue: 'ab' }));
    expect(readers.reason('T', '')).toEqual(at('const', { allowedValue: 'ab' }));
    expect(check('U', 'bc')).toBe('refused');
    expect(readers.reason('U', 'bc')).toEqual(at('const', { allowedValue: 'a' }));
    expect(readers.reason('U', 1)).toEqual(at('type', { type: 'string' }));
  });

  it('rule: an enum is tested before the keywords written ahead of it, the type aside', () => {
    const { check, readers } = agreement({
      T: { maxLength: 1, enum: ['a', 'b'] },
      U: { type: 'string', pattern: '^[a-z]$', minLength: 1, enum: ['a', 'b'] },
    });
    expect(check('T', 'abc')).toBe('refused');
    expect(readers.reason('T', 'abc')).toEqual(at('enum', { allowedValues: ['a', 'b'] }));
    expect(check('U', '')).toBe('refused');
    expect(readers.reason('U', '')).toEqual(at('enum', { allowedValues: ['a', 'b'] }));
    expect(readers.reason('U', 'cd')).toEqual(at('enum', { allowedValues: ['a', 'b'] }));
  });
});

describe('an ASCII-only pattern comes before the lengths', () => {
  it('rule: written after the lengths, an ASCII-only pattern is still tested first', () => {
    const { check, readers } = agreement({ T: { type: 'string', maxLength: 1, minLength: 1, pattern: '^[a-z]*$' } });
    expect(check('T', 'BB')).toBe('refused');
    expect(readers.reason('T', 'BB')).toEqual(at('pattern', { pattern: '^[a-z]*$' }));
    expect(readers.reason('T', '')).toEqual(at('minLength', { limit: 1 }));
    expect(readers.reason('T', 'ab')).toEqual(at('maxLength', { limit: 1 }));
  });

  it('rule: a string of more units than code points fails an ASCII-only pattern, never a length it meets by code points', () => {
    const { checkAll, readers } = agreement({
      T: { type: 'string', maxLength: 1, maxBytes: 4, pattern: '^[a-z]*$' },
      U: { type: 'string', maxLength: 2, pattern: '^[a-z]+$', minLength: 1 },
    });
    expect(checkAll('T', [EMOJI, 'é', 'a', 'ab'])).toEqual({ read: 1, refused: 3, 'not plain': 0 });
    expect(readers.reason('T', EMOJI)).toEqual(at('pattern', { pattern: '^[a-z]*$' }));
    expect(checkAll('U', [`${EMOJI}a`, 'ab', 'abc'])).toEqual({ read: 1, refused: 2, 'not plain': 0 });
    expect(readers.reason('U', `${EMOJI}a`)).toEqual(at('pattern', { pattern: '^[a-z]+$' }));
  });

  it("rule: a pattern that is not ASCII-only keeps its place in the schema's order", () => {
    const { check, readers } = agreement({ T: { type: 'string', maxLength: 1, pattern: '^[a-zé]*$' } });
    expect(check('T', 'bb1')).toBe('refused');
    expect(readers.reason('T', 'bb1')).toEqual(at('maxLength', { limit: 1 }));
  });
});
