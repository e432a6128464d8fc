import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressWithinTotal } from '../../../../runtime/parts/checks/progress.ts';

const SEED = 20261203;

const progress = (members: Record<string, unknown>) => ({
  kind: 'ui.progress',
  id: 'index',
  revision: 41,
  label: 'Indexing',
  state: 'running',
  ...members,
});

describe('progressWithinTotal', () => {
  it('rule: with a total, value must not exceed it (equal is fine)', () => {
    expect(progressWithinTotal(progress({ value: 120, total: 480 }))).toBeUndefined();
    expect(progressWithinTotal(progress({ value: 480, total: 480 }))).toBeUndefined();
    expect(progressWithinTotal(progress({ value: 0, total: 0.5 }))).toBeUndefined();
    expect(progressWithinTotal(progress({ value: 481, total: 480 }))).toEqual({
      path: ['value'],
      pointer: '/value',
      reason: 'must be <= total (480)',
    });
    expect(progressWithinTotal(progress({ value: 0.75, total: 0.5 }))?.path).toEqual(['value']);
  });

  it('rule: without a total, value is a fraction of 1', () => {
    for (const value of [0, 0.5, 1]) expect(progressWithinTotal(progress({ value }))).toBeUndefined();
    for (const value of [1.0000001, 2, 480]) {
      expect(progressWithinTotal(progress({ value }))).toEqual({
        path: ['value'],
        pointer: '/value',
        reason: 'must be <= 1, a fraction of 1, as total is absent',
      });
    }
    // A total holding undefined (not JSON) counts as absent; an inherited total is not read.
    expect(progressWithinTotal(progress({ value: 2, total: undefined }))?.path).toEqual(['value']);
    expect(progressWithinTotal(Object.assign(Object.create({ total: 10 }) as object, { value: 2 }))?.path).toEqual([
      'value',
    ]);
  });

  it('rule: without a value the progress is indeterminate and passes, whatever the total', () => {
    expect(progressWithinTotal(progress({}))).toBeUndefined();
    expect(progressWithinTotal(progress({ total: 0.001 }))).toBeUndefined();
  });

  it('rule: members of the wrong type, and values that are no object, are left to the schema', () => {
    expect(progressWithinTotal(progress({ value: 5, total: '4' }))).toBeUndefined();
    expect(progressWithinTotal(progress({ value: 5, total: null }))).toBeUndefined();
    expect(progressWithinTotal(progress({ value: '5', total: 4 }))).toBeUndefined();
    expect(progressWithinTotal(progress({ value: '5' }))).toBeUndefined();
    for (const value of [undefined, null, 5, 'x', [5, 4], [{ value: 5, total: 4 }]])
      expect(progressWithinTotal(value)).toBeUndefined();
    expect(progressWithinTotal(Object.assign(Object.create(null) as object, { value: 5, total: 4 }))?.path).toEqual([
      'value',
    ]);
  });

  it('rule: the verdict is exactly value > (total ?? 1), whatever other members hold', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.option(fc.double({ min: 1e-9, max: 1e6, noNaN: true }), { nil: undefined }),
        fc.dictionary(fc.constantFrom('kind', 'label', 'detail', 'extra'), fc.anything()),
        (value, total, extra) => {
          const node = total === undefined ? { ...extra, value } : { ...extra, value, total };
          expect(progressWithinTotal(node) !== undefined).toBe(value > (total ?? 1));
        },
      ),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('rule: total over any input: never throws', () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    fc.assert(
      fc.property(
        fc.oneof(anything, fc.record({ value: anything, total: anything }, { requiredKeys: [] })),
        (value) => {
          progressWithinTotal(value);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
