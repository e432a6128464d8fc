/**
 * Readers of schemas made of parts (whole-of-parts-reader.ts checkedWholeBody, strippedWholeBody,
 * readsEveryMember), compiled in each test: how a union's branches beside an object are typed and
 * checked for presence, which parts only check, how often the value is read, and which union
 * (oneOf or anyOf) the parts are held to.
 */
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { compiledReaders, refusal } from './support/compiled-readers.ts';
import { jsonCost } from './support/json-cost.ts';

const MIN_MAX = { min: { type: 'number' }, max: { type: 'number' } };
const HAS_MAX = { type: 'object', required: ['max'], properties: MIN_MAX, additionalProperties: false };
const branch = (tag: string) => ({ type: 'object', required: ['k'], properties: { k: { const: tag } } });

describe('a union beside an object that keeps the value whole', () => {
  it('rule: a branch without a type is read as an object that requires what it names, as Ajv reads it beside a typed object', () => {
    const T = {
      type: 'object',
      additionalProperties: false,
      properties: MIN_MAX,
      anyOf: [{ required: ['min'] }, { required: ['max'] }],
    };
    const { readers, checkAll } = agreement({ T });
    const kept = { min: 1, max: 2 };
    expect(readers.read('T', kept)).toBe(kept);
    expect(checkAll('T', [kept, { max: 2 }, { min: 1 }, {}, { junk: 1 }, { min: 'x' }, [], 5])).toEqual({
      read: 3,
      refused: 5,
      'not plain': 0,
    });
    expect(readers.reason('T', {})).toEqual(at('anyOf', {}));
  });

  it('rule: a branch closed by additionalProperties refuses every member it does not declare', () => {
    const T = {
      type: 'object',
      additionalProperties: true,
      anyOf: [
        { properties: { a: { type: 'string' } }, additionalProperties: false },
        { required: ['b'], properties: { b: {} } },
      ],
    };
    const { checkAll } = agreement({ T });
    expect(checkAll('T', [{ a: 'x' }, { b: 1, c: 2 }, { 'with space': 1 }, { c: 1 }, { a: 1 }])).toEqual({
      read: 2,
      refused: 3,
      'not plain': 0,
    });
  });

  it('rule: a branch that is a $ref reads as its type, and one typed already as written', () => {
    const types = {
      HasMax: HAS_MAX,
      T: {
        type: 'object',
        additionalProperties: false,
        properties: MIN_MAX,
        anyOf: [{ required: ['min'] }, { $ref: '#/types/HasMax' }],
      },
    };
    const { checkAll } = agreement(types);
    expect(checkAll('T', [{ min: 1 }, { max: 1 }, { min: 1, max: 1 }, { max: 1, junk: 2 }, { max: 'x' }, {}])).toEqual({
      read: 3,
      refused: 3,
      'not plain': 0,
    });
    const typed = {
      type: 'object',
      additionalProperties: false,
      properties: MIN_MAX,
      anyOf: [{ type: 'object', required: ['min'] }, { required: ['max'] }],
    };
    expect(refusal({ T: typed }, 'T')).toBe('required min without a declaration');
  });

  it('rule: beside a whole that is not an object, a branch without a type is read as written (it admits other types)', () => {
    const { checkAll } = agreement({ T: { type: 'array', anyOf: [{}, { type: 'array', maxItems: 1 }] } });
    expect(checkAll('T', [[1, 2, 3], [1], {}, 'x'])).toEqual({ read: 2, refused: 2, 'not plain': 0 });
  });

  it('rule: an anyOf of parts holds when more than one branch holds; a oneOf does not', () => {
    const branches = [{}, { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] }];
    const { readers, check } = agreement({
      Any: { type: 'object', properties: { a: { type: 'string' } }, anyOf: branches },
      One: { type: 'object', properties: { a: { type: 'string' } }, oneOf: branches },
    });
    const both = { a: 'x', b: 1, junk: true };
    expect(check('Any', both)).toBe('read');
    expect(readers.read('Any', both)).toBe(both);
    expect(check('One', both)).toBe('refused');
    expect(readers.reason('One', both)).toEqual(at('oneOf', { passingSchemas: [0, 1] }));
  });

  it('rule: a tagged oneOf of parts fails an unknown tag as oneOf, a tagged anyOf as anyOf', () => {
    const { readers, checkAll } = agreement({
      One: { type: 'object', properties: { k: { type: 'string' } }, oneOf: [branch('a'), branch('b')], allOf: [{}] },
      Any: { type: 'object', properties: { k: { type: 'string' } }, anyOf: [branch('a'), branch('b')], allOf: [{}] },
    });
    expect(checkAll('One', [{ k: 'a', x: 1 }, { k: 'z' }, {}])).toEqual({ read: 1, refused: 2, 'not plain': 0 });
    expect(readers.reason('One', { k: 'z' })).toEqual(at('oneOf', { passingSchemas: null }));
    expect(readers.reason('Any', { k: 'z' })).toEqual(at('anyOf', {}));
  });

  it('rule: a part that only checks an object refuses any other value, as the type does', () => {
    const { readers, checkAll } = agreement({
      T: {
        type: 'object',
        properties: { a: { type: 'string' } },
        oneOf: [{}, { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] }],
      },
    });
    expect(checkAll('T', [5, 'ab', true, [], { a: 'x' }])).toEqual({ read: 1, refused: 4, 'not plain': 0 });
    expect(readers.reason('T', 5)).toEqual(at('type', { type: 'object' }));
  });

  it("rule: an object closed by additionalProperties refuses an unknown member, though the union's branches read it", () => {
    const { readers, checkAll } = agreement({
      T: {
        type: 'object',
        properties: { a: { type: 'string' } },
        additionalProperties: false,
        anyOf: [
          {},
          { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: true },
        ],
      },
    });
    expect(checkAll('T', [{ a: 'x', junk: 1 }, { junk: 1 }, { a: 'x' }])).toMatchObject({ read: 1, refused: 2 });
    expect(readers.reason('T', { junk: 1 })).toEqual(at('additionalProperties', { additionalProperty: 'junk' }));
  });
});

describe('an object whose undeclared members a schema reads', () => {
  it("rule: additionalProperties that is a schema judges every undeclared member, though the union's branches read them too", () => {
    const { readers, checkAll } = agreement({
      T: { type: 'object', additionalProperties: { type: 'number' }, anyOf: [{}] },
    });
    expect(checkAll('T', [{ a: 1 }, { a: 'x' }, {}])).toEqual({ read: 2, refused: 1, 'not plain': 0 });
    expect(readers.reason('T', { a: 'x' })).toEqual(at('type', { type: 'number' }, '/a'));
  });
});

describe('what a whole that keeps the value returns', () => {
  it('rule: where no part is an object of its own, the value is returned as plain JSON: one holding an object of null prototype is given up on', () => {
    const { readers, check } = agreement({
      T: {
        type: 'array',
        allOf: [
          { type: 'array', maxItems: 3 },
          { type: 'array', minItems: 1 },
        ],
      },
    });
    const plain = [{ a: 1 }];
    expect(check('T', plain)).toBe('read');
    expect(readers.read('T', plain)).toBe(plain);
    const bare = [Object.assign(Object.create(null) as object, { a: 1 })];
    expect(readers.read('T', bare)).toBe(FAIL);
    expect(readers.reason('T', bare)).toEqual(at('', {}));
  });
});

describe('how often a whole is read', () => {
  it("rule: beside branches that read every member, the object's own part leaves its undeclared members to them: read once, not twice", () => {
    const { readers } = agreement({ T: { type: 'object', properties: { a: { type: 'string' } }, anyOf: [{}] } });
    const value = { a: 'x', junk: 'j'.repeat(1000) };
    const budget = Math.floor(1.5 * jsonCost(value));
    expect(readers.read('T', value, { budget })).toBe(value);
    expect(readers.read('T', { ...value, more: 'm'.repeat(1000) }, { budget })).toBe(FAIL);
  });

  it('rule: a whole that keeps the value is read once by each part and once more as plain JSON; no part that declares nothing', () => {
    const { readers } = agreement({ T: { allOf: [{ type: 'array', items: { type: 'string' } }] } });
    const value = ['x'.repeat(1000)];
    expect(readers.read('T', value, { budget: 2 * jsonCost(value) })).toBe(value);
  });

  it("rule: a whole that strips by one member's plan is read once, by that member, within the copy's budget", () => {
    const types = {
      Base: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } },
      T: { allOf: [{ $ref: '#/types/Base' }] },
    };
    const { readers, check } = agreement(types);
    const value = { a: 'x'.repeat(1000), junk: 'j' };
    expect(check('T', value, jsonCost(value))).toBe('read');
    expect(readers.read('T', value, { budget: jsonCost(value) })).toEqual({ a: value.a });
  });
});

describe('a whole that strips by one of its parts', () => {
  const FIELD_OWN = { type: 'object', required: ['name'], properties: { name: { type: 'string' }, ...MIN_MAX } };

  it('rule: a union branch that is a $ref reads as its type; one typed already as written', () => {
    const types = {
      HasMax: { type: 'object', required: ['max'], properties: { max: { type: 'number' } } },
      T: { ...FIELD_OWN, anyOf: [{ required: ['min'] }, { $ref: '#/types/HasMax' }] },
    };
    const { readers, checkAll } = agreement(types);
    expect(readers.read('T', { name: 'n', max: 1, junk: 2 })).toEqual({ name: 'n', max: 1 });
    expect(
      checkAll('T', [{ name: 'n', min: 1 }, { name: 'n', max: 1, junk: 2 }, { name: 'n', max: 'x' }, { name: 'n' }]),
    ).toEqual({ read: 2, refused: 2, 'not plain': 0 });
    expect(
      refusal({ T: { ...FIELD_OWN, anyOf: [{ type: 'object', required: ['min'] }, { required: ['max'] }] } }, 'T'),
    ).toBe('required min without a declaration');
  });

  it('rule: beside an own part that is not an object, a branch without a type is read as written: Unsupported', () => {
    const types = {
      Base: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } },
      T: { allOf: [{ $ref: '#/types/Base' }], anyOf: [{ required: ['a'] }, { required: ['b'] }] },
    };
    expect(refusal(types, 'T')).toBe('a schema of keywords required');
  });

  it('rule: a member of the spec that only checks here is copied first: read elsewhere, it still strips', () => {
    const M = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    const types = {
      Base: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } },
      T: { allOf: [{ $ref: '#/types/Base' }, M] },
      U: { type: 'object', properties: { m: M } },
    };
    const { readers, check } = agreement(types);
    expect(readers.read('T', { a: 'x', b: 1, junk: 2 })).toEqual({ a: 'x', b: 1 });
    expect(readers.read('U', { m: { a: 'x', junk: 1 } })).toEqual({ m: { a: 'x' } });
    expect(check('U', { m: { a: 'x', junk: 1 } })).toBe('read');
  });

  it('rule: a part that only checks gives up on an object of null prototype (no reason: the slow path decides)', () => {
    const types = {
      Base: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } },
      T: { allOf: [{ $ref: '#/types/Base' }, { type: 'object', properties: { a: { type: 'string' } } }] },
    };
    const readers = compiledReaders(types);
    const bare = Object.assign(Object.create(null) as object, { a: 'x', b: 1 });
    expect(readers.read('T', bare)).toBe(FAIL);
    expect(readers.reason('T', bare)).toEqual(at('', {}));
    expect(readers.read('T', { a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
  });
});
