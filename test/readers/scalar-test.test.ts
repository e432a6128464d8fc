/**
 * Readers of scalar schemas (generator/emit/readers/scalar-test.ts), compiled in each test: they
 * accept exactly what Ajv accepts, at every bound and one either side, and fail with the reason Ajv
 * reports (keyword, params, message). Strings count code points (minLength/maxLength) and UTF-8
 * bytes (maxBytes); an ASCII-only pattern lets them compare lengths instead.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { compiledReaders, refusal } from './support/compiled-readers.ts';
import { SEEDED } from './support/variants.ts';

const EMOJI = '\u{1F600}';
const SCALARS = [null, true, false, 0, -1, 1, 1.5, -0.5, 2 ** 53, '', 'a', 'abc', 'é', EMOJI, [], {}, [1], { a: 1 }];

/** The reason of the reader of `schema` for `value`, as readReason gives it, after checking every rule on it. */
function reasonFor(schema: JsonSchema, value: unknown) {
  const { readers, check } = agreement({ T: schema });
  check('T', value);
  return readers.reason('T', value);
}

describe('types', () => {
  it("rule: each scalar type accepts exactly the values Ajv does, and reports type with the schema's type", () => {
    for (const type of ['string', 'number', 'integer', 'boolean', 'null']) {
      const tally = agreement({ T: { type } }).checkAll('T', SCALARS);
      expect(tally.read, type).toBeGreaterThan(0);
      expect(tally.refused, type).toBeGreaterThan(0);
    }
    expect(reasonFor({ type: 'integer' }, 1.5)).toEqual(at('type', { type: 'integer' }));
    expect(reasonFor({ type: 'number' }, '1')).toEqual(at('type', { type: 'number' }));
    expect(reasonFor({ type: 'null' }, false)).toEqual(at('type', { type: 'null' }));
    expect(reasonFor({ type: 'boolean' }, 0)).toEqual(at('type', { type: 'boolean' }));
    expect(reasonFor({ type: 'string' }, null)).toEqual(at('type', { type: 'string' }));
  });

  it('rule: a type array accepts a value of any type it lists and reports the list', () => {
    const { checkAll, readers } = agreement({ T: { type: ['string', 'null'] }, U: { type: ['integer', 'boolean'] } });
    expect(checkAll('T', SCALARS)).toMatchObject({ read: 6 });
    expect(checkAll('U', SCALARS)).toMatchObject({ read: 6 });
    expect(readers.reason('T', 1)).toEqual(at('type', { type: ['string', 'null'] }));
  });

  it('rule: a number that is not finite is no JSON: the reader fails', () => {
    const readers = compiledReaders({ T: { type: 'number' }, U: { type: ['number', 'string'] } });
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(readers.read('T', value)).toBe(FAIL);
      expect(readers.read('U', value)).toBe(FAIL);
    }
    expect(readers.read('T', 3)).toBe(3);
  });
});

describe('const and enum', () => {
  it('rule: const accepts its value alone and reports allowedValue', () => {
    expect(agreement({ T: { const: 'on' } }).checkAll('T', ['on', 'off', 'On', null, 0])).toMatchObject({
      read: 1,
      refused: 4,
    });
    expect(reasonFor({ const: 'on' }, 'off')).toEqual(at('const', { allowedValue: 'on' }));
    expect(reasonFor({ const: null }, 0)).toEqual(at('const', { allowedValue: null }));
    expect(reasonFor({ type: 'integer', const: 2 }, 3)).toEqual(at('const', { allowedValue: 2 }));
  });

  it('rule: an enum, short or long, accepts its values alone and reports allowedValues', () => {
    const short = ['a', 1, null, false];
    const long = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 1];
    const { checkAll } = agreement({ S: { enum: short }, L: { enum: long } });
    expect(checkAll('S', [...short, 'b', 0, true, '1'])).toMatchObject({ read: 4, refused: 4 });
    expect(checkAll('L', [...long, 'h', 2, null, '1'])).toMatchObject({ read: 8, refused: 4 });
    expect(reasonFor({ enum: long }, 'h')).toEqual(at('enum', { allowedValues: long }));
    expect(reasonFor({ enum: ['x', 'y', 'z', 'w', 'v', 'u'] }, 'q')).toEqual(
      at('enum', { allowedValues: ['x', 'y', 'z', 'w', 'v', 'u'] }),
    );
  });

  it("rule: the type is tested before const and enum, whatever the schema's order", () => {
    expect(reasonFor({ enum: ['a', 'b'], type: 'string' }, 1)).toEqual(at('type', { type: 'string' }));
    expect(reasonFor({ const: 'a', type: 'string' }, 1)).toEqual(at('type', { type: 'string' }));
  });
});

describe('string lengths', () => {
  it('rule: minLength and maxLength count code points: at the bound holds, one past fails (ASCII, é, astral)', () => {
    const { checkAll, readers } = agreement({ T: { type: 'string', minLength: 3, maxLength: 3 } });
    const around = (unit: string) => [unit.repeat(2), unit.repeat(3), unit.repeat(4)];
    expect(
      checkAll('T', [...around('a'), ...around('é'), ...around(EMOJI), `${EMOJI}a`, `${EMOJI}${EMOJI}a`, 'a\ud800b']),
    ).toMatchObject({ read: 5, refused: 7 });
    expect(readers.reason('T', EMOJI.repeat(2))).toEqual(at('minLength', { limit: 3 }));
    expect(readers.reason('T', EMOJI.repeat(4))).toEqual(at('maxLength', { limit: 3 }));
    expect(readers.reason('T', 'aaaa')).toEqual(at('maxLength', { limit: 3 }));
    expect(readers.reason('T', 'aa')).toEqual(at('minLength', { limit: 3 }));
  });

  it('rule: lengths agree with Ajv on every string of ASCII, é, astral and lone surrogates (fast-check)', () => {
    const text = fc
      .array(fc.constantFrom('a', 'é', EMOJI, '\ud800', '中'), { maxLength: 10 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.nat(6), fc.nat(4), text, (min, extra, value) => {
        agreement({ T: { type: 'string', minLength: min, maxLength: min + extra } }).check('T', value);
      }),
      SEEDED,
    );
  });

  it('rule: maxBytes counts UTF-8 bytes: at the bound holds, one byte past fails', () => {
    const { checkAll, readers } = agreement({ T: { type: 'string', maxBytes: 4 } });
    expect(checkAll('T', ['aaaa', 'aaaaa', 'éé', 'éa', 'éaaa', EMOJI, `${EMOJI}a`, '中a', '中aa'])).toMatchObject({
      read: 5,
      refused: 4,
    });
    expect(readers.reason('T', 'éaaa')).toEqual(at('maxBytes', { limit: 4 }));
  });

  it('rule: beside a type that is not only string, the length keywords judge strings alone', () => {
    const { checkAll, readers } = agreement({
      T: { type: ['string', 'null'], minLength: 2, maxLength: 2, maxBytes: 2 },
    });
    expect(checkAll('T', [null, 'ab', 'a', 'abc', 'éa', 1])).toMatchObject({ read: 2, refused: 4 });
    expect(readers.reason('T', 'a')).toEqual(at('minLength', { limit: 2 }));
    expect(readers.reason('T', 'abc')).toEqual(at('maxLength', { limit: 2 }));
    expect(readers.reason('T', 'é')).toEqual(at('minLength', { limit: 2 }));
    const untyped = agreement({ T: { enum: ['ab', 'abc', 3], maxLength: 2 } });
    expect(untyped.checkAll('T', ['ab', 'abc', 3])).toMatchObject({ read: 2, refused: 1 });
  });
});

describe('patterns', () => {
  it('rule: an ASCII-only pattern beside lengths: a non-ASCII string fails the pattern, an ASCII one its lengths by units', () => {
    const { checkAll, readers } = agreement({
      T: { type: 'string', pattern: '^[a-z]+$', minLength: 2, maxLength: 3, maxBytes: 3 },
    });
    expect(checkAll('T', ['a', 'ab', 'abc', 'abcd', 'é', 'éé', 'aé', 'A1', ''])).toMatchObject({ read: 2, refused: 7 });
    expect(readers.reason('T', 'éé')).toEqual(at('pattern', { pattern: '^[a-z]+$' }));
    expect(readers.reason('T', 'abcd')).toEqual(at('maxLength', { limit: 3 }));
    expect(readers.reason('T', 'a')).toEqual(at('minLength', { limit: 2 }));
  });

  it('rule: an ASCII-only pattern with maxBytes alone: one unit past the bound fails maxBytes', () => {
    const { checkAll, readers } = agreement({ T: { type: 'string', pattern: '^[a-z]*$', maxBytes: 2 } });
    expect(checkAll('T', ['', 'ab', 'abc', 'é'])).toMatchObject({ read: 2, refused: 2 });
    expect(readers.reason('T', 'abc')).toEqual(at('maxBytes', { limit: 2 }));
  });

  it('rule: a pattern matches by code points (u flag) where it names a code point escape or a non-ASCII character', () => {
    const escape = agreement({ T: { type: 'string', pattern: '^\\u{41}$' } });
    expect(escape.checkAll('T', ['A', 'u'.repeat(41), 'B'])).toMatchObject({ read: 1, refused: 2 });
    const anyChar = agreement({ T: { type: 'string', pattern: '^.$' } });
    expect(anyChar.checkAll('T', [EMOJI, 'a', 'ab', `${EMOJI}${EMOJI}`])).toMatchObject({ read: 2, refused: 2 });
  });

  it('rule: beside a type that is not only string, a pattern judges strings alone', () => {
    const { checkAll, readers } = agreement({ T: { type: ['string', 'integer'], pattern: '^x' } });
    expect(checkAll('T', ['x', 'xy', 'y', 3, 1.5])).toMatchObject({ read: 3, refused: 2 });
    expect(readers.reason('T', 'y')).toEqual(at('pattern', { pattern: '^x' }));
  });
});

describe('numbers', () => {
  const BOUNDS = [
    ['minimum', 3, '>=', [3, 4], [2, 2.99]],
    ['maximum', 3, '<=', [3, 2], [4, 3.01]],
    ['exclusiveMinimum', 3, '>', [4, 3.01], [3, 2]],
    ['exclusiveMaximum', 3, '<', [2, 2.99], [3, 4]],
  ] as const;

  it('rule: each bound holds on its side of the limit, the limit itself as JSON Schema says, and reports comparison and limit', () => {
    for (const [keyword, limit, comparison, pass, failing] of BOUNDS) {
      const { checkAll, readers } = agreement({
        T: { type: 'number', [keyword]: limit },
        I: { type: 'integer', [keyword]: limit },
      });
      expect(checkAll('T', [...pass, ...failing]), keyword).toEqual({ read: 2, refused: 2, 'not plain': 0 });
      for (const value of failing)
        expect(readers.reason('T', value), keyword).toEqual(at(keyword, { comparison, limit }));
      expect(checkAll('I', [...pass, ...failing].filter(Number.isInteger)).read, keyword).toBe(
        pass.filter(Number.isInteger).length,
      );
    }
  });

  it('rule: beside a type that is not only number, the bounds judge numbers alone', () => {
    const { checkAll, readers } = agreement({ T: { type: ['number', 'string'], minimum: 0, exclusiveMaximum: 10 } });
    expect(checkAll('T', ['-5', 'x', 0, 9.5, -1, 10])).toMatchObject({ read: 4, refused: 2 });
    expect(readers.reason('T', 10)).toEqual(at('exclusiveMaximum', { comparison: '<', limit: 10 }));
    expect(agreement({ T: { enum: [1, 5, 'a'], maximum: 3 } }).checkAll('T', [1, 5, 'a'])).toMatchObject({
      read: 2,
      refused: 1,
    });
  });

  it('rule: numbers agree with Ajv around every bound (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOUNDS.map((bound) => bound[0])),
        fc.integer({ min: -3, max: 3 }),
        fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -5, max: 5, noNaN: true })),
        (keyword, limit, value) => {
          agreement({ T: { type: 'number', [keyword]: limit } }).check('T', value);
        },
      ),
      SEEDED,
    );
  });
});

describe('schemas of schemas', () => {
  it('rule: not refuses what its schema accepts, reporting not', () => {
    const { checkAll, readers } = agreement({ T: { type: 'string', not: { enum: ['a', 'b'] } } });
    expect(checkAll('T', ['a', 'b', 'c', 1])).toMatchObject({ read: 1, refused: 3 });
    expect(readers.reason('T', 'a')).toEqual(at('not', {}));
  });

  it('rule: a oneOf of scalars holds when exactly one branch does, else reports the passing branches (null or the first two)', () => {
    const { checkAll, readers } = agreement({
      T: { oneOf: [{ type: 'string' }, { const: 'a' }, { type: 'integer' }] },
    });
    expect(checkAll('T', ['b', 1, 'a', 1.5, null])).toMatchObject({ read: 2, refused: 3 });
    expect(readers.reason('T', 'a')).toEqual(at('oneOf', { passingSchemas: [0, 1] }));
    expect(readers.reason('T', null)).toEqual(at('oneOf', { passingSchemas: null }));
  });

  it('rule: an anyOf of scalars holds when a branch does, else reports anyOf', () => {
    const { checkAll, readers } = agreement({ T: { anyOf: [{ type: 'string', maxLength: 1 }, { type: 'null' }] } });
    expect(checkAll('T', ['a', null, 'ab', 1])).toMatchObject({ read: 2, refused: 2 });
    expect(readers.reason('T', 'ab')).toEqual(at('anyOf', {}));
  });

  it("rule: an allOf and a $ref of scalars are checked in line: the member's own keyword is the reason", () => {
    const types = {
      Short: { type: 'string', maxLength: 2 },
      T: { allOf: [{ $ref: '#/types/Short' }, { pattern: '^a' }] },
      R: { $ref: '#/types/Short' },
    };
    const { checkAll, readers } = agreement(types);
    expect(checkAll('T', ['a', 'ab', 'abc', 'b', 1])).toMatchObject({ read: 2, refused: 3 });
    expect(readers.reason('T', 'abc')).toEqual(at('maxLength', { limit: 2 }));
    expect(readers.reason('T', 'b')).toEqual(at('pattern', { pattern: '^a' }));
    expect(readers.reason('T', 1)).toEqual(at('type', { type: 'string' }));
    expect(checkAll('R', ['ab', 'abc'])).toMatchObject({ read: 1, refused: 1 });
  });

  it('rule: a scalar schema the readers agree on with Ajv on any scalar (fast-check over composed schemas)', () => {
    const leaf = fc.constantFrom<JsonSchema>(
      { type: 'string' },
      { type: 'integer' },
      { const: 'a' },
      { enum: [1, 'b', null] },
      { type: 'string', maxLength: 1 },
      { type: 'number', minimum: 0 },
    );
    const schema = fc.oneof(
      leaf,
      fc.record({ oneOf: fc.array(leaf, { minLength: 1, maxLength: 3 }) }),
      fc.record({ anyOf: fc.array(leaf, { minLength: 1, maxLength: 3 }) }),
      fc.record({ type: fc.constantFrom('string', 'number'), not: leaf }),
    ) as fc.Arbitrary<JsonSchema>;
    fc.assert(
      fc.property(schema, fc.constantFrom(...SCALARS), (T, value) => {
        agreement({ T }).check('T', value);
      }),
      SEEDED,
    );
  });
});

describe('the byte budget', () => {
  it('rule: a string spends its length: a budget of its length reads it, one less fails', () => {
    const readers = compiledReaders({ T: { type: 'string' }, N: { type: ['number', 'null'] } });
    expect(readers.read('T', 'abcd', { budget: 4 })).toBe('abcd');
    expect(readers.read('T', 'abcd', { budget: 3 })).toBe(FAIL);
    // Of another type too, before its type is tested: the copy spends it whatever the schema.
    expect(readers.read('N', 'abcd', { budget: 3 })).toBe(FAIL);
    expect(readers.reason('N', 'abcd')).toEqual(at('type', { type: ['number', 'null'] }));
    const union = compiledReaders({ T: { anyOf: [{ type: 'number' }, { type: 'string' }] } });
    // A union of scalars is one test: the string is spent once.
    expect(union.read('T', 'abcd', { budget: 4 })).toBe('abcd');
    expect(union.read('T', 'abcd', { budget: 3 })).toBe(FAIL);
  });
});

describe('what the scalar readers refuse', () => {
  it('rule: format, multipleOf and other keywords the readers do not mirror are Unsupported', () => {
    expect(refusal({ T: { type: 'string', format: 'uuid' } }, 'T')).toBe('keyword format in a scalar schema');
    expect(refusal({ T: { type: 'number', multipleOf: 2 } }, 'T')).toBe('keyword multipleOf in a scalar schema');
  });

  it('rule: a const or enum of objects or arrays beside a scalar type is Unsupported', () => {
    expect(refusal({ T: { type: 'string', const: { a: 1 } } }, 'T')).toBe('a const that is not a scalar');
    expect(refusal({ T: { type: 'string', enum: ['a', [1]] } }, 'T')).toBe('an enum with values that are not scalars');
  });

  it('rule: a $ref that a scalar schema cannot follow, missing or back to itself, is Unsupported', () => {
    expect(refusal({ T: { type: 'string', allOf: [{ $ref: '#/types/Missing' }] } }, 'T')).toBe('$ref #/types/Missing');
    expect(refusal({ A: { allOf: [{ type: 'string' }, { $ref: '#/types/A' }] } }, 'A')).toBe('$ref #/types/A');
  });
});
