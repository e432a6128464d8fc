import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniqueNames, uniqueValues } from '../../../../runtime/parts/checks/unique-member.ts';

const SEED = 20261201;

describe('uniqueNames and uniqueValues', () => {
  it('rule: a repeated name fails at the later item, naming the first item that has it', () => {
    expect(uniqueNames([{ name: 'a' }, { name: 'b' }, { name: 'a' }])).toEqual({
      path: [2, 'name'],
      pointer: '/2/name',
      reason: 'must NOT repeat "a" (item 0 has it)',
    });
    expect(uniqueNames([{ name: 'a' }, { name: 'b' }, { name: 'c' }])).toBeUndefined();
    expect(uniqueNames([])).toBeUndefined();
  });

  it('rule: a repeated value fails at the later item; each function reads only its own member', () => {
    const choices = [
      { value: 'x', name: 'n' },
      { value: 'y', name: 'n' },
      { value: 'x', name: 'm' },
    ];
    expect(uniqueValues(choices)).toEqual({
      path: [2, 'value'],
      pointer: '/2/value',
      reason: 'must NOT repeat "x" (item 0 has it)',
    });
    expect(uniqueNames(choices)).toEqual({
      path: [1, 'name'],
      pointer: '/1/name',
      reason: 'must NOT repeat "n" (item 0 has it)',
    });
    expect(uniqueValues([{ name: 'a' }, { name: 'a' }])).toBeUndefined();
  });

  it('rule: the first failure in document order is the first item that repeats an earlier one', () => {
    // b repeats at 2 before a repeats at 3; a third a still names item 0.
    expect(uniqueNames([{ name: 'a' }, { name: 'b' }, { name: 'b' }, { name: 'a' }])?.path).toEqual([2, 'name']);
    expect(uniqueNames([{ name: 'z' }, { name: 'a' }, { name: 'a' }, { name: 'a' }])?.reason).toBe(
      'must NOT repeat "a" (item 1 has it)',
    );
  });

  it('rule: items that are not objects, or whose member is absent, inherited or not a string, are skipped', () => {
    const inherited = Object.create({ name: 'a' }) as object;
    const nullProto = Object.assign(Object.create(null) as object, { name: 'a' });
    expect(
      uniqueNames([
        { name: 1 },
        { name: 1 },
        { name: null },
        { name: null },
        {},
        {},
        inherited,
        inherited,
        'a',
        'a',
        ['a'],
        ['a'],
      ]),
    ).toBeUndefined();
    expect(uniqueNames([null, 'a', ['a'], inherited, { name: 'a' }, nullProto])).toEqual({
      path: [5, 'name'],
      pointer: '/5/name',
      reason: 'must NOT repeat "a" (item 4 has it)',
    });
  });

  it('rule: a value that is not an array passes (the schema reports it)', () => {
    for (const value of [undefined, null, 0, 'aa', { 0: { name: 'a' }, 1: { name: 'a' }, length: 2 }, { name: 'a' }]) {
      expect(uniqueNames(value)).toBeUndefined();
      expect(uniqueValues(value)).toBeUndefined();
    }
  });

  it('rule: the reason quotes at most a bounded piece of the name', () => {
    const long = 'n'.repeat(100_000);
    const failure = uniqueNames([{ name: long }, { name: long }]);
    expect(failure?.path).toEqual([1, 'name']);
    expect(failure!.reason.length).toBeLessThan(120);
  });

  it('rule: the verdict is exactly "the first j whose name some i < j has", and unknown members never change it', () => {
    const item = fc.oneof(
      fc.record({ name: fc.constantFrom('a', 'b', 'c', 'd', 'e') }, { requiredKeys: [] }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.dictionary(fc.constantFrom('label', 'value', 'x'), fc.anything()),
        (items, extra) => {
          const names = items.map((it) =>
            typeof it === 'object' &&
            it !== null &&
            !Array.isArray(it) &&
            Object.hasOwn(it, 'name') &&
            typeof (it as { name: unknown }).name === 'string'
              ? (it as { name: string }).name
              : undefined,
          );
          const j = names.findIndex((name, index) => name !== undefined && names.indexOf(name) < index);
          const failure = uniqueNames(items);
          expect(failure?.path).toEqual(j < 0 ? undefined : [j, 'name']);
          // The same items with members the check does not name added: same verdict.
          const widened = items.map((it) =>
            typeof it === 'object' && it !== null && !Array.isArray(it) ? { ...extra, ...it } : it,
          );
          expect(uniqueNames(widened)).toEqual(failure);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('rule: total over any input: never throws', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true }), (value) => {
        uniqueNames(value);
        uniqueValues(value);
        uniqueNames([value, value]);
        uniqueValues([value, value]);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
