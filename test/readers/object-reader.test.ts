/**
 * Readers of object schemas (object-reader.ts objectBody), compiled in each test: members by
 * their schemas, unknown members dropped, kept or read by additionalProperties, the member counts
 * and names, the depth and the byte budget as the plain copy counts them, and the input's own
 * objects returned wherever nothing under them is dropped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { copyPlainJson } from '../../runtime/boundary/plain-json.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { refusal } from './support/compiled-readers.ts';
import { jsonCost } from './support/json-cost.ts';
import { SEEDED, variantsOf } from './support/variants.ts';

const PERSON = {
  type: 'object',
  required: ['name', 'age'],
  properties: {
    name: { type: 'string', maxLength: 4 },
    age: { type: 'integer', minimum: 0 },
    note: { type: 'string' },
  },
};

describe('declared members', () => {
  it('rule: a value with every required member holds; the first required member it lacks is the reason', () => {
    const { checkAll, readers } = agreement({ T: PERSON });
    expect(
      checkAll('T', [
        { name: 'ab', age: 1 },
        { name: 'ab', age: 1, note: 'x' },
        { age: 1 },
        { name: 'a' },
        {},
        { note: 'x' },
      ]),
    ).toMatchObject({ read: 2, refused: 4 });
    expect(readers.reason('T', { age: 1 })).toEqual(at('required', { missingProperty: 'name' }));
    expect(readers.reason('T', { name: 'a', note: 'x' })).toEqual(at('required', { missingProperty: 'age' }));
    expect(readers.reason('T', {})).toEqual(at('required', { missingProperty: 'name' }));
  });

  it('rule: a member whose schema is not {} must be absent: present, it fails not', () => {
    const { readers, checkAll } = agreement({
      T: { type: 'object', properties: { a: { type: 'number' }, gone: { not: {} } } },
    });
    expect(checkAll('T', [{ a: 1 }, { a: 1, gone: null }, { gone: {} }])).toMatchObject({ read: 1, refused: 2 });
    expect(readers.reason('T', { a: 1, gone: null })).toEqual(at('not', {}, '/gone'));
  });

  it('rule: a member that fails its schema is the reason, at its own path', () => {
    const { readers, check } = agreement({ T: PERSON });
    for (const value of [
      { name: 'abcde', age: 1 },
      { name: 'a', age: -1 },
      { name: 1, age: 1 },
      { name: 'a', age: 1, note: 2 },
    ])
      check('T', value);
    expect(readers.reason('T', { name: 'abcde', age: 1 })).toEqual(at('maxLength', { limit: 4 }, '/name'));
    expect(readers.reason('T', { name: 'a', age: -1 })).toEqual(at('minimum', { comparison: '>=', limit: 0 }, '/age'));
  });

  it('rule: a value that is no object fails type object; an object of another kind fails with no reason', () => {
    const { readers, checkAll } = agreement({ T: PERSON });
    expect(checkAll('T', [null, [], 'x', 1, true])).toMatchObject({ refused: 5 });
    expect(readers.reason('T', [])).toEqual(at('type', { type: 'object' }));
    expect(readers.reason('T', null)).toEqual(at('type', { type: 'object' }));
    expect(readers.read('T', new Date())).toBe(FAIL);
    expect(readers.reason('T', new (class Person {})())).toEqual(at('', {}));
  });

  it('rule: required members of the same schema agree with Ajv on every variant (fast-check)', () => {
    const { check } = agreement({ T: PERSON });
    fc.assert(
      fc.property(
        variantsOf(
          [
            { name: 'ab', age: 1, note: 'x' },
            { name: 'abcd', age: 0 },
          ],
          ['abcde', -1, 0, 'x', null],
          ['name', 'age', 'note', 'junk'],
        ),
        (value) => {
          check('T', value);
        },
      ),
      SEEDED,
    );
  });
});

describe('unknown members', () => {
  it("rule: without additionalProperties an unknown member is dropped, the others kept in order; objects that lose nothing are the input's own", () => {
    const types = {
      T: {
        type: 'object',
        properties: {
          a: { type: 'object', properties: { x: { type: 'number' } } },
          b: { type: 'object', properties: { y: { type: 'number' } } },
          c: { type: 'number' },
        },
      },
    };
    const { readers, checkAll } = agreement(types);
    const input = { a: { x: 1 }, junk: 1, b: { y: 2, junk: [1] }, c: 3 };
    const out = readers.read('T', input) as Record<string, unknown>;
    expect(out).toEqual({ a: { x: 1 }, b: { y: 2 }, c: 3 });
    expect(Object.keys(out)).toEqual(['a', 'b', 'c']);
    expect(out.a).toBe(input.a);
    expect(out.b).not.toBe(input.b);
    const untouched = { a: { x: 1 }, b: { y: 2 }, c: 3 };
    expect(readers.read('T', untouched)).toBe(untouched);
    const nested = { c: 1, b: { y: 2, junk: 0 } };
    const read = readers.read('T', nested) as Record<string, unknown>;
    expect(read).toEqual({ c: 1, b: { y: 2 } });
    expect(Object.keys(read)).toEqual(['c', 'b']);
    expect(
      checkAll('T', [input, untouched, nested, { junk: 1, a: { x: 1 } }, { a: { x: 1, z: 2 }, c: 1 }]),
    ).toMatchObject({ read: 5 });
  });

  it('rule: a dropped member must still be plain JSON within the depth limit', () => {
    const { readers, check } = agreement({ T: { type: 'object', properties: {} } }, { maxDepth: 3 });
    expect(check('T', { junk: { a: { b: {} } } })).toBe('not plain');
    expect(check('T', { junk: { a: { b: 1 } } })).toBe('read');
    expect(readers.read('T', { junk: new Date() })).toBe(FAIL);
  });

  it('rule: additionalProperties false refuses an unknown member, naming it', () => {
    const { readers, checkAll } = agreement({
      T: { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: false },
    });
    expect(checkAll('T', [{ a: 1 }, {}, { a: 1, b: 2 }, { b: 2 }])).toMatchObject({ read: 2, refused: 2 });
    expect(readers.reason('T', { a: 1, b: 2 })).toEqual(at('additionalProperties', { additionalProperty: 'b' }));
  });

  it('rule: additionalProperties true keeps unknown members whole, as plain JSON within the depth limit', () => {
    const { readers, check } = agreement(
      { T: { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: true } },
      { maxDepth: 3 },
    );
    const input = { b: { c: [1] }, a: 1 };
    expect(readers.read('T', input)).toBe(input);
    expect(check('T', { b: { c: { d: {} } } })).toBe('not plain');
    expect(check('T', { b: { c: { d: 1 } } })).toBe('read');
    expect(check('T', { b: { c: 1 }, a: 'x' })).toBe('refused');
  });

  it('rule: an additionalProperties schema reads each unknown member, stripping it, and is the reason at its path', () => {
    const extra = { type: 'object', required: ['k'], properties: { k: { type: 'string' } } };
    const { readers, checkAll } = agreement({
      T: { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: extra },
    });
    const input = { a: 1, p: { k: 'x', junk: 1 }, q: { k: 'y' } };
    const out = readers.read('T', input) as Record<string, Record<string, unknown>>;
    expect(out).toEqual({ a: 1, p: { k: 'x' }, q: { k: 'y' } });
    expect(out.q).toBe(input.q);
    expect(readers.reason('T', { p: { k: 1 } })).toEqual(at('type', { type: 'string' }, '/p/k'));
    expect(checkAll('T', [input, { p: {} }, { p: 1 }, {}])).toMatchObject({ read: 2, refused: 2 });
  });
});

describe('member counts and names', () => {
  it('rule: minProperties and maxProperties hold at their bound and fail one past it, counting unknown members', () => {
    const { readers, checkAll } = agreement({
      T: { type: 'object', properties: { a: { type: 'number' } }, minProperties: 2, maxProperties: 3 },
    });
    expect(
      checkAll('T', [{ a: 1 }, { a: 1, b: 2 }, { a: 1, b: 2, c: 3 }, { a: 1, b: 2, c: 3, d: 4 }, { b: 1, c: 2 }]),
    ).toMatchObject({ read: 3, refused: 2 });
    expect(readers.reason('T', { a: 1 })).toEqual(at('minProperties', { limit: 2 }));
    expect(readers.reason('T', { a: 1, b: 2, c: 3, d: 4 })).toEqual(at('maxProperties', { limit: 3 }));
  });

  it("rule: propertyNames judges every member's name, declared or not, and names the first that fails", () => {
    const { readers, checkAll } = agreement({
      T: {
        type: 'object',
        properties: { ab: { type: 'number' } },
        propertyNames: { maxLength: 2, pattern: '^[a-z]+$' },
      },
    });
    expect(checkAll('T', [{ ab: 1 }, { ab: 1, c: 'x' }, { abc: 1 }, { ab: 1, B: 2 }, { é: 1 }])).toMatchObject({
      read: 2,
      refused: 3,
    });
    expect(readers.reason('T', { ab: 1, B: 2, abc: 1 })).toEqual(at('propertyNames', { propertyName: 'B' }));
  });
});

describe('what the plain copy refuses', () => {
  it('rule: an own __proto__ member, an accessor or a class instance member fails the reader as it fails the copy', () => {
    const { readers, check } = agreement({
      T: { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: true },
    });
    expect(check('T', JSON.parse('{"__proto__": 1, "a": 1}'))).toBe('not plain');
    expect(check('T', Object.defineProperty({}, 'a', { get: () => 1, enumerable: true }))).toBe('not plain');
    expect(readers.read('T', { a: 1, b: new Map() })).toBe(FAIL);
  });

  it('rule: an object of null prototype reads into an ordinary fresh object with the same members', () => {
    const { readers, check } = agreement({ T: PERSON });
    const input = Object.assign(Object.create(null) as object, { name: 'ab', age: 1, junk: 1 });
    const out = readers.read('T', input);
    expect(out).toEqual({ name: 'ab', age: 1 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(check('T', Object.assign(Object.create(null) as object, { name: 'ab', age: 1 }))).toBe('read');
  });

  it('rule: objects nested to the depth limit read; one level more fails; a reader started deeper has fewer levels', () => {
    const types = { T: { type: 'object', properties: { n: { $ref: '#/types/T' } } } };
    const { readers, check } = agreement(types, { maxDepth: 3 });
    expect(check('T', { n: { n: {} } })).toBe('read');
    expect(check('T', { n: { n: { n: {} } } })).toBe('not plain');
    expect(readers.read('T', { n: {} }, { depth: 1 })).toEqual({ n: {} });
    expect(readers.read('T', { n: { n: {} } }, { depth: 1 })).toBe(FAIL);
  });

  it('rule: the reader spends what the copy spends: the exact budget of the copy reads, one byte less fails', () => {
    const { readers } = agreement({
      T: {
        type: 'object',
        properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
        additionalProperties: true,
      },
    });
    for (const value of [{ name: 'abc' }, { name: 'abc', tags: ['x', 'yz'] }, { other: { k: 'v' }, tags: [] }, {}]) {
      const cost = jsonCost(value);
      expect(() => copyPlainJson(value, 8, cost)).not.toThrow();
      expect(() => copyPlainJson(value, 8, cost - 1)).toThrow();
      expect(readers.read('T', value, { budget: cost }), JSON.stringify(value)).toBe(value);
      expect(readers.read('T', value, { budget: cost - 1 }), JSON.stringify(value)).toBe(FAIL);
    }
  });
});

describe('what object readers refuse', () => {
  it('rule: a required member the object does not declare is Unsupported', () => {
    expect(refusal({ T: { type: 'object', required: ['a'] } }, 'T')).toBe('required a without a declaration');
  });

  it('rule: an object keyword the readers do not mirror is Unsupported', () => {
    expect(refusal({ T: { type: 'object', patternProperties: { '^x': {} } } }, 'T')).toBe(
      'object keywords patternProperties',
    );
    expect(refusal({ T: { type: 'object', properties: { a: {} }, dependentRequired: { a: ['b'] } } }, 'T')).toBe(
      'object keywords dependentRequired',
    );
  });

  it('rule: a schema that is neither object, array, scalar, union nor any JSON is Unsupported', () => {
    expect(refusal({ T: { minProperties: 1 } }, 'T')).toBe('a schema of keywords minProperties');
    expect(refusal({ T: { type: ['object', 'string'] } }, 'T')).toBe('a schema of keywords type');
  });

  it('rule: a member that cannot be read takes its object down', () => {
    expect(refusal({ T: { type: 'object', properties: { a: { type: 'string', format: 'email' } } } }, 'T')).toBe(
      'keyword format in a scalar schema',
    );
  });
});
