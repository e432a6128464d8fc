/**
 * How the reader compiler follows names and bounds (compile-readers.ts): which named types are any
 * JSON, which reach an operation slot, which copy their values whole, a part's check beside a $ref,
 * the depth passed down every call, the byte budget open JSON spends, a tag held by an accessor,
 * and the message of each schema it gives up on. Compiled in each test.
 */
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { compiledReaders, refusal } from './support/compiled-readers.ts';
import { jsonCost } from './support/json-cost.ts';
import { jsonData } from './support/json-data.ts';

const JSON_REF = { $ref: '#/types/JsonData' };
const BASE = { type: 'object', properties: { a: { type: 'string' } } };
const branch = (tag: string) => ({ type: 'object', required: ['k'], properties: { k: { const: tag } } });
/** Nested `{n: …}` objects, `levels` deep. */
const nested = (levels: number): unknown => (levels === 0 ? {} : { n: nested(levels - 1) });

describe('any JSON', () => {
  it("rule: an allOf of any JSON, alone or beside a whole-value bound, reads the value once: within the copy's budget", () => {
    const types = {
      JsonData: jsonData(),
      T: { allOf: [JSON_REF] },
      Bounded: { maxJsonBytes: 10_000, allOf: [JSON_REF] },
    };
    const { readers, check } = agreement(types);
    const value = { a: ['x'.repeat(500), { b: 'y'.repeat(500) }] };
    for (const label of ['T', 'Bounded']) {
      expect(readers.read(label, value, { budget: jsonCost(value) }), label).toBe(value);
      expect(check(label, value, jsonCost(value)), label).toBe('read');
    }
  });

  it('rule: only a lone reference to an any-JSON type is any JSON: beside a type, another member or a bound, the rest is checked', () => {
    const types = {
      JsonData: jsonData(),
      Typed: { type: 'object', allOf: [JSON_REF] },
      Beside: { allOf: [JSON_REF, { type: 'object' }] },
      Bounded: { maxJsonBytes: 10_000, allOf: [JSON_REF, { type: 'object' }] },
    };
    const { checkAll } = agreement(types);
    for (const label of ['Typed', 'Beside', 'Bounded'])
      expect(checkAll(label, [[], 1, { a: [1] }]), label).toEqual({ read: 1, refused: 2, 'not plain': 0 });
    expect(refusal(types, { allOf: [{ ...JSON_REF, maxJsonBytes: 5 }] })).toBe('$ref beside constraints');
  });

  it('rule: a reference to a type that is not any JSON reads by that type', () => {
    const { readers, checkAll } = agreement({ Base: BASE, T: { allOf: [{ $ref: '#/types/Base' }] } });
    expect(checkAll('T', [{ a: 1 }, { a: 'x', junk: 1 }, []])).toEqual({ read: 1, refused: 2, 'not plain': 0 });
    expect(readers.read('T', { a: 'x', junk: 1 })).toEqual({ a: 'x' });
  });

  it('rule: the six-type shape is any JSON only when its containers hold itself (or another any-JSON type)', () => {
    const self = (name: string) => ({ $ref: `#/types/${name}` });
    const shape = (items: object, members: object) => ({
      oneOf: [
        { type: 'null' },
        { type: 'boolean' },
        { type: 'number' },
        { type: 'string' },
        { type: 'array', items },
        { type: 'object', additionalProperties: members },
      ],
    });
    const types = {
      Text: { type: 'string' },
      Strings: shape(self('Text'), self('Text')),
      T: { allOf: [self('Strings')] },
    };
    const { checkAll } = agreement(types);
    for (const label of ['Strings', 'T'])
      expect(checkAll(label, [[1], { a: 1 }, ['x'], { a: 'x' }, 1]), label).toEqual({
        read: 3,
        refused: 2,
        'not plain': 0,
      });
  });
});

describe('slots through named types', () => {
  it('rule: a type reaches a slot through any chain of named types, whatever their order', () => {
    const params = { type: 'object', additionalProperties: true };
    const types = {
      Outer: { type: 'object', properties: { middle: { $ref: '#/types/Middle' } } },
      Middle: { type: 'object', properties: { request: { $ref: '#/types/Request' } } },
      Request: { type: 'object', properties: { params } },
    };
    const readers = compiledReaders(types, { slots: [params] });
    expect(readers.read('Outer', { middle: { request: { params: { a: 1 } } } }, { slot: () => 'slot' })).toEqual({
      middle: { request: { params: 'slot' } },
    });
  });
});

describe('depth', () => {
  it('rule: members read by additionalProperties are one level deeper', () => {
    const { readers, check } = agreement(
      { Map: { type: 'object', additionalProperties: { $ref: '#/types/Map' } } },
      { maxDepth: 3 },
    );
    expect(check('Map', nested(2))).toBe('read');
    expect(check('Map', nested(5))).toBe('not plain');
    expect(readers.read('Map', nested(5))).toBe(FAIL);
  });
});

describe('a check beside a $ref', () => {
  const PROGRESS = {
    type: 'object',
    required: ['value'],
    properties: { value: { type: 'number' }, total: { type: 'number' } },
  };

  it("rule: a $ref with a part's check reads by the type, then the check reads what it returned", () => {
    const inline = { P: { $ref: '#/types/Progress', check: 'progressWithinTotal' } };
    const { readers, checkAll } = agreement({ Progress: PROGRESS }, { inline });
    expect(readers.read('P', { value: 1, total: 2, junk: 3 })).toEqual({ value: 1, total: 2 });
    expect(checkAll('P', [{ value: 1, total: 2 }, { value: 3, total: 2 }, { value: 'x' }, {}])).toEqual({
      read: 1,
      refused: 3,
      'not plain': 0,
    });
    expect(readers.reason('P', { value: 'x' })).toEqual(at('type', { type: 'number' }, '/value'));
    expect(readers.reason('P', {})).toEqual(at('required', { missingProperty: 'value' }));
  });
});

describe('values copied whole', () => {
  it('rule: uniqueItems over items of any JSON, or of a recursive type that strips nothing, compiles', () => {
    // JSON data whose strings are short: not any JSON, but its plan strips nothing.
    const short = jsonData('Nest');
    const types = {
      JsonData: jsonData(),
      Nest: { oneOf: short.oneOf.map((branch) => (branch.type === 'string' ? { ...branch, maxLength: 5 } : branch)) },
      Anything: { type: 'array', uniqueItems: true, items: JSON_REF },
      Nests: { type: 'array', uniqueItems: true, items: { $ref: '#/types/Nest' } },
    };
    const { checkAll } = agreement(types);
    expect(
      checkAll('Anything', [
        [1, { a: 1 }],
        [{ a: 1 }, { a: 1 }],
      ]),
    ).toEqual({ read: 1, refused: 1, 'not plain': 0 });
    expect(checkAll('Nests', [['a', { a: ['b'] }], [{ a: 1 }, { a: 1 }], ['abcdefg']])).toEqual({
      read: 1,
      refused: 2,
      'not plain': 0,
    });
  });

  it('rule: a recursive type that strips is not copied whole, and the question ends (no endless recursion)', () => {
    const types = {
      Tree: {
        type: 'object',
        additionalProperties: false,
        properties: { kids: { type: 'array', items: { $ref: '#/types/Tree' } }, meta: BASE },
      },
      Forest: { type: 'array', uniqueItems: true, items: { $ref: '#/types/Tree' } },
    };
    expect(refusal(types, 'Forest')).toBe('uniqueItems over items that are stripped');
  });
});

describe('tagged unions', () => {
  it('rule: a tag held by an accessor is given up on, with no reason (the copy refuses it)', () => {
    const readers = compiledReaders({ T: { oneOf: [branch('a'), branch('b')] } });
    const value = Object.defineProperty({}, 'k', { get: () => 'a', enumerable: true });
    expect(readers.read('T', value)).toBe(FAIL);
    expect(readers.reason('T', value)).toEqual(at('', {}));
    expect(readers.reason('T', { k: 'z' })).toEqual(at('oneOf', { passingSchemas: null }));
  });

  it('rule: a branch naming a type that failed before fails the union with it', () => {
    const types = { A: branch('a'), B: branch('b'), U: { oneOf: [{ $ref: '#/types/A' }, { $ref: '#/types/B' }] } };
    expect(refusal(types, 'U')).toBeUndefined();
    expect(refusal(types, 'U', { failed: ['A'] })).toBe('type A');
  });

  it('rule: an unknown-variant branch must be typed object and require the tag', () => {
    const fallback = { required: ['k'], properties: { k: { type: 'string', not: { enum: ['a', 'b'] } } } };
    expect(refusal({ U: { oneOf: [branch('a'), branch('b'), { type: 'object', ...fallback }] } }, 'U')).toBeUndefined();
    expect(refusal({ U: { oneOf: [branch('a'), branch('b'), fallback] } }, 'U')).toBe(
      'a branch that is not typed object',
    );
  });
});

describe('what the compiler gives up on', () => {
  it('rule: the message names every keyword it cannot read, comma separated', () => {
    expect(refusal({}, { not: { type: 'string' }, if: { type: 'string' } })).toBe('a schema of keywords not, if');
    expect(refusal({}, { type: 'object', patternProperties: {}, dependentRequired: {} })).toBe(
      'object keywords patternProperties, dependentRequired',
    );
    expect(refusal({}, { type: 'array', contains: {}, prefixItems: [] })).toBe('array keywords contains, prefixItems');
  });
});
