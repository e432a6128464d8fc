import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyPlainJson } from '../../../runtime/boundary/plain-json.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';

const rejects = (value: unknown, pointer: string, maxDepth = 32) => {
  let caught: unknown;
  try {
    copyPlainJson(value, maxDepth);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ProtocolError);
  expect((caught as ProtocolError).code).toBe('invalid_request');
  expect((caught as ProtocolError).pointer).toBe(pointer);
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
});
