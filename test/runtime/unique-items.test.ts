/**
 * duplicatePair (runtime/validation/unique-items.ts) is `uniqueItems` for the generated validators and,
 * through allUnique, for the readers: it must find the pair pairwise deepEqual finds first (the
 * earliest later item equal to an earlier one, and the earliest such earlier one), on its Map path
 * for scalars as on its pairwise path for objects and arrays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allUnique } from '../../runtime/boundary/fast-read.ts';
import { deepEqual } from '../../runtime/validation/deep-equal.ts';
import { duplicatePair } from '../../runtime/validation/unique-items.ts';

function pairwise(items: readonly unknown[]): [number, number] | undefined {
  for (let i = 1; i < items.length; i++) {
    for (let j = 0; j < i; j++) if (deepEqual(items[j], items[i])) return [j, i];
  }
  return undefined;
}

/** Scalars that tell a Map, a Set and a plain-object index apart: inherited names, 0 and -0, "1" and 1. */
const scalar = fc.constantFrom<unknown>(
  0,
  -0,
  1,
  '1',
  '',
  'a',
  true,
  false,
  null,
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
);

describe('duplicatePair', () => {
  it('finds the same first pair as pairwise deepEqual, on scalars and on mixed arrays', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(scalar, fc.jsonValue({ maxDepth: 2 })), { maxLength: 8 }),
        fc.array(scalar, { maxLength: 6 }),
        (mixed, scalars) => {
          expect(duplicatePair(mixed)).toEqual(pairwise(mixed));
          expect(duplicatePair(scalars)).toEqual(pairwise(scalars));
          expect(allUnique(mixed)).toBe(pairwise(mixed) === undefined);
        },
      ),
      { numRuns: 2000, seed: 3 },
    );
  });

  it('treats names Object.prototype holds like any other string (a plain-object index would not)', () => {
    expect(duplicatePair(['__proto__', '__proto__'])).toEqual([0, 1]);
    expect(duplicatePair(['x', 'constructor', 'constructor'])).toEqual([1, 2]);
    expect(duplicatePair([0, -0])).toEqual([0, 1]);
    expect(duplicatePair(['1', 1])).toBeUndefined();
    expect(duplicatePair([{ a: 1, b: [2] }, 'a', { b: [2], a: 1 }])).toEqual([0, 2]);
  });
});
