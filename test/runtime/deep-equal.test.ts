import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../runtime/validation/deep-equal.ts';
import { seededRandom } from '../support/seeded-random.ts';

/** Fixed seed and run count: a failure reproduces on every machine. */
const RUNS = { seed: 0xdee9_e9a1, numRuns: 1000 } as const;

/**
 * Reference: node:util isDeepStrictEqual, which ignores key order and tells arrays from objects.
 * It tells -0 from 0 (Object.is), which JSON Schema does not (numbers compare by value, and JSON
 * has no -0), so both sides go through JSON first; fc.jsonValue() does produce -0.
 */
const normalize = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const reference = (a: unknown, b: unknown) => isDeepStrictEqual(normalize(a), normalize(b));

/** The same value with every object's keys in a random order (a deep copy). */
function shuffleKeys(value: unknown, rnd: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffleKeys(item, rnd));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries)
    Object.defineProperty(out, key, {
      value: shuffleKeys(item, rnd),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** A near copy: one small change somewhere (or none), so equal and unequal pairs both come up often. */
function mutate(value: unknown, rnd: () => number, replacement: unknown): unknown {
  const roll = rnd();
  if (Array.isArray(value)) {
    if (value.length === 0 || roll < 0.1) return roll < 0.05 ? [...value, replacement] : {};
    const i = Math.floor(rnd() * value.length);
    if (roll < 0.2 && value.length > 1) return [...value.slice(1), value[0]]; // rotated: order matters
    if (roll < 0.3) return value.filter((_, k) => k !== i);
    return value.map((item, k) => (k === i ? mutate(item, rnd, replacement) : item));
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0 || roll < 0.1) return roll < 0.05 ? { ...value, ['k' + keys.length]: replacement } : [];
    const key = keys[Math.floor(rnd() * keys.length)]!;
    const copy: Record<string, unknown> = {};
    for (const k of keys)
      Object.defineProperty(copy, k, {
        value: (value as Record<string, unknown>)[k],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    if (roll < 0.25) {
      delete copy[key];
      return copy;
    }
    Object.defineProperty(copy, key, {
      value: mutate(copy[key], rnd, replacement),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  // A leaf: keep it (equal) or swap in another JSON value (possibly equal by chance).
  return roll < 0.3 ? value : replacement;
}

const json = fc.jsonValue({ maxDepth: 4 });

describe('deepEqual', () => {
  it('rule: agrees with isDeepStrictEqual on independent JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }), (a, b) => {
        expect(deepEqual(a, b)).toBe(reference(a, b));
      }),
      RUNS,
    );
  });

  it('rule: agrees with isDeepStrictEqual on a value and a near copy of it (both outcomes exercised)', () => {
    let equal = 0;
    let unequal = 0;
    fc.assert(
      fc.property(json, fc.integer(), fc.jsonValue({ maxDepth: 1 }), (a, seed, replacement) => {
        const rnd = seededRandom(seed);
        const b = shuffleKeys(mutate(a, rnd, replacement), rnd);
        const expected = reference(a, b);
        if (expected) equal++;
        else unequal++;
        expect(deepEqual(a, b)).toBe(expected);
        expect(deepEqual(b, a)).toBe(expected);
      }),
      RUNS,
    );
    expect(equal).toBeGreaterThan(100);
    expect(unequal).toBeGreaterThan(100);
  });

  it('rule: object key order is ignored — a value equals any reordering of its keys', () => {
    fc.assert(
      fc.property(json, fc.integer(), (a, seed) => {
        expect(deepEqual(a, shuffleKeys(a, seededRandom(seed)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rule: reflexive on a value and its deep copy; symmetric on any pair', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(deepEqual(a, a)).toBe(true);
        expect(deepEqual(a, structuredClone(a))).toBe(true);
        expect(deepEqual(a, b)).toBe(deepEqual(b, a));
      }),
      RUNS,
    );
  });

  it.each<[string, unknown, unknown, boolean]>([
    ['key order ignored', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [
      'key order ignored when nested',
      { x: { a: [1, { p: 1, q: 2 }], b: null } },
      { x: { b: null, a: [1, { q: 2, p: 1 }] } },
      true,
    ],
    ['array order matters', [1, 2], [2, 1], false],
    ['nested array order matters', { a: [[1, 2]] }, { a: [[2, 1]] }, false],
    ['empty array is not empty object', [], {}, false],
    ['empty object is not empty array', {}, [], false],
    ['array is not object with index keys', ['a'], { 0: 'a' }, false],
    ['array is not object with index keys and length', ['a'], { 0: 'a', length: 1 }, false],
    ['null is not empty object', null, {}, false],
    ['empty object is not null', {}, null, false],
    ['null is not empty array', null, [], false],
    ['null equals null', null, null, true],
    ['extra key makes unequal', { a: 1 }, { a: 1, b: 2 }, false],
    ['missing key makes unequal (either side)', { a: 1, b: 2 }, { a: 1 }, false],
    ['same key count, different keys', { a: 1 }, { b: 1 }, false],
    ['null-valued key is not a missing key', { a: null }, {}, false],
    ['null-valued key vs other key with null', { a: null }, { b: null }, false],
    ['1 and 1.0 are the same number', 1, 1.0, true],
    ['0 and -0 are the same number', 0, -0, true],
    ['number is not string', 1, '1', false],
    ['boolean is not number', true, 1, false],
    ['false is not null', false, null, false],
    ['empty string is not 0', '', 0, false],
    ['array lengths differ', [1], [1, null], false],
    [
      'deeply nested equal',
      { a: { b: { c: { d: [1, { e: 'f' }] } } } },
      { a: { b: { c: { d: [1, { e: 'f' }] } } } },
      true,
    ],
    [
      'deeply nested leaf differs',
      { a: { b: { c: { d: [1, { e: 'f' }] } } } },
      { a: { b: { c: { d: [1, { e: 'g' }] } } } },
      false,
    ],
    ['__proto__ as an own JSON key counts', JSON.parse('{"__proto__": 1}'), {}, false],
    [
      '__proto__ own keys compared by value',
      JSON.parse('{"__proto__": {"a": 1}}'),
      JSON.parse('{"__proto__": {"a": 1}}'),
      true,
    ],
  ])('rule: explicit case — %s', (_name, a, b, equal) => {
    expect(deepEqual(a, b)).toBe(equal);
    expect(deepEqual(b, a)).toBe(equal);
    expect(reference(a, b)).toBe(equal);
  });
});
