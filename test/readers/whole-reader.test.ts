/**
 * Readers of schemas made of parts (whole-of-parts-reader.ts checkedWholeBody, strippedWholeBody,
 * wholeValueBody, checkedBody), compiled in each test: an allOf, properties of its own beside an
 * untagged union, a value bounded as a whole (maxJsonBytes, maxEntries), and a part's check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { compiledReaders, refusal } from './support/compiled-readers.ts';
import { jsonCost } from './support/json-cost.ts';
import { jsonData } from './support/json-data.ts';
import { SEEDED, variantsOf } from './support/variants.ts';

const BASE = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } };

describe('allOf', () => {
  it("rule: an allOf whose one member strips as the whole does: every member checks, that member's output is the value", () => {
    const types = {
      Base: BASE,
      T: {
        allOf: [
          { $ref: '#/types/Base' },
          { type: 'object', required: ['a'], properties: { a: { type: 'string', minLength: 2 } } },
        ],
      },
    };
    const { readers, checkAll } = agreement(types);
    const kept = { a: 'xy', b: 1 };
    expect(readers.read('T', kept)).toBe(kept);
    expect(readers.read('T', { a: 'xy', junk: 1 })).toEqual({ a: 'xy' });
    expect(checkAll('T', [kept, { a: 'xy', junk: 1 }, { a: 'x' }, { b: 1 }, { a: 'xy', b: 'z' }, []])).toMatchObject({
      read: 2,
      refused: 4,
    });
    expect(readers.reason('T', { a: 'x' })).toEqual(at('minLength', { limit: 2 }, '/a'));
    expect(readers.reason('T', { b: 1 })).toEqual(at('required', { missingProperty: 'a' }));
  });

  it("rule: an allOf that keeps the value whole (an array's parts) checks every part and returns the value", () => {
    const { readers, checkAll } = agreement({
      T: {
        type: 'array',
        allOf: [
          { type: 'array', maxItems: 2 },
          { type: 'array', items: { type: 'number' } },
        ],
      },
    });
    const value = [1, 2];
    expect(readers.read('T', value)).toBe(value);
    expect(checkAll('T', [[1, 2], [1, 2, 3], ['a'], [], {}])).toMatchObject({ read: 2, refused: 3 });
    expect(readers.reason('T', [1, 2, 3])).toEqual(at('maxItems', { limit: 2 }));
  });

  it('rule: an object beside a member that declares nothing keeps the value whole, unknown members too, once checked', () => {
    const { readers, check } = agreement(
      { T: { type: 'object', properties: { a: { type: 'string' } }, allOf: [{}] } },
      { maxDepth: 3 },
    );
    const value = { a: 'x', junk: { deep: 1 } };
    expect(readers.read('T', value)).toBe(value);
    expect(check('T', { a: 1 })).toBe('refused');
    expect(check('T', { junk: { a: { b: {} } } })).toBe('not plain');
    expect(readers.read('T', Object.assign(Object.create(null) as object, { a: 'x' }))).toBe(FAIL);
  });

  it('rule: an allOf of any JSON is any JSON', () => {
    const types = { JsonData: jsonData(), T: { allOf: [{ $ref: '#/types/JsonData' }] } };
    const { readers } = agreement(types);
    const value = { a: [1, { b: 'c' }] };
    expect(readers.read('T', value)).toBe(value);
  });

  it('rule: parts none of which strips as the whole does are Unsupported', () => {
    const a = { type: 'object', properties: { a: { type: 'string' } } };
    const b = { type: 'object', properties: { b: { type: 'string' } } };
    expect(refusal({ T: { allOf: [a, b] } }, 'T')).toBe('parts whose plan strips');
  });
});

describe('own properties beside an untagged union', () => {
  const FIELD = {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' }, min: { type: 'number' }, max: { type: 'number' } },
    anyOf: [{ required: ['min'] }, { required: ['max'] }],
  };

  it("rule: the union's branches check presence, the own object strips: a value holds when it holds against both", () => {
    const { anyOf, ...own } = FIELD;
    const { readers, checkAll } = agreement({ T: FIELD, O: { ...own, oneOf: anyOf } });
    expect(readers.read('T', { name: 'n', min: 1, junk: 2 })).toEqual({ name: 'n', min: 1 });
    const values = [
      { name: 'n', min: 1, junk: 2 },
      { name: 'n', max: 1 },
      { name: 'n', min: 1, max: 2 },
      { name: 'n' },
      { min: 1 },
      { name: 'n', min: 'x' },
    ];
    expect(checkAll('T', values)).toMatchObject({ read: 3, refused: 3 });
    expect(checkAll('O', values)).toMatchObject({ read: 2, refused: 4 });
    expect(readers.reason('T', { name: 'n' })).toEqual(at('anyOf', {}));
    expect(readers.reason('O', { name: 'n', min: 1, max: 2 })).toEqual(at('oneOf', { passingSchemas: [0, 1] }));
  });

  it('rule: beside a branch that keeps the value whole, the own part checks and the value is returned as it is', () => {
    const types = {
      T: {
        type: 'object',
        properties: { a: { type: 'string' } },
        oneOf: [{}, { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] }],
      },
    };
    const { checkAll } = agreement(types, { maxDepth: 3 });
    expect(checkAll('T', [{ a: 'x', junk: 1 }, { a: 1 }, { a: 'x', b: 1 }, { junk: { a: { b: {} } } }])).toMatchObject({
      read: 1,
      refused: 2,
      'not plain': 1,
    });
  });

  it('rule: own properties beside a union agree with Ajv on every variant (fast-check)', () => {
    const { check } = agreement({ T: FIELD });
    fc.assert(
      fc.property(
        variantsOf(
          [
            { name: 'n', min: 1 },
            { name: 'n', max: 2, junk: 0 },
          ],
          ['n', 1, 'x', null],
          ['name', 'min', 'max'],
        ),
        (value) => {
          check('T', value);
        },
      ),
      SEEDED,
    );
  });
});

describe('whole-value bounds', () => {
  it('rule: maxJsonBytes holds at the bound and fails one byte past it, measured on the value as it arrived', () => {
    const { readers, checkAll } = agreement({
      T: { maxJsonBytes: 12 },
      O: { type: 'object', properties: { a: { type: 'string' } }, maxJsonBytes: 12 },
    });
    // {"a":"abcde"} is 13 bytes, {"a":"abcd"} 12, {"a":"é"} 9.
    expect(checkAll('T', [{ a: 'abcd' }, { a: 'abcde' }, { a: 'éé' }, { a: 'ééé' }])).toMatchObject({
      read: 2,
      refused: 2,
    });
    expect(readers.reason('T', { a: 'abcde' })).toEqual(at('maxJsonBytes', { limit: 12 }));
    expect(checkAll('O', [{ a: 'abcd' }, { a: 'x', b: 'abcdefg' }, { a: 1 }])).toMatchObject({ read: 1, refused: 2 });
    expect(readers.reason('O', { a: 'x', b: 'abcdefg' })).toEqual(at('maxJsonBytes', { limit: 12 }));
    // {"a":"x","b":1} is 15 bytes, 9 once stripped: measured before stripping.
    expect(readers.read('O', { a: 'x', b: 1 })).toBe(FAIL);
    expect(readers.read('O', { b: 1 })).toEqual({});
  });

  it('rule: maxEntries counts items and members over the whole value: at the bound holds, one more fails', () => {
    const { readers, checkAll } = agreement({
      T: { maxEntries: 3 },
      A: { type: 'array', items: { type: 'object', properties: {} }, maxEntries: 3 },
    });
    expect(checkAll('T', [[1, 2, 3], [1, 2, 3, 4], { a: [1, 2] }, { a: [1, 2, 3] }, 'x'])).toMatchObject({
      read: 3,
      refused: 2,
    });
    expect(readers.reason('T', [1, 2, 3, 4])).toEqual(at('maxEntries', { limit: 3 }));
    expect(
      checkAll('A', [
        [{ a: 1 }, {}],
        [{ a: 1, b: 2 }, {}],
      ]),
    ).toMatchObject({ read: 1, refused: 1 });
    expect(readers.reason('A', [{ a: 1, b: 2 }, {}])).toEqual(at('maxEntries', { limit: 3 }));
  });

  it('rule: a bounded value is plain JSON within the depth limit', () => {
    const { check } = agreement(
      { T: { maxEntries: 10 }, D: { maxJsonBytes: 100, allOf: [{ $ref: '#/types/JsonData' }] }, JsonData: jsonData() },
      { maxDepth: 2 },
    );
    expect(check('T', [[1]])).toBe('read');
    expect(check('T', [[[1]]])).toBe('not plain');
    expect(check('D', [[1]])).toBe('read');
  });

  it("rule: on open JSON the bound spends the copy's budget; beside other keywords, the value is read twice and spends it twice", () => {
    const readers = compiledReaders({
      T: { maxEntries: 10 },
      O: { type: 'object', additionalProperties: true, maxJsonBytes: 100 },
    });
    const value = { a: 'xyz', b: [1] };
    const cost = jsonCost(value);
    expect(readers.read('T', value, { budget: cost })).toBe(value);
    expect(readers.read('T', value, { budget: cost - 1 })).toBe(FAIL);
    expect(readers.read('O', value, { budget: 2 * cost })).toBe(value);
    expect(readers.read('O', value, { budget: 2 * cost - 1 })).toBe(FAIL);
  });
});

describe("a part's check", () => {
  const PROGRESS = {
    type: 'object',
    required: ['value'],
    properties: { value: { type: 'number' }, total: { type: 'number' } },
    check: 'progressWithinTotal',
  };

  it('rule: the check reads what the schema read, and its failure is the reason at the path it names', () => {
    const { readers, checkAll } = agreement({
      P: PROGRESS,
      R: { $ref: '#/types/Q', check: 'progressWithinTotal' },
      Q: { type: 'object', properties: { value: { type: 'number' }, total: { type: 'number' } } },
    });
    expect(readers.read('P', { value: 2, total: 3, junk: 1 })).toEqual({ value: 2, total: 3 });
    expect(
      checkAll('P', [
        { value: 2, total: 3 },
        { value: 0.5 },
        { value: 2 },
        { value: 4, total: 3 },
        { value: 'x' },
        { value: 3, total: 3, junk: 9 },
      ]),
    ).toMatchObject({ read: 3, refused: 3 });
    expect(readers.reason('P', { value: 4, total: 3 })).toEqual(
      at('check', { check: 'progressWithinTotal', reason: 'must be <= total (3)' }, '/value'),
    );
    expect(checkAll('R', [{ value: 2, total: 3 }, { value: 2 }])).toMatchObject({ read: 1, refused: 1 });
    expect(readers.compiler.checks).toEqual(new Set(['progressWithinTotal']));
  });

  it("rule: a check on an item is reported at the item's path", () => {
    const item = { type: 'object', properties: { name: { type: 'string' } } };
    const { readers, check } = agreement({
      T: { type: 'object', properties: { list: { type: 'array', items: item, check: 'uniqueNames' } } },
    });
    expect(check('T', { list: [{ name: 'a' }, { name: 'a', junk: 1 }] })).toBe('refused');
    expect(readers.reason('T', { list: [{ name: 'a' }, { name: 'a' }] })).toEqual(
      at('check', { check: 'uniqueNames', reason: 'must NOT repeat "a" (item 0 has it)' }, '/list/1/name'),
    );
    expect(check('T', { list: [{ name: 'a' }, { name: 'b', junk: 1 }] })).toBe('read');
  });
});
