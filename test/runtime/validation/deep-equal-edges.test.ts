/**
 * runtime/validation/deep-equal.ts: objects compare by their own keys, arrays by their indices below
 * the length.
 */
import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../../runtime/validation/deep-equal.ts';

describe('deepEqual', () => {
  it('rule: objects with as many keys but different ones differ, whatever the values', () => {
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
  });

  it('rule: a key b only inherits is not one of its own', () => {
    const inherits = Object.create({ toString: 1 }) as Record<string, unknown>;
    inherits['x'] = 1;
    expect(deepEqual({ toString: 1 }, inherits)).toBe(false);
  });

  it('rule: only the indices below the length are compared', () => {
    const proto = Object.create(Array.prototype) as unknown[];
    proto[1] = 'inherited';
    const a = [1];
    Object.setPrototypeOf(a, proto);
    expect(a[1]).toBe('inherited');
    expect(deepEqual(a, [1])).toBe(true);
    expect(deepEqual([1], a)).toBe(true);
  });
});
