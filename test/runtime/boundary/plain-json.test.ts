import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  copyPlainJson as copyWithin,
  isPlainJsonAt,
  restoreByteBudget,
  startByteBudget,
} from '../../../runtime/boundary/plain-json.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';

/** The bundled protocol's frame limit. */
const FRAME_BYTES = 16 * 1024 * 1024;

const copyPlainJson = (value: unknown, maxDepth: number, maxBytes = FRAME_BYTES) =>
  copyWithin(value, maxDepth, maxBytes);

const rejects = (value: unknown, pointer: string | RegExp, maxDepth = 32, maxBytes = FRAME_BYTES): ProtocolError => {
  let caught: unknown;
  try {
    copyPlainJson(value, maxDepth, maxBytes);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ProtocolError);
  expect((caught as ProtocolError).code).toBe('invalid_request');
  if (typeof pointer === 'string') expect((caught as ProtocolError).pointer).toBe(pointer);
  else expect((caught as ProtocolError).pointer).toMatch(pointer);
  return caught as ProtocolError;
};

/** `levels` objects, each holding the one below twice: 2^levels leaves as JSON, from levels + 1 objects. */
const shared = (levels: number, leaf: unknown = 0): unknown => {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = { l: value, r: value };
  return value;
};

describe('copyPlainJson: only bounded plain JSON crosses the boundary', () => {
  it('rule: any JSON value is copied to an equal value that shares no object with the input', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const copy = copyPlainJson(value, 32);
        expect(copy).toEqual(value);
        if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value);
      }),
      { seed: 20261130, numRuns: 500 },
    );
  });

  it('rule: the input is never changed, and a deep-frozen input copies the same', () => {
    const input = Object.freeze({ a: Object.freeze([1, Object.freeze({ b: 'x' })]) });
    expect(copyPlainJson(input, 32)).toEqual({ a: [1, { b: 'x' }] });
  });

  it('rule: non-JSON values are rejected at their pointer', () => {
    rejects({ a: undefined }, '/a');
    rejects({ a: Number.NaN }, '/a');
    rejects({ a: [1, Infinity] }, '/a/1');
    rejects({ a: () => 1 }, '/a');
    rejects({ a: Symbol('s') }, '/a');
    rejects({ a: 10n }, '/a');
    rejects({ 'x/y': { '~': undefined } }, '/x~1y/~0');
  });

  it('rule: class instances, Maps, Dates and array subclasses are rejected', () => {
    class Point {
      x = 1;
    }
    rejects({ p: new Point() }, '/p');
    rejects({ m: new Map() }, '/m');
    rejects({ d: new Date(0) }, '/d');
    class List extends Array<number> {}
    rejects({ l: List.from([1]) }, '/l');
  });

  it('rule: accessors never run and are rejected; holes are rejected', () => {
    let ran = false;
    const withGetter = Object.defineProperty({}, 'secret', { enumerable: true, get: () => ((ran = true), 'x') });
    rejects({ o: withGetter }, '/o/secret');
    expect(ran).toBe(false);
    const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
    rejects(sparse, '/1');
  });

  it('rule: a __proto__ key is rejected, and no prototype is ever polluted', () => {
    const hostile = JSON.parse('{"a": {"__proto__": {"polluted": true}}}') as unknown;
    rejects(hostile, '/a/__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const copy = copyPlainJson(JSON.parse('{"constructor": {"prototype": {"x": 1}}}'), 32) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('rule: at most maxDepth nested containers, however deep the input goes', () => {
    const nest = (levels: number) => {
      let value: unknown = 0;
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    expect(copyPlainJson(nest(3), 3)).toEqual(nest(3));
    rejects(nest(4), '/0/0/0', 3);
    expect(() => copyPlainJson(nest(100_000), 32)).toThrow(ProtocolError);
  });

  it('rule: objects with a null prototype are plain data', () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(copyPlainJson(bare, 32)).toEqual({ a: 1 });
  });

  it('rule: an object held twice is copied twice, into objects that share nothing', () => {
    const common = { k: [1, 2] };
    const copy = copyPlainJson({ a: common, b: common }, 32) as Record<string, { k: number[] }>;
    expect(copy).toEqual({ a: { k: [1, 2] }, b: { k: [1, 2] } });
    expect(copy.a).not.toBe(copy.b);
    expect(copy.a!.k).not.toBe(copy.b!.k);
  });

  it('rule: the count is a lower bound of the size as JSON: every JSON value fits a budget of its own JSON length', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(copyPlainJson(value, 32, JSON.stringify(value).length)).toEqual(value);
      }),
      { seed: 20261130, numRuns: 500 },
    );
  });

  it('rule: past maxBytes, refused where the count runs out: 2 bytes an item, 5 a member plus its key, a string its length', () => {
    // [[1, 2], [3]]: 4 for the outer items, 4 for [1, 2], 2 for [3].
    expect(copyPlainJson([[1, 2], [3]], 32, 10)).toEqual([[1, 2], [3]]);
    rejects([[1, 2], [3]], '/1', 32, 9);
    // {"ab": "xyz"}: 5 + 2 + 3.
    expect(copyPlainJson({ ab: 'xyz' }, 32, 10)).toEqual({ ab: 'xyz' });
    rejects({ ab: 'xyz' }, '', 32, 9);
    // shared(3) is 7 objects of two one-letter keys as JSON, 12 each: the budget runs out in the last one.
    expect(copyPlainJson(shared(3), 32, 84)).toEqual(JSON.parse(JSON.stringify(shared(3))));
    const error = rejects(shared(3), '/r/r', 32, 83);
    expect(error.message).toContain('larger than a frame can hold: more than 83 bytes as JSON');
    // A string alone counts too.
    rejects('x'.repeat(11), '', 32, 10);
  });

  it('rule: the work is bounded by the budget, not by the size of the expansion (2^28 values from 29 objects)', () => {
    // Count every member the copy and the slow walk read, through a Proxy around each object.
    let reads = 0;
    let value: unknown = 0;
    for (let level = 0; level < 28; level++) {
      const target = { l: value, r: value };
      value = new Proxy(target, {
        getOwnPropertyDescriptor: (object, key) => (reads++, Reflect.getOwnPropertyDescriptor(object, key)),
      });
    }
    // Refused inside the expansion, where the count ran out.
    const error = rejects(value, /^(\/[lr])+$/, 32, 1_000_000);
    expect(error.message).toContain('more than 1000000 bytes');
    // Without the budget the copy would read 2^29 members before the depth limit could stop it.
    expect(reads).toBeLessThan(1_000_000);
  });

  it('rule: a cycle is refused at the depth limit, or sooner when the budget runs out', () => {
    const cyclic: unknown[] = Array.from({ length: 1000 }, (_, index) => index);
    cyclic.push(cyclic);
    rejects(cyclic, '/1000'.repeat(32), 32);
    // 2,002 bytes a level: the third level overdraws 4,500.
    rejects(cyclic, '/1000'.repeat(2), 32, 4500);
  });
});

describe('isPlainJsonAt: the readers check open JSON without copying it, as the copy decides', () => {
  /** JSON values with, here and there, what the copy refuses or counts: accessors, NaN, class instances, deep nesting, long strings. */
  const hostile = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(Number.NaN, Infinity, undefined, 'x'.repeat(300), new Date(0), Object.create(null) as object),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom('a', 'b', '__proto__', 'constructor'), tie('value'), { maxKeys: 3 }),
      tie('value').map((inner) => Object.defineProperty({}, 'g', { get: () => inner, enumerable: true })),
      tie('value').map((inner) => Object.assign([], { 0: inner, 2: 1 })),
    ),
  })).value;

  it('rule: accepts exactly what copyPlainJson copies (or a null prototype, which it leaves to the copy), under the same depth and byte limits (fast-check)', () => {
    fc.assert(
      fc.property(
        hostile,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 600 }),
        (value, maxDepth, maxBytes) => {
          let copied = true;
          try {
            copyWithin(value, maxDepth, maxBytes);
          } catch (error) {
            if (!(error instanceof ProtocolError)) throw error;
            copied = false;
          }
          const previous = startByteBudget(maxBytes);
          let checked: boolean;
          try {
            checked = isPlainJsonAt(value, 0, maxDepth);
          } finally {
            restoreByteBudget(previous);
          }
          if (checked) expect(copied).toBe(true);
          else if (copied) expect(holdsNullPrototype(value)).toBe(true);
        },
      ),
      { seed: 20261202, numRuns: 3000 },
    );
  });
});

function holdsNullPrototype(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) === null) return true;
  return Object.values(value).some(holdsNullPrototype);
}
