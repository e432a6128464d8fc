/**
 * Which keywords a scalar branch of a union may carry and still merge into one schema
 * (generator/diff/equivalent-spellings.ts): each keyword of its own type, and no two branches whose
 * types overlap (an integer is a number).
 */
import { describe, expect, it } from 'vitest';
import { mergedScalarUnion } from '../../../generator/diff/equivalent-spellings.ts';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';

const anyOf = (...branches: JsonSchema[]) => mergedScalarUnion({ anyOf: branches }, {});
const nothing: JsonSchema = { type: 'null' };

describe('mergedScalarUnion: the keywords of each scalar type', () => {
  for (const [keyword, value] of [
    ['minLength', 1],
    ['maxBytes', 32],
    ['pattern', '^a'],
    ['format', 'date'],
  ] as const) {
    it(`rule: a nullable string with ${keyword} merges into one schema keeping ${keyword}`, () => {
      expect(anyOf({ type: 'string', [keyword]: value }, nothing)).toEqual({
        type: ['null', 'string'],
        [keyword]: value,
      });
    });
  }

  for (const type of ['number', 'integer'] as const) {
    for (const [keyword, value] of [
      ['minimum', 0],
      ['maximum', 9],
      ['exclusiveMinimum', -1],
      ['exclusiveMaximum', 10],
      ['multipleOf', 3],
    ] as const) {
      it(`rule: a nullable ${type} with ${keyword} merges into one schema keeping ${keyword}, the types sorted`, () => {
        expect(anyOf({ type, [keyword]: value }, nothing)).toEqual({ type: ['null', type].sort(), [keyword]: value });
      });
    }
  }

  it('rule: a number bound on a string branch keeps the union as it is', () => {
    expect(anyOf({ type: 'string', minimum: 1 }, nothing)).toBeUndefined();
  });
});

describe('mergedScalarUnion: branches whose types overlap', () => {
  it('rule: an integer branch beside a number branch keeps the union as it is (an integer is a number)', () => {
    expect(anyOf({ type: 'integer', minimum: 1 }, { type: 'number', maximum: 5 })).toBeUndefined();
    expect(anyOf({ type: 'number', maximum: 5 }, { type: 'integer', minimum: 1 })).toBeUndefined();
  });

  it('rule: two branches of one type keep the union as it is', () => {
    expect(anyOf({ type: 'string', maxLength: 2 }, { type: 'string', minLength: 5 })).toBeUndefined();
  });

  it('rule: branches of disjoint types merge, the types sorted', () => {
    expect(anyOf({ type: 'string', maxLength: 2 }, { type: 'integer', minimum: 1 }, { type: 'boolean' })).toEqual({
      type: ['boolean', 'integer', 'string'],
      maxLength: 2,
      minimum: 1,
    });
  });
});
