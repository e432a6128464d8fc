/**
 * The readers' helpers (runtime/boundary/fast-read.ts), in-process: plain objects and arrays told from
 * every other kind, duplicate pairs, heads of items, and readReason giving back the byte budget it spends.
 */
import { describe, expect, it } from 'vitest';
import {
  duplicate,
  fail,
  FAIL,
  isPlainObject,
  itemsHeadOf,
  oneOfFailed,
  ownObject,
  readReason,
  spendBytes,
} from '../../../runtime/boundary/fast-read.ts';
import { restoreByteBudget, startByteBudget } from '../../../runtime/boundary/plain-json.ts';

class Point {
  x = 1;
}

describe('fast-read helpers: what the generated readers build on', () => {
  it('rule: isPlainObject holds for objects of prototype Object.prototype or null, and is false (never a throw) for anything else', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    for (const value of [
      null,
      undefined,
      0,
      'text',
      true,
      [],
      [1],
      new Point(),
      new Date(0),
      new Map(),
      Object.create({}),
    ]) {
      expect(isPlainObject(value)).toBe(false);
    }
  });

  it('rule: ownObject is the value itself for an ordinary object, a fresh one for a null prototype, FAIL (never a throw) otherwise', () => {
    const plain = { a: 1 };
    expect(ownObject(plain)).toBe(plain);
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    const fresh = ownObject(bare);
    expect(fresh).not.toBe(bare);
    expect(fresh).toEqual({});
    expect(Object.getPrototypeOf(fresh)).toBe(Object.prototype);
    for (const value of [null, undefined, 0, 'text', [], new Point()]) expect(ownObject(value)).toBe(FAIL);
  });

  it('rule: itemsHeadOf is a fresh array of the full length holding only the first `end` items', () => {
    const items = [1, 2, 3];
    const head = itemsHeadOf(items, 3, 1);
    expect(head).not.toBe(items);
    expect(head.length).toBe(3);
    expect(Object.keys(head)).toEqual(['0']);
    expect(head[0]).toBe(1);
    const whole = itemsHeadOf(items, 3, 3);
    expect(whole.length).toBe(3);
    expect(Object.keys(whole)).toEqual(['0', '1', '2']);
    expect(Object.keys(itemsHeadOf(items, 3, 0))).toEqual([]);
  });

  it('rule: duplicate records uniqueItems with the later index as i, and records nothing when the items are unique', () => {
    expect(readReason((value) => duplicate(value as unknown[]), [1, 2, 1], 0)).toEqual({
      keyword: 'uniqueItems',
      params: { i: 2, j: 0 },
      instancePath: '',
    });
    expect(duplicate([1, 2])).toBe(FAIL);
    expect(readReason((value) => duplicate(value as unknown[]), [1, 2], 0)).toEqual({
      keyword: '',
      params: {},
      instancePath: '',
    });
  });

  it('rule: oneOfFailed names the first two passing branches, or null when fewer than two passed', () => {
    expect(readReason(() => oneOfFailed([false, true, false, true, true]), 0, 0)?.params).toEqual({
      passingSchemas: [1, 3],
    });
    expect(readReason(() => oneOfFailed([true, true]), 0, 0)?.params).toEqual({ passingSchemas: [0, 1] });
    expect(readReason(() => oneOfFailed([true, false]), 0, 0)?.params).toEqual({ passingSchemas: null });
    expect(readReason(() => oneOfFailed([false, false]), 0, 0)?.params).toEqual({ passingSchemas: null });
  });

  it('rule: readReason reads with no budget, then gives the caller back the budget it had', () => {
    const outer = startByteBudget(10);
    try {
      let inside = false;
      readReason(
        () => {
          inside = spendBytes(1_000_000);
          return fail('type', { type: 'string' });
        },
        0,
        0,
      );
      expect(inside).toBe(true);
      expect(spendBytes(10)).toBe(true);
      expect(spendBytes(1)).toBe(false);
    } finally {
      restoreByteBudget(outer);
    }
  });

  it('rule: readReason restores the budget when the reader throws', () => {
    const outer = startByteBudget(5);
    try {
      expect(() =>
        readReason(
          () => {
            throw new Error('trap');
          },
          0,
          0,
        ),
      ).toThrow('trap');
      expect(spendBytes(5)).toBe(true);
      expect(spendBytes(1)).toBe(false);
    } finally {
      restoreByteBudget(outer);
    }
  });
});
