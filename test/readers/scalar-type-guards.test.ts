/**
 * A keyword of one JSON type (minLength, maxBytes, pattern; minimum…) judges values of that type
 * alone (generator/emit/readers/scalar-test.ts): a reader writes it without its own type guard only
 * where the schema's one type is that type (or integer, for the number bounds). Each case here puts
 * such a keyword beside a single type it does not apply to, and reads values of that type.
 */
import { describe, expect, it } from 'vitest';
import { agreement } from './support/agreement.ts';

describe('keywords of another type beside a single type', () => {
  it('rule: beside type null, the string keywords and the number bounds let null through', () => {
    const { checkAll } = agreement({
      L: { type: 'null', minLength: 1 },
      X: { type: 'null', maxLength: 0, maxBytes: 0 },
      P: { type: 'null', pattern: '^a' },
      M: { type: 'null', minimum: 3 },
      E: { type: 'null', exclusiveMaximum: -1 },
    });
    for (const label of ['L', 'X', 'P', 'M', 'E'])
      expect(checkAll(label, [null, 'a', 0]), label).toEqual({ read: 1, refused: 2, 'not plain': 0 });
  });

  it('rule: beside type integer or number, a pattern and the string keywords let every number through', () => {
    const { checkAll } = agreement({
      I: { type: 'integer', pattern: '^a' },
      N: { type: 'number', pattern: '^[a-z]+$', maxLength: 1 },
      B: { type: 'integer', maxBytes: 1 },
    });
    expect(checkAll('I', [5, -12, 'a', 1.5])).toEqual({ read: 2, refused: 2, 'not plain': 0 });
    expect(checkAll('N', [5, 123.25, 'ab'])).toEqual({ read: 2, refused: 1, 'not plain': 0 });
    expect(checkAll('B', [12345, 7])).toEqual({ read: 2, refused: 0, 'not plain': 0 });
  });

  it('rule: beside type string or boolean, the number bounds let every value of that type through', () => {
    const { checkAll } = agreement({
      S: { type: 'string', minimum: 3 },
      T: { type: 'string', maximum: -3, exclusiveMinimum: 10 },
      B: { type: 'boolean', minimum: 3 },
    });
    expect(checkAll('S', ['1', '', '2', 'abc', 1])).toEqual({ read: 4, refused: 1, 'not plain': 0 });
    expect(checkAll('T', ['1', '5', '20'])).toEqual({ read: 3, refused: 0, 'not plain': 0 });
    expect(checkAll('B', [false, true])).toEqual({ read: 2, refused: 0, 'not plain': 0 });
  });
});
