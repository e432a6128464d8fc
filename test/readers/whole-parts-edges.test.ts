/**
 * Wholes made of parts at their edges (reader-dispatch.ts compileBody, whole-of-parts-reader.ts checkedWholeBody,
 * strippedWholeBody): an allOf of open JSON, a union branch typed already, and a tagged oneOf part
 * of a whole that strips by another part. Compiled in each test and held to the slow path.
 */
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { refusal } from './support/compiled-readers.ts';
import { jsonCost } from './support/json-cost.ts';

/** Any JSON value, as a recursive union of the six JSON types. */
const JSON_DATA = {
  oneOf: [
    { type: 'null' },
    { type: 'boolean' },
    { type: 'number' },
    { type: 'string' },
    { type: 'array', items: { $ref: '#/types/JsonData' } },
    { type: 'object', additionalProperties: { $ref: '#/types/JsonData' } },
  ],
};

const tagged = (tag: string) => ({
  type: 'object',
  required: ['k'],
  properties: { k: { const: tag }, n: { type: 'number' } },
});

describe('an allOf of open JSON', () => {
  it("rule: an allOf whose every member is any JSON value is read once as plain JSON, however many members: the copy's budget reads it, one byte less fails", () => {
    const ref = { $ref: '#/types/JsonData' };
    const { readers, check } = agreement({
      JsonData: JSON_DATA,
      One: { allOf: [ref] },
      Two: { allOf: [ref, { ...ref }] },
    });
    const value = { a: ['x'.repeat(100), 1], b: { c: 'y'.repeat(50) } };
    const cost = jsonCost(value);
    for (const label of ['One', 'Two']) {
      expect(readers.read(label, value, { budget: cost }), label).toEqual(value);
      expect(readers.read(label, value, { budget: cost - 1 }), label).toBe(FAIL);
      expect(check(label, value), label).toBe('read');
    }
  });
});

describe('a whole that keeps the value', () => {
  it('rule: a union branch typed already is read as written: a member it requires that only the whole declares makes the compiler give up', () => {
    const T = {
      type: 'object',
      additionalProperties: true,
      properties: { a: { type: 'string' } },
      anyOf: [{ type: 'object', required: ['a'] }, {}],
    };
    expect(refusal({ T }, 'T')).toBe('required a without a declaration');
    const untyped = { ...T, anyOf: [{ required: ['a'] }, {}] };
    expect(refusal({ T: untyped }, 'T')).toBeUndefined();
  });
});

describe('a whole that strips by one of its parts', () => {
  it('rule: a tagged oneOf part fails a tag none of its branches names as oneOf, after the part it strips by has read the value', () => {
    const types = {
      U: { oneOf: [tagged('a'), tagged('b'), tagged('z')] },
      One: { allOf: [{ $ref: '#/types/U' }], oneOf: [tagged('a'), tagged('b')] },
      Any: { allOf: [{ $ref: '#/types/U' }], anyOf: [tagged('a'), tagged('b')] },
    };
    const { readers, checkAll } = agreement(types);
    expect(readers.read('One', { k: 'a', n: 1, junk: true })).toEqual({ k: 'a', n: 1 });
    expect(readers.reason('One', { k: 'z' })).toEqual(at('oneOf', { passingSchemas: null }));
    expect(readers.reason('Any', { k: 'z' })).toEqual(at('anyOf', {}));
    expect(checkAll('One', [{ k: 'a', n: 1, junk: true }, { k: 'z' }, { k: 'b', n: 'x' }])).toEqual({
      read: 1,
      refused: 2,
      'not plain': 0,
    });
  });
});
