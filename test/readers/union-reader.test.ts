/**
 * Readers of unions (union-reader.ts unionBody), compiled in each test. A union told apart by a
 * required constant reads the value by the branch its tag names (an unknown-variant branch takes
 * any other tag when it refuses every known one); any other union is read by whichever branch
 * matches, only where each branch copies its values whole or strips as the union does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { refusal } from './support/compiled-readers.ts';
import { SEEDED, variantsOf } from './support/variants.ts';

const branch = (tag: unknown, properties: object, extra: object = {}) => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: tag }, ...properties },
  ...extra,
});

const SHAPES = {
  Circle: branch('circle', { r: { type: 'number', minimum: 0 } }, { required: ['kind', 'r'] }),
  Square: branch('square', { side: { type: 'number' } }),
  Shape: { oneOf: [{ $ref: '#/types/Circle' }, { $ref: '#/types/Square' }] },
  AnyShape: { anyOf: [{ $ref: '#/types/Circle' }, { $ref: '#/types/Square' }] },
};

describe('tagged unions', () => {
  it("rule: the tag picks the branch, which reads and strips the value; the input's own object where it loses nothing", () => {
    const { readers, checkAll } = agreement(SHAPES);
    const square = { kind: 'square', side: 2 };
    expect(readers.read('Shape', square)).toBe(square);
    expect(readers.read('Shape', { kind: 'circle', r: 1, side: 3 })).toEqual({ kind: 'circle', r: 1 });
    expect(
      checkAll('Shape', [
        square,
        { kind: 'circle', r: 1, side: 3 },
        { kind: 'circle', r: -1 },
        { kind: 'circle' },
        { kind: 'square', side: 'x' },
      ]),
    ).toMatchObject({ read: 2, refused: 3 });
    expect(checkAll('AnyShape', [square, { kind: 'circle', r: 1, junk: 3 }, { kind: 'circle' }])).toMatchObject({
      read: 2,
      refused: 1,
    });
  });

  it('rule: a tag no branch names fails as the union (oneOf: no passing schema; anyOf), a missing tag as required, a value of another type as object', () => {
    const { readers, check } = agreement(SHAPES);
    for (const value of [{ kind: 'hexagon' }, { side: 1 }, [], 'circle', { kind: 1 }]) {
      check('Shape', value);
      check('AnyShape', value);
    }
    expect(readers.reason('Shape', { kind: 'hexagon' })).toEqual(at('oneOf', { passingSchemas: null }));
    expect(readers.reason('AnyShape', { kind: 'hexagon' })).toEqual(at('anyOf', {}));
    expect(readers.reason('Shape', { side: 1 })).toEqual(at('required', { missingProperty: 'kind' }));
    expect(readers.reason('Shape', [])).toEqual(at('type', { type: 'object' }));
    expect(readers.reason('Shape', { kind: 'circle', r: -1 })).toEqual(
      at('minimum', { comparison: '>=', limit: 0 }, '/r'),
    );
  });

  it('rule: a tag read through an accessor, or an object of another kind, fails the reader', () => {
    const { readers } = agreement(SHAPES);
    expect(
      readers.read('Shape', Object.defineProperty({ side: 1 }, 'kind', { get: () => 'square', enumerable: true })),
    ).toBe(FAIL);
    expect(readers.read('Shape', new Map())).toBe(FAIL);
  });

  it('rule: number and boolean tags pick their branches as strings do', () => {
    const types = {
      T: {
        oneOf: [
          branch(1, { a: { type: 'string' } }),
          branch(true, { b: { type: 'string' } }),
          branch('one', { c: { type: 'string' } }),
        ],
      },
    };
    const { checkAll, readers } = agreement(types);
    expect(
      checkAll('T', [
        { kind: 1, a: 'x', b: 'y' },
        { kind: true, b: 'y', a: 'x' },
        { kind: 'one', c: 'z' },
        { kind: false },
        { kind: '1' },
        { kind: 1, a: 2 },
      ]),
    ).toMatchObject({ read: 3, refused: 3 });
    expect(readers.read('T', { kind: true, b: 'y', a: 'x' })).toEqual({ kind: true, b: 'y' });
  });

  it('rule: tags that are equal as strings (1 and "1") do not tell branches apart: such a union is not read by its tag', () => {
    const types = { T: { oneOf: [branch(1, { a: { type: 'string' } }), branch('1', { c: { type: 'string' } })] } };
    expect(refusal(types, 'T')).toBe('an untagged union whose branches strip');
  });

  it('rule: a tagged union agrees with Ajv on every variant (fast-check)', () => {
    const { check } = agreement(SHAPES);
    const examples = [
      { kind: 'circle', r: 1 },
      { kind: 'square', side: 2, extra: true },
    ];
    fc.assert(
      fc.property(
        variantsOf(examples, ['circle', 'square', 'other', -1, 2], ['kind', 'r', 'side']),
        fc.constantFrom('Shape', 'AnyShape'),
        (value, label) => {
          check(label, value);
        },
      ),
      SEEDED,
    );
  });
});

describe('the unknown-variant branch', () => {
  const OTHER = {
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string', not: { enum: ['circle', 'square'] } }, data: { type: 'number' } },
  };

  it('rule: a tag no branch names is read by the fallback, which refuses every known tag', () => {
    const types = {
      ...SHAPES,
      Other: OTHER,
      Open: { oneOf: [{ $ref: '#/types/Circle' }, { $ref: '#/types/Square' }, { $ref: '#/types/Other' }] },
    };
    const { checkAll, readers } = agreement(types);
    expect(readers.read('Open', { kind: 'hexagon', data: 1, junk: 2 })).toEqual({ kind: 'hexagon', data: 1 });
    expect(
      checkAll('Open', [
        { kind: 'hexagon', data: 1 },
        { kind: 'hexagon', data: 'x' },
        { kind: 'circle', r: 1 },
        { kind: 'circle' },
        { kind: 3 },
      ]),
    ).toMatchObject({ read: 2, refused: 3 });
    expect(readers.reason('Open', { kind: 'hexagon', data: 'x' })).toEqual(at('type', { type: 'number' }, '/data'));
  });

  it('rule: a fallback that may take a known tag is Unsupported', () => {
    const loose = { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } };
    expect(
      refusal({ ...SHAPES, T: { oneOf: [{ $ref: '#/types/Circle' }, { $ref: '#/types/Square' }, loose] } }, 'T'),
    ).toBe('an unknown-variant branch that may take a known tag');
  });
});

describe('untagged unions', () => {
  const LIST = { type: 'array', items: { type: 'string' } };
  const CLOSED = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false };

  it('rule: anyOf of branches copied whole returns what the first matching branch reads, else fails as anyOf', () => {
    const { checkAll, readers } = agreement({ T: { anyOf: [LIST, CLOSED] } });
    expect(checkAll('T', [['a'], { a: 'x' }, {}, [1], { b: 1 }, 1])).toMatchObject({ read: 3, refused: 3 });
    expect(readers.reason('T', 1)).toEqual(at('anyOf', {}));
  });

  it('rule: oneOf holds when exactly one branch matches, and names the passing branches when two do', () => {
    const { checkAll, readers } = agreement({
      T: { oneOf: [LIST, CLOSED, { type: 'object', additionalProperties: true, maxProperties: 1 }] },
    });
    expect(checkAll('T', [['a'], { b: 1 }, { a: 'x' }, {}, 1])).toMatchObject({ read: 2, refused: 3 });
    expect(readers.reason('T', { a: 'x' })).toEqual(at('oneOf', { passingSchemas: [1, 2] }));
    expect(readers.reason('T', 1)).toEqual(at('oneOf', { passingSchemas: null }));
  });

  it('rule: branches that strip exactly as the union does are read by whichever matches', () => {
    const both = { a: { type: 'string' }, b: { type: 'number' } };
    const types = {
      T: {
        oneOf: [
          { type: 'object', required: ['a'], properties: both },
          { type: 'object', required: ['b'], properties: both, maxProperties: 1 },
        ],
      },
    };
    const { checkAll, readers } = agreement(types);
    expect(readers.read('T', { a: 'x', junk: 1 })).toEqual({ a: 'x' });
    expect(checkAll('T', [{ a: 'x', junk: 1 }, { b: 1 }, { a: 'x', b: 1 }, {}, { b: 'x' }])).toMatchObject({
      read: 3,
      refused: 2,
    });
  });

  it('rule: an untagged union whose branches strip otherwise is Unsupported', () => {
    const a = { type: 'object', required: ['a'], properties: { a: { type: 'string' } } };
    const b = { type: 'object', required: ['b'], properties: { b: { type: 'string' } } };
    expect(refusal({ T: { anyOf: [a, b] } }, 'T')).toBe('an untagged union whose branches strip');
    expect(refusal({ T: { oneOf: [a, LIST] } }, 'T')).toBe('an untagged union whose branches strip');
  });
});

describe('what tagged unions refuse', () => {
  it('rule: a branch that does not require its tag is Unsupported', () => {
    const optional = { type: 'object', properties: { kind: { const: 'b' } } };
    expect(refusal({ T: { oneOf: [branch('a', {}), optional] } }, 'T')).toBe('a branch that does not require kind');
  });

  it('rule: a branch not typed object is Unsupported', () => {
    const untyped = { required: ['kind'], properties: { kind: { const: 'b' } } };
    expect(refusal({ T: { oneOf: [branch('a', {}), untyped] } }, 'T')).toBe('a branch that is not typed object');
  });

  it('rule: a union beside other keywords a whole cannot be read by is Unsupported', () => {
    expect(
      refusal(
        {
          T: {
            type: 'object',
            maxProperties: 2,
            additionalProperties: false,
            oneOf: [branch('a', {}), branch('b', {})],
          },
        },
        'T',
      ),
    ).toBeDefined();
  });
});
