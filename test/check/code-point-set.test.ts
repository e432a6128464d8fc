/**
 * Code point sets (code-point-set.ts), the sets of characters the pattern proof reasons about: one
 * canonical form (sorted, disjoint, maximal ranges: overlapping and adjacent ranges merged, in any
 * order), a complement over 0…0x10FFFF at both of its ends, and overlap tests, all held to a
 * reference of plain membership over sampled code points.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codePointSet,
  complement,
  MAX_CODE_POINT,
  overlaps,
  type CodePointSet,
} from '../../generator/check/code-point-set.ts';

const has = (set: CodePointSet, point: number) => set.some(([from, to]) => from <= point && point <= to);
/** Sorted, disjoint and not adjacent: the one form of a set. */
const canonical = (set: CodePointSet) =>
  set.every(([from, to], index) => from <= to && (index === 0 || set[index - 1]![1] + 1 < from));

const SMALL = 40;
const range = fc
  .tuple(fc.integer({ min: 0, max: SMALL }), fc.integer({ min: 0, max: 6 }))
  .map(([from, length]) => [from, from + length] as const);

describe('codePointSet', () => {
  it('rule: merges overlapping and adjacent ranges, given in any order, into sorted maximal ranges', () => {
    expect(
      codePointSet([
        [5, 7],
        [1, 3],
      ]),
    ).toEqual([
      [1, 3],
      [5, 7],
    ]);
    expect(
      codePointSet([
        [4, 6],
        [1, 3],
      ]),
    ).toEqual([[1, 6]]);
    expect(
      codePointSet([
        [1, 3],
        [3, 5],
      ]),
    ).toEqual([[1, 5]]);
    expect(
      codePointSet([
        [1, 10],
        [2, 3],
      ]),
    ).toEqual([[1, 10]]);
    expect(codePointSet([[2, 2]])).toEqual([[2, 2]]);
    expect(codePointSet([])).toEqual([]);
  });

  it('rule: holds exactly the code points of its ranges, in the canonical form', () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 6 }), (ranges) => {
        const set = codePointSet(ranges);
        expect(canonical(set)).toBe(true);
        for (let point = 0; point <= SMALL + 8; point++)
          expect([point, has(set, point)]).toEqual([point, ranges.some(([from, to]) => from <= point && point <= to)]);
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });
});

describe('complement', () => {
  it('rule: is every other code point, from 0 to the last, in the canonical form', () => {
    expect(complement([[0, 5]])).toEqual([[6, MAX_CODE_POINT]]);
    expect(complement([[3, 5]])).toEqual([
      [0, 2],
      [6, MAX_CODE_POINT],
    ]);
    expect(complement([[0, MAX_CODE_POINT - 1]])).toEqual([[MAX_CODE_POINT, MAX_CODE_POINT]]);
    expect(complement([[0, MAX_CODE_POINT]])).toEqual([]);
    expect(complement([[1, MAX_CODE_POINT]])).toEqual([[0, 0]]);
    expect(complement([])).toEqual([[0, MAX_CODE_POINT]]);
  });

  it("rule: a code point is in a set's complement exactly when it is not in the set", () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 6 }), (ranges) => {
        const set = codePointSet(ranges);
        const other = complement(set);
        expect(canonical(other)).toBe(true);
        for (const point of [...Array.from({ length: SMALL + 8 }, (_, index) => index), MAX_CODE_POINT])
          expect([point, has(other, point)]).toEqual([point, !has(set, point)]);
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });
});

describe('overlaps', () => {
  it('rule: two sets overlap exactly when some code point is in both', () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 5 }), fc.array(range, { maxLength: 5 }), (left, right) => {
        const [a, b] = [codePointSet(left), codePointSet(right)];
        let both = false;
        for (let point = 0; point <= SMALL + 8; point++) both ||= has(a, point) && has(b, point);
        expect(overlaps(a, b)).toBe(both);
        expect(overlaps(b, a)).toBe(both);
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });
});
