/**
 * Readers of array schemas (array-reader.ts arrayBody), compiled in each test: items by their
 * schema, item counts at their bounds, uniqueItems as the validators decide it, holes, accessors
 * and subclasses refused as the plain copy refuses them, and the input's own arrays returned
 * wherever no item loses anything.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { compiledReaders, refusal } from './support/compiled-readers.ts';
import { jsonCost } from './support/json-cost.ts';
import { SEEDED, variantsOf } from './support/variants.ts';

const POINT = { type: 'object', required: ['x'], properties: { x: { type: 'number' } } };

describe('items', () => {
  it('rule: every item is read by the items schema; the first that fails is the reason, at its index', () => {
    const { readers, checkAll } = agreement({ T: { type: 'array', items: { type: 'string', maxLength: 2 } } });
    expect(checkAll('T', [[], ['a'], ['a', 'bc'], ['a', 'bcd'], [1], 'a', {}])).toMatchObject({ read: 3, refused: 4 });
    expect(readers.reason('T', ['a', 'bcd', 'efg'])).toEqual(at('maxLength', { limit: 2 }, '/1'));
    expect(readers.reason('T', {})).toEqual(at('type', { type: 'array' }));
  });

  it("rule: items that lose a member are copied into a fresh array; the others are the input's own, and so is an array that loses nothing", () => {
    const { readers, check } = agreement({ T: { type: 'array', items: POINT } });
    const input = [{ x: 1 }, { x: 2, junk: 1 }, { x: 3 }];
    const out = readers.read('T', input) as unknown[];
    expect(out).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(out).not.toBe(input);
    expect(out[0]).toBe(input[0]);
    expect(out[2]).toBe(input[2]);
    const untouched = [{ x: 1 }, { x: 2 }];
    expect(readers.read('T', untouched)).toBe(untouched);
    expect(check('T', [{ x: 1, junk: 0 }])).toBe('read');
  });

  it('rule: an array without items holds any plain JSON items, whole', () => {
    const { readers, check } = agreement({ T: { type: 'array', maxItems: 3 } }, { maxDepth: 3 });
    const input = [{ a: [1] }, 'x', null];
    expect(readers.read('T', input)).toBe(input);
    expect(check('T', [[[[]]]])).toBe('not plain');
    expect(check('T', [[[1]]])).toBe('read');
  });

  it('rule: items agree with Ajv on every variant (fast-check)', () => {
    const { check } = agreement({ T: { type: 'array', maxItems: 3, items: POINT } });
    fc.assert(
      fc.property(
        variantsOf([[{ x: 1 }, { x: 2, y: 3 }], [], [{ x: 0 }]], [{ x: 1 }, { x: 'a' }, 1, [], {}], ['x', 'y']),
        (value) => {
          check('T', value);
        },
      ),
      SEEDED,
    );
  });
});

describe('item counts and uniqueness', () => {
  it('rule: minItems and maxItems hold at their bound and fail one past it', () => {
    const { readers, checkAll } = agreement({ T: { type: 'array', minItems: 2, maxItems: 3 } });
    expect(checkAll('T', [[1], [1, 2], [1, 2, 3], [1, 2, 3, 4]])).toMatchObject({ read: 2, refused: 2 });
    expect(readers.reason('T', [1])).toEqual(at('minItems', { limit: 2 }));
    expect(readers.reason('T', [1, 2, 3, 4])).toEqual(at('maxItems', { limit: 3 }));
  });

  it('rule: uniqueItems refuses two deep-equal items, naming the first pair as Ajv does', () => {
    const closed = { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: false };
    const { readers, checkAll } = agreement({
      T: { type: 'array', uniqueItems: true },
      C: { type: 'array', uniqueItems: true, items: closed },
    });
    expect(
      checkAll('T', [
        [1, 2],
        [1, 1],
        [{ a: 1 }, { a: 1 }],
        [{ a: 1 }, { a: 2 }],
        ['__proto__', '__proto__'],
        [[1], [1, 2]],
      ]),
    ).toMatchObject({ read: 3, refused: 3 });
    expect(readers.reason('T', [0, 1, 2, 1])).toEqual(at('uniqueItems', { i: 3, j: 1 }));
    expect(
      checkAll('C', [
        [{ a: 1 }, { a: 1 }],
        [{ a: 1 }, {}],
      ]),
    ).toMatchObject({ read: 1, refused: 1 });
  });
});

describe('what the plain copy refuses', () => {
  it('rule: a hole, an accessor item or an array subclass fails the reader as it fails the copy', () => {
    const { readers, check } = agreement({ T: { type: 'array', items: { type: 'number' } } });
    // eslint-disable-next-line no-sparse-arrays -- the hole is the case under test
    expect(check('T', [1, , 2])).toBe('not plain');
    expect(check('T', Object.defineProperty([1, 2], 1, { get: () => 2 }))).toBe('not plain');
    expect(readers.read('T', new (class Items extends Array {})())).toBe(FAIL);
    expect(readers.reason('T', new (class Items extends Array {})())).toEqual(at('', {}));
  });

  it('rule: arrays nested to the depth limit read, one more level fails', () => {
    const { check } = agreement({ T: { type: 'array', items: { $ref: '#/types/T' } } }, { maxDepth: 2 });
    expect(check('T', [[]])).toBe('read');
    expect(check('T', [[[]]])).toBe('not plain');
  });

  it('rule: the reader spends what the copy spends: 2 bytes an item, the exact budget reads, one byte less fails', () => {
    const readers = compiledReaders({ T: { type: 'array', items: { type: 'array', items: { type: 'string' } } } });
    for (const value of [[], [[]], [['ab'], ['c', 'd']]]) {
      const cost = jsonCost(value);
      expect(readers.read('T', value, { budget: cost })).toBe(value);
      expect(readers.read('T', value, { budget: cost - 1 })).toBe(FAIL);
    }
  });
});

describe('what array readers refuse', () => {
  it('rule: an array keyword the readers do not mirror is Unsupported', () => {
    expect(refusal({ T: { type: 'array', contains: { type: 'number' } } }, 'T')).toBe('array keywords contains');
    expect(refusal({ T: { type: 'array', prefixItems: [{ type: 'number' }] } }, 'T')).toBe(
      'array keywords prefixItems',
    );
  });

  it('rule: items that are not one schema are Unsupported', () => {
    expect(refusal({ T: { type: 'array', items: false } }, 'T')).toBe('items that is not one schema');
  });

  it('rule: uniqueItems over items that are stripped is Unsupported (Ajv compares them before stripping)', () => {
    expect(refusal({ T: { type: 'array', uniqueItems: true, items: POINT } }, 'T')).toBe(
      'uniqueItems over items that are stripped',
    );
    expect(refusal({ P: POINT, T: { type: 'array', uniqueItems: true, items: { $ref: '#/types/P' } } }, 'T')).toBe(
      'uniqueItems over items that are stripped',
    );
  });

  it('rule: uniqueItems over items copied whole compiles: scalars, closed or open objects, any JSON, arrays of such', () => {
    const whole = [
      { type: 'string' },
      { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true },
      {
        type: 'object',
        properties: { a: { type: 'string' } },
        additionalProperties: { type: 'array', items: { type: 'number' } },
      },
      { type: 'array', items: { type: 'object', additionalProperties: false } },
      { oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }] },
      { $ref: '#/types/S' },
      {},
    ];
    for (const items of whole)
      expect(
        refusal({ S: { type: 'string' }, T: { type: 'array', uniqueItems: true, items } }, 'T'),
        JSON.stringify(items),
      ).toBeUndefined();
    const stripped = [
      {
        type: 'object',
        properties: { a: { type: 'string' } },
        additionalProperties: { type: 'object', properties: {} },
      },
      { type: 'array', items: POINT },
      { anyOf: [{ type: 'string' }, POINT] },
      // Neither an object nor an array, but its plan strips: an allOf of open objects, properties without a type.
      { allOf: [{ type: 'object', properties: { a: { type: 'number' } } }] },
      { properties: { a: { type: 'number' } } },
    ];
    for (const items of stripped)
      expect(refusal({ T: { type: 'array', uniqueItems: true, items } }, 'T'), JSON.stringify(items)).toBe(
        'uniqueItems over items that are stripped',
      );
  });
});
