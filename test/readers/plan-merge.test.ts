/**
 * How the plans of two schemas applying to one value meet (generator/emit/boundary/plan-merge.ts):
 * a member is kept when either part that could have applied declares it, with what either keeps of
 * it; `all` parts both apply, `any` parts may each be the one. And when two plans are the same.
 */
import { describe, expect, it } from 'vitest';
import { createPlanMerger, samePlan, type PartPlan } from '../../generator/emit/boundary/plan-merge.ts';
import type { StripPlan } from '../../runtime/boundary/strip-unknown.ts';

type Tagged = Extract<StripPlan, { readonly d: string }>;
/** The members of branch `a` of a merged tagged plan, in order. */
const branchMembers = (plan: PartPlan) => Object.keys(((plan as Tagged).b.a as { o: object }).o);

const NAMED: Record<string, PartPlan> = {
  A: { o: { a: 0 } },
  Wide: { o: { a: 0, b: 0 } },
  Ping: { o: { p: 'Pong' } },
  Pong: { o: { p: 'Ping' } },
};
const merger = () =>
  createPlanMerger(
    (name) => NAMED[name],
    () => true,
  );

describe('merge', () => {
  it('rule: a part that declares nothing changes nothing; one that keeps the value whole keeps it whole', () => {
    const merge = merger();
    expect(merge(undefined, { o: {} }, 'all')).toEqual({ o: {} });
    expect(merge({ i: 0 }, undefined, 'any')).toEqual({ i: 0 });
    expect(merge(undefined, undefined, 'all')).toBeUndefined();
    expect(merge(0, { o: { a: 0 } }, 'all')).toBe(0);
    expect(merge({ o: { a: 0 } }, 0, 'any')).toBe(0);
  });

  it("rule: objects keep the members either declares; a member one side lacks meets that side's unknown-member plan", () => {
    const merge = merger();
    expect(merge({ o: { a: { o: { x: 0 } } } }, { o: { a: { o: { y: 0 } }, b: 0 } }, 'all')).toEqual({
      o: { a: { o: { x: 0, y: 0 } }, b: 0 },
    });
    expect(merge({ o: { a: { o: {} } } }, { o: {}, x: 0 }, 'all')).toEqual({ o: { a: 0 }, x: 0 });
    expect(merge({ o: {}, x: { o: { k: 0 } } }, { o: { b: { o: { j: 0 } } } }, 'any')).toEqual({
      o: { b: { o: { j: 0, k: 0 } } },
      x: { o: { k: 0 } },
    });
    expect(merge({ o: {}, x: { o: { k: 0 } } }, { o: {}, x: { o: { j: 0 } } }, 'any')).toEqual({
      o: {},
      x: { o: { k: 0, j: 0 } },
    });
    expect(merge({ o: { a: 0 } }, { o: {}, x: { o: {} } }, 'all')).toEqual({ o: { a: 0 }, x: { o: {} } });
  });

  it('rule: arrays merge their items; an object meeting an array keeps the value whole', () => {
    const merge = merger();
    expect(merge({ i: { o: { a: 0 } } }, { i: { o: { b: 0 } } }, 'any')).toEqual({ i: { o: { a: 0, b: 0 } } });
    expect(merge({ i: { o: {} } }, { i: 0 }, 'any')).toEqual({ i: 0 });
    expect(merge({ o: {} }, { i: { o: {} } }, 'any')).toBe(0);
  });

  it('rule: a name meeting a plan is expanded and merged, and stays a name where the merge is what it names', () => {
    const merge = merger();
    expect(merge('A', 'A', 'all')).toBe('A');
    expect(merge('Wide', { o: { a: 0 } }, 'all')).toBe('Wide');
    expect(merge({ o: { b: 0 } }, 'Wide', 'any')).toBe('Wide');
    expect(merge('A', { o: { c: 0 } }, 'all')).toEqual({ o: { a: 0, c: 0 } });
    expect(merge('A', 'Wide', 'any')).toBe('Wide');
    // Recursion met again keeps that value whole: the merge is finite.
    expect(merge('Ping', 'Pong', 'any')).toEqual({ o: { p: { o: { p: 0 } } } });
  });

  it('rule: an object meeting a tagged plan is merged into each branch, own members first', () => {
    const merge = merger();
    const tagged: Tagged = { d: 'kind', b: { a: { o: { kind: 0, x: 0 } } } };
    expect(merge({ o: { id: 0 } }, tagged, 'all')).toEqual({ d: 'kind', b: { a: { o: { id: 0, kind: 0, x: 0 } } } });
    expect(branchMembers(merge({ o: { id: 0 } }, tagged, 'all'))).toEqual(['id', 'kind', 'x']);
    expect(branchMembers(merge(tagged, { o: { id: 0 } }, 'all'))).toEqual(['kind', 'x', 'id']);
    expect(merge({ o: { id: 0 } }, tagged, 'any')).toEqual({
      d: 'kind',
      b: { a: { o: { id: 0, kind: 0, x: 0 } } },
      f: { o: { id: 0 } },
    });
    expect(merge({ o: { id: 0 } }, { ...tagged, f: { o: { y: 0 } } }, 'all')).toEqual({
      d: 'kind',
      b: { a: { o: { id: 0, kind: 0, x: 0 } } },
      f: { o: { id: 0, y: 0 } },
    });
  });

  it('rule: two tagged plans on one property merge tag by tag, a tag one lacks meeting its fallback', () => {
    const merge = merger();
    const left: Tagged = { d: 'k', b: { a: { o: { x: 0 } } }, f: { o: { f1: 0 } } };
    const right: Tagged = { d: 'k', b: { a: { o: { y: 0 } }, b: { o: { z: 0 } } } };
    expect(merge(left, right, 'all')).toEqual({ d: 'k', b: { a: { o: { x: 0, y: 0 } }, b: { o: { f1: 0, z: 0 } } } });
    expect(merge(left, right, 'any')).toEqual({
      d: 'k',
      b: { a: { o: { x: 0, y: 0 } }, b: { o: { f1: 0, z: 0 } } },
      f: { o: { f1: 0 } },
    });
    expect(merge(left, { ...right, f: { o: { f2: 0 } } }, 'all')).toEqual({
      d: 'k',
      b: { a: { o: { x: 0, y: 0 } }, b: { o: { f1: 0, z: 0 } } },
      f: { o: { f1: 0, f2: 0 } },
    });
    expect(merge({ d: 'k', b: { a: 0 } }, { d: 'k', b: { b: 0 } }, 'any')).toEqual({ d: 'k', b: { a: 0, b: 0 } });
  });

  it('rule: tagged plans on two properties: the other is merged into each branch of the first', () => {
    const merge = merger();
    expect(merge({ d: 'k', b: { a: { o: { x: 0 } } } }, { d: 'j', b: { c: { o: { y: 0 } } } }, 'all')).toEqual({
      d: 'k',
      b: { a: { d: 'j', b: { c: { o: { x: 0, y: 0 } } } } },
    });
  });
});

describe('samePlan', () => {
  it('rule: plans are the same when every member, item, branch and fallback is, in any order', () => {
    expect(samePlan(0, 0)).toBe(true);
    expect(samePlan(undefined, undefined)).toBe(true);
    expect(samePlan('A', 'A')).toBe(true);
    expect(samePlan({ o: { a: 0, b: 'A' }, x: 0 }, { x: 0, o: { b: 'A', a: 0 } })).toBe(true);
    expect(samePlan({ d: 'k', b: { a: { i: 0 } }, f: 0 }, { d: 'k', b: { a: { i: 0 } }, f: 0 })).toBe(true);
  });

  it('rule: a different member, member count, kind, name, tag property or fallback makes plans differ', () => {
    const differ: [PartPlan, PartPlan][] = [
      ['A', 'B'],
      [0, undefined],
      [0, { o: {} }],
      [{ o: {} }, 0],
      [{ o: { a: 0 } }, { o: { b: 0 } }],
      [{ o: { a: 0 } }, { o: { a: 0, b: 0 } }],
      [{ o: { a: 0, b: 0 } }, { o: { a: 0 } }],
      [{ o: { a: 0 } }, { o: { a: 0 }, x: 0 }],
      [
        { o: { a: 0 }, x: 0 },
        { o: { a: 0 }, x: 'A' },
      ],
      [{ o: { a: 0 } }, { o: { a: 'A' } }],
      [{ i: 0 }, { i: 'A' }],
      [{ i: 0 }, { o: {} }],
      [
        { d: 'k', b: {} },
        { d: 'j', b: {} },
      ],
      [
        { d: 'k', b: { a: 0 } },
        { d: 'k', b: { a: 0 }, f: 0 },
      ],
      [
        { d: 'k', b: { a: 0 }, f: 0 },
        { d: 'k', b: { a: 0 }, f: 'A' },
      ],
      [
        { d: 'k', b: { a: 0 } },
        { d: 'k', b: { c: 0 } },
      ],
    ];
    for (const [a, b] of differ) expect(samePlan(a, b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(false);
  });
});
