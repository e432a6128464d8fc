/**
 * Strippers compiled from strip plans (runtime/boundary/strip-unknown.ts): what no branch names is left
 * alone, a stripper is shared by plan, and only real arrays are walked.
 */
import { describe, expect, it } from 'vitest';
import { stripperFor, stripUnknown, type StripPlan, type StripPlans } from '../../../runtime/boundary/strip-unknown.ts';

const stripped = (value: unknown, plan: StripPlan, plans: StripPlans = {}): unknown => {
  const copy = structuredClone(value);
  stripUnknown(copy, plan, plans);
  return copy;
};

describe('stripperFor: plans compiled to strippers', () => {
  it('rule: a named plan is compiled once and shared through the cache', () => {
    const plans: StripPlans = { Item: { o: { id: 0 } } };
    const cache = new Map();
    const first = stripperFor('Item', plans, cache);
    expect(stripperFor('Item', plans, cache)).toBe(first);
    expect(cache.get('Item')).toBe(first);
    const value = { id: 1, junk: 2 };
    first(value);
    expect(value).toEqual({ id: 1 });
  });

  it('rule: an array plan whose items strip nothing is the same no-op as 0', () => {
    expect(stripperFor({ i: 0 }, {})).toBe(stripperFor(0, {}));
    expect(stripperFor({ i: { i: 0 } }, {})).toBe(stripperFor(0, {}));
    expect(stripperFor({ i: { o: {} } }, {})).not.toBe(stripperFor(0, {}));
  });
});

describe('stripUnknown: values a plan does not fit are left alone', () => {
  it('rule: null, arrays and scalars under an object or union plan are left as they are (a nullable member)', () => {
    const plans: StripPlans = { Item: { o: { id: 0 } } };
    expect(stripped({ item: null }, { o: { item: 'Item' } }, plans)).toEqual({ item: null });
    expect(stripped(null, { o: { id: 0 } })).toBeNull();
    expect(stripped(null, { d: 'type', b: { a: { o: { type: 0 } } }, f: { o: {} } })).toBeNull();
    expect(stripped([{ type: 'a', junk: 1 }], { d: 'type', b: { a: { o: { type: 0 } } }, f: { o: {} } })).toEqual([
      { type: 'a', junk: 1 },
    ]);
  });

  it('rule: an array plan strips arrays only: an object that looks like one is not walked as items', () => {
    const plan: StripPlan = { i: { o: { id: 0 } } };
    expect(stripped(null, plan)).toBeNull();
    expect(stripped({ length: 1, 0: { id: 1, junk: 2 } }, plan)).toEqual({ length: 1, 0: { id: 1, junk: 2 } });
    expect(stripped([{ id: 1, junk: 2 }], plan)).toEqual([{ id: 1 }]);
  });

  it('rule: a tag that is not a string, number or boolean names no branch, even one spelled as its String()', () => {
    const plan: StripPlan = {
      d: 'type',
      b: { null: { o: { type: 0, n: 0 } }, undefined: { o: { u: 0 } }, '[object Object]': { o: { type: 0 } } },
      f: { o: { type: 0, f: 0 } },
    };
    expect(stripped({ type: null, n: 1, f: 2 }, plan)).toEqual({ type: null, f: 2 });
    expect(stripped({ u: 1, f: 2 }, plan)).toEqual({ f: 2 });
    expect(stripped({ type: {}, f: 2, x: 3 }, plan)).toEqual({ type: {}, f: 2 });
    // Numbers and booleans do name their branch by their string.
    const scalarTags: StripPlan = { d: 'k', b: { 1: { o: { k: 0, one: 0 } }, true: { o: { k: 0, yes: 0 } } } };
    expect(stripped({ k: 1, one: 1, yes: 1 }, scalarTags)).toEqual({ k: 1, one: 1 });
    expect(stripped({ k: true, one: 1, yes: 1 }, scalarTags)).toEqual({ k: true, yes: 1 });
  });

  it('rule: a union with no fallback leaves a value no branch names as it is', () => {
    const plan: StripPlan = { d: 'type', b: { a: { o: { type: 0 } } } };
    expect(stripped({ type: 'b', junk: 1 }, plan)).toEqual({ type: 'b', junk: 1 });
    expect(stripped({ junk: 1 }, plan)).toEqual({ junk: 1 });
  });

  it('rule: a declared member named "undefined" is kept, and the last member is stripped like the others', () => {
    expect(stripped({ undefined: 1, other: 2 }, { o: { undefined: 0 } })).toEqual({ undefined: 1 });
    expect(stripped({ a: 1, z: 2 }, { o: { a: 0 } })).toEqual({ a: 1 });
  });
});
