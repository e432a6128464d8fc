/** The JSON helpers behind every compiled schema and normalized payload (runtime/interaction/json-data.ts). */
import { describe, expect, it } from 'vitest';
import { editableCopy, frozenCopy, setOwn } from '../../runtime/interaction/json-data.ts';

describe('setOwn', () => {
  it('rule: setOwn makes an ordinary own property: enumerable, writable and configurable', () => {
    const target: Record<string, unknown> = {};
    setOwn(target, '__proto__', 1);
    expect(Object.getOwnPropertyDescriptor(target, '__proto__')).toEqual({
      value: 1,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
  });

  it('rule: an editable copy can be edited: its members are reassigned and deleted', () => {
    const copy = editableCopy({ a: 1, b: { c: 2 } });
    copy.a = 3;
    delete (copy as Partial<typeof copy>).b;
    expect(copy).toEqual({ a: 3 });
  });
});

describe('frozenCopy', () => {
  it('rule: a frozen copy of an array is a new frozen array, its items copied and frozen too', () => {
    const item = { a: [1] };
    const source = [item, 2];
    const copy = frozenCopy(source);
    expect(copy).not.toBe(source);
    expect(copy).toEqual([{ a: [1] }, 2]);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(copy[0]).not.toBe(item);
    expect(Object.isFrozen(copy[0])).toBe(true);
    expect(Object.isFrozen((copy[0] as typeof item).a)).toBe(true);
    expect(Object.isFrozen(source)).toBe(false);
  });
});
