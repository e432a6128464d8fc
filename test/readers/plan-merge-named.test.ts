/**
 * Merges where a named plan meets another plan (generator/emit/boundary/plan-merge.ts mergeNamed):
 * the name is expanded to its type's plan and merged, and the result is the name again where the
 * merge is what that name already strips; the name is never expanded twice nor swapped for a copy.
 * And the shape of a merged tagged plan: a fallback only where a value no branch names can be valid.
 */
import { describe, expect, it } from 'vitest';
import { createPlanMerger, type PartPlan } from '../../generator/emit/boundary/plan-merge.ts';
import { stripUnknown, type StripPlan } from '../../runtime/boundary/strip-unknown.ts';

const NAMED: Record<string, PartPlan> = {
  A: { o: { a: 0 } },
  Ping: { o: { p: 'Pong' } },
  Pong: { o: { p: 'Ping' } },
};
/** Expands names only: anything else is no type (what a planner's expand gives a name it does not know). */
const expand = (name: string) => (typeof name === 'string' && Object.hasOwn(NAMED, name) ? NAMED[name] : 0);
const merger = (settled: (name: string) => boolean = () => true) => createPlanMerger(expand, settled);

describe('a name meeting a plan', () => {
  it("rule: a name whose plan is not settled (its type still being planned) is never the merge's result: the merged plan is", () => {
    const merge = merger((name) => name !== 'A');
    expect(merge({ o: { a: 0 } }, 'A', 'all')).toEqual({ o: { a: 0 } });
    expect(merge('A', { o: {} }, 'any')).toEqual({ o: { a: 0 } });
    expect(merger()({ o: { a: 0 } }, 'A', 'all')).toBe('A');
  });

  it('rule: a name meeting itself is that name, a recursive type too (its plan is not unrolled)', () => {
    const merge = merger();
    expect(merge('Ping', 'Ping', 'all')).toBe('Ping');
    expect(merge('Pong', 'Pong', 'any')).toBe('Pong');
  });

  it('rule: only the named side is expanded: a plan beside a name keeps its own members as well as the named ones', () => {
    const merge = merger();
    expect(merge({ o: { c: 0 } }, 'A', 'all')).toEqual({ o: { c: 0, a: 0 } });
    expect(merge({ o: { c: 0 } }, 'A', 'any')).toEqual({ o: { c: 0, a: 0 } });
    const value = { a: 1, c: 2, z: 3 };
    stripUnknown(value, merge({ o: { c: 0 } }, 'A', 'all') as StripPlan, {});
    expect(value).toEqual({ a: 1, c: 2 });
  });

  it('rule: a plan that strips just as a name does becomes that name, whichever side the name is on', () => {
    const merge = merger();
    expect(merge({ o: { a: 0 } }, 'A', 'all')).toBe('A');
    expect(merge('A', { o: { a: 0 } }, 'all')).toBe('A');
  });

  it("rule: a merge that is not what the name strips is the merge, members in their sides' order (the left first)", () => {
    const merge = merger();
    const right: PartPlan = { o: { c: 0, a: 0 } };
    const merged = merge('A', right, 'all') as { o: object };
    expect(merged).toEqual({ o: { a: 0, c: 0 } });
    expect(Object.keys(merged.o)).toEqual(['a', 'c']);
  });

  it('rule: one merger gives the same result each time it is asked the same merge', () => {
    const merge = merger();
    const first = merge('A', { o: { c: 0 } }, 'all');
    expect(merge('A', { o: { c: 0 } }, 'all')).toEqual(first);
    expect(merge({ o: { c: 0 } }, 'A', 'any')).toEqual({ o: { c: 0, a: 0 } });
    expect(merge({ o: { c: 0 } }, 'A', 'any')).toEqual({ o: { c: 0, a: 0 } });
    expect(first).toEqual({ o: { a: 0, c: 0 } });
  });
});

describe('the fallback of merged tagged plans', () => {
  it('rule: where both apply (all), a tagged plan without a fallback refuses other tags, so the merge has no fallback though the other plan has one', () => {
    const merge = merger();
    const merged = merge(
      { d: 'k', b: { a: { o: { x: 0 } } } },
      { d: 'k', b: { b: { o: { y: 0 } } }, f: { o: { z: 0 } } },
      'all',
    );
    expect(merged).toStrictEqual({ d: 'k', b: { a: { o: { x: 0, z: 0 } }, b: { o: { y: 0 } } } });
  });

  it('rule: a merged tagged plan without a fallback has no `f` member at all (a plan is written out as a literal, where undefined is no value)', () => {
    const merge = merger();
    const merged = merge({ d: 'k', b: { a: 0 } }, { d: 'k', b: { b: { o: {} } } }, 'all');
    expect(merged).toStrictEqual({ d: 'k', b: { a: 0, b: { o: {} } } });
    expect(Object.hasOwn(merged as object, 'f')).toBe(false);
    const beside = merge({ o: { id: 0 } }, { d: 'k', b: { a: { o: {} } } }, 'all');
    expect(Object.hasOwn(beside as object, 'f')).toBe(false);
  });
});
