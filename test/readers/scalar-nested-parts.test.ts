/**
 * An allOf or a $ref inside a union or a `not` of scalars (generator/emit/readers/scalar-test.ts):
 * there it is one expression, every member of the allOf and the target of the $ref tested together,
 * not the checks in line it is at the top.
 */
import { describe, expect, it } from 'vitest';
import { agreement } from './support/agreement.ts';

describe('allOf and $ref as one expression', () => {
  it('rule: an allOf of several members inside an anyOf holds when every member does', () => {
    const { checkAll } = agreement({
      T: { anyOf: [{ allOf: [{ type: 'string' }, { maxLength: 2 }, { pattern: '^a' }] }, { type: 'null' }] },
    });
    expect(checkAll('T', ['a', 'ab', 'abc', 'b', null, 1])).toEqual({ read: 3, refused: 3, 'not plain': 0 });
  });

  it('rule: an allOf inside a not refuses exactly what every member admits', () => {
    const { checkAll } = agreement({ T: { type: 'string', not: { allOf: [{ minLength: 2 }, { pattern: '^a' }] } } });
    expect(checkAll('T', ['ab', 'a', 'bb', 'abc', ''])).toEqual({ read: 3, refused: 2, 'not plain': 0 });
  });

  it('rule: a $ref inside a oneOf or a not tests the target it names', () => {
    const types = {
      Short: { type: 'string', maxLength: 1 },
      T: { oneOf: [{ $ref: '#/types/Short' }, { type: 'integer' }] },
      N: { type: 'string', not: { $ref: '#/types/Short' } },
    };
    const { checkAll } = agreement(types);
    expect(checkAll('T', ['a', 'ab', 3, null])).toEqual({ read: 2, refused: 2, 'not plain': 0 });
    expect(checkAll('N', ['a', 'ab', ''])).toEqual({ read: 1, refused: 2, 'not plain': 0 });
  });
});
