/**
 * allUnique (runtime/boundary/fast-read.ts) is the readers' uniqueItems: it must say what Ajv says,
 * no two items deep-equal, on its Set path for scalars as on its pairwise path for the rest.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allUnique } from '../../../runtime/boundary/fast-read.ts';
import { deepEqual } from '../../../runtime/validation/deep-equal.ts';

const pairwiseUnique = (items: readonly unknown[]) => items.every((item, i) => items.slice(0, i).every((other) => !deepEqual(item, other)));

describe('allUnique', () => {
  it('agrees with pairwise deepEqual on scalars (0 and -0, "1" and 1) and on mixed arrays', () => {
    const scalar = fc.constantFrom<unknown>(0, -0, 1, '1', '', 'a', true, false, null);
    fc.assert(
      fc.property(fc.array(fc.oneof(scalar, fc.jsonValue({ maxDepth: 2 })), { maxLength: 8 }), fc.array(scalar, { maxLength: 6 }), (mixed, scalars) => {
        expect(allUnique(mixed)).toBe(pairwiseUnique(mixed));
        expect(allUnique(scalars)).toBe(pairwiseUnique(scalars));
      }),
      { numRuns: 2000, seed: 3 },
    );
    expect(allUnique([0, -0])).toBe(false);
    expect(allUnique(['1', 1])).toBe(true);
  });
});
