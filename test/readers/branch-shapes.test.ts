/**
 * The shape tests the compiler picks a reader by: anyJsonShape (any-json-shape.ts, the union of the
 * six JSON types), refusesTags (fallback-branch.ts) and taggedBranchObjects
 * (tagged-branch-objects.ts), on schemas that come near the shape without being it.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { anyJsonShape } from '../../generator/emit/readers/any-json-shape.ts';
import { refusesTags } from '../../generator/emit/readers/fallback-branch.ts';
import { taggedBranchObjects } from '../../generator/emit/readers/tagged-branch-objects.ts';

const SELF = '#/types/Json';
const isSelf = (ref: unknown) => ref === SELF;
const SCALARS = [{ type: 'null' }, { type: 'boolean' }, { type: 'number' }, { type: 'string' }];
const ARRAY = { type: 'array', items: { $ref: SELF } };
const OBJECT = { type: 'object', additionalProperties: { $ref: SELF } };

describe('anyJsonShape', () => {
  it('rule: the six JSON types, arrays and objects of the value itself, are any JSON', () => {
    expect(anyJsonShape({ oneOf: [...SCALARS, ARRAY, OBJECT] }, isSelf)).toBe(true);
    expect(anyJsonShape({ anyOf: [OBJECT, ARRAY, ...SCALARS] }, isSelf)).toBe(true);
  });

  it('rule: an array branch with another keyword in place of items is not', () => {
    expect(anyJsonShape({ oneOf: [...SCALARS, { type: 'array', maxItems: 3 }, OBJECT] }, isSelf)).toBe(false);
  });

  it('rule: an object branch with another keyword in place of additionalProperties, or with additionalProperties true, is not', () => {
    expect(anyJsonShape({ oneOf: [...SCALARS, ARRAY, { type: 'object', maxProperties: 3 }] }, isSelf)).toBe(false);
    expect(anyJsonShape({ oneOf: [...SCALARS, ARRAY, { type: 'object', additionalProperties: true }] }, isSelf)).toBe(
      false,
    );
  });

  it('rule: a branch of integer, even shaped like the object branch, is not one of the six', () => {
    expect(
      anyJsonShape({ oneOf: [...SCALARS, ARRAY, { type: 'integer', additionalProperties: { $ref: SELF } }] }, isSelf),
    ).toBe(false);
  });
});

describe('refusesTags', () => {
  it('rule: a fallback that declares no properties refuses no tag', () => {
    expect(refusesTags({ type: 'object' }, 'kind', ['a'], new Map())).toBe(false);
  });
});

describe('taggedBranchObjects', () => {
  const A = { type: 'object', required: ['kind'], properties: { kind: { const: 'a' } } };
  const B = { type: 'object', required: ['kind'], properties: { kind: { const: 'b' }, n: { type: 'integer' } } };

  it('rule: own minProperties and propertyNames are kept in every merged branch', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { at: { type: 'string' } },
      minProperties: 2,
      propertyNames: { maxLength: 4 },
      oneOf: [A, B],
    };
    const merged = taggedBranchObjects(schema, new Map());
    expect(merged).toEqual({
      property: 'kind',
      branches: [
        {
          tag: 'a',
          schema: {
            type: 'object',
            properties: { at: { type: 'string' }, kind: { const: 'a' } },
            minProperties: 2,
            propertyNames: { maxLength: 4 },
            required: ['kind'],
          },
        },
        {
          tag: 'b',
          schema: {
            type: 'object',
            properties: { at: { type: 'string' }, kind: { const: 'b' }, n: { type: 'integer' } },
            minProperties: 2,
            propertyNames: { maxLength: 4 },
            required: ['kind'],
          },
        },
      ],
    });
  });
});
