/**
 * The order definitions are paired in (generator/diff/pairing/named-pairs.ts): each list sorted by
 * name, whatever order the spec writes them in.
 */
import { describe, expect, it } from 'vitest';
import { partition } from '../../../generator/diff/pairing/named-pairs.ts';

describe('partition', () => {
  it('rule: names only in the old record, in both, and only in the new one are each sorted', () => {
    expect(partition({ zeta: 1, beta: 1, alpha: 1, mu: 1 }, { theta: 1, delta: 1, mu: 1, alpha: 1 })).toEqual({
      removed: ['beta', 'zeta'],
      common: ['alpha', 'mu'],
      added: ['delta', 'theta'],
    });
  });
});
