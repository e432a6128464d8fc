/**
 * When two plans are the same (generator/emit/boundary/plan-merge.ts samePlan): every member, item,
 * branch and fallback the same, in any order. A part that declares nothing (undefined) is the same
 * as nothing but itself.
 */
import { describe, expect, it } from 'vitest';
import { samePlan, type PartPlan } from '../../generator/emit/boundary/plan-merge.ts';

describe('samePlan', () => {
  it('rule: a plan and undefined (a part that declares nothing) differ, whichever side each is on', () => {
    const plans: PartPlan[] = [{ o: {} }, { o: { a: 0 }, x: 0 }, { i: 0 }, { d: 'k', b: {} }];
    for (const plan of plans) {
      expect(samePlan(plan, undefined), JSON.stringify(plan)).toBe(false);
      expect(samePlan(undefined, plan), JSON.stringify(plan)).toBe(false);
    }
  });

  it('rule: plans with no members or branches are the same when everything else is', () => {
    expect(samePlan({ o: {} }, { o: {} })).toBe(true);
    expect(samePlan({ o: {}, x: 0 }, { o: {}, x: 0 })).toBe(true);
    expect(samePlan({ d: 'k', b: {} }, { d: 'k', b: {} })).toBe(true);
  });

  it('rule: one different member among several makes plans differ', () => {
    expect(samePlan({ o: { a: 0, b: 0 } }, { o: { a: 0, b: 'A' } })).toBe(false);
    expect(samePlan({ o: { a: 'A', b: 0 } }, { o: { a: 0, b: 0 } })).toBe(false);
    expect(samePlan({ d: 'k', b: { a: 0, b: { o: {} } } }, { d: 'k', b: { a: 0, b: { o: { c: 0 } } } })).toBe(false);
  });
});
