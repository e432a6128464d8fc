import { describe, expect, it } from 'vitest';
import { stripUnknown, type StripPlans } from '../../../runtime/boundary/strip-unknown.ts';

const PLANS: StripPlans = {
  Item: { o: { id: 0, tags: { i: 0 } } },
  Tree: { o: { name: 0, children: { i: 'Tree' } } },
  Event: {
    d: 'type',
    b: { 'a.done': { o: { type: 0, a: 0 } }, 'b.done': { o: { type: 0, b: 'Item' } } },
    f: { o: { type: 0, data: 0 } },
  },
};

const stripped = (value: unknown, plan: Parameters<typeof stripUnknown>[1]) => {
  const copy = structuredClone(value);
  stripUnknown(copy, plan, PLANS);
  return copy;
};

describe('stripUnknown: readers drop the fields they do not know', () => {
  it('rule: unknown properties of an object are removed, declared ones kept', () => {
    expect(stripped({ id: 'x', tags: ['a'], extra: 1 }, 'Item')).toEqual({ id: 'x', tags: ['a'] });
  });

  it('rule: x keeps unknown properties (additionalProperties: true) and plans them', () => {
    expect(stripped({ a: 1, b: { id: 'y', junk: 2 } }, { o: { a: 0 }, x: 'Item' })).toEqual({ a: 1, b: { id: 'y' } });
    expect(stripped({ a: 1, b: 2 }, { o: {}, x: 0 })).toEqual({ a: 1, b: 2 });
  });

  it('rule: plans recurse through arrays and named, recursive types', () => {
    const tree = { name: 'r', junk: 1, children: [{ name: 'c', junk: 2, children: [{ name: 'l', more: 3 }] }] };
    expect(stripped(tree, 'Tree')).toEqual({ name: 'r', children: [{ name: 'c', children: [{ name: 'l' }] }] });
  });

  it('rule: a tagged union strips by the branch its tag names; an unknown tag uses the fallback', () => {
    expect(stripped({ type: 'a.done', a: 1, b: 2 }, 'Event')).toEqual({ type: 'a.done', a: 1 });
    expect(stripped({ type: 'b.done', b: { id: 'i', x: 1 }, a: 1 }, 'Event')).toEqual({
      type: 'b.done',
      b: { id: 'i' },
    });
    expect(stripped({ type: 'c.new', data: { kept: true }, other: 1 }, 'Event')).toEqual({
      type: 'c.new',
      data: { kept: true },
    });
  });

  it('rule: a tag such as "constructor" or "__proto__" is not looked up on the prototype', () => {
    expect(stripped({ type: 'constructor', data: 1, other: 2 }, 'Event')).toEqual({ type: 'constructor', data: 1 });
    expect(stripped({ type: 'toString', data: 1, other: 2 }, 'Event')).toEqual({ type: 'toString', data: 1 });
  });

  it('rule: 0 keeps a value whole, and scalars are left alone', () => {
    expect(stripped({ anything: { deep: [1] } }, 0)).toEqual({ anything: { deep: [1] } });
    expect(stripped('text', 'Item')).toBe('text');
  });
});
