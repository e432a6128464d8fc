/**
 * runtime/validation/unique-items.ts duplicatePair: scalars are paired through a Map
 * (SameValueZero), composites through deepEqual.
 */
import { describe, expect, it } from 'vitest';
import { duplicatePair } from '../../../runtime/validation/unique-items.ts';

describe('duplicatePair', () => {
  it('rule: only the items below the length are read: one undefined item is no pair', () => {
    expect(duplicatePair([undefined])).toBeUndefined();
    expect(duplicatePair([1, undefined])).toBeUndefined();
    expect(duplicatePair([undefined, undefined])).toEqual([0, 1]);
  });

  it('rule: scalars go through the Map, which pairs two NaN (SameValueZero) where deepEqual would not', () => {
    expect(duplicatePair([NaN, NaN])).toEqual([0, 1]);
    expect(duplicatePair([1, NaN, 'a', NaN])).toEqual([1, 3]);
  });

  it('rule: null is a scalar among scalars: paired with the first null', () => {
    expect(duplicatePair([null, {}, null])).toEqual([0, 2]);
    expect(duplicatePair([0, -0])).toEqual([0, 1]);
    expect(duplicatePair(['1', 1])).toBeUndefined();
  });
});
