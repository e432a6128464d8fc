/**
 * An object with properties of its own beside a union told apart by a tag
 * (generator/emit/readers/tagged-branch-objects.ts): read, for each tag, by one object schema made
 * of its own keywords and the branch's members. Checked on the merged schemas themselves and on
 * readers compiled from such objects in each test, against Ajv and the strip plan.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { taggedBranchObjects } from '../../generator/emit/readers/tagged-branch-objects.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { SEEDED, variantsOf } from './support/variants.ts';

const NOTE = {
  required: ['kind', 'text'],
  properties: { kind: { const: 'note' }, text: { type: 'string', maxLength: 3 } },
};
const MARK = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: 'mark' }, level: { type: 'integer' }, at: { type: 'string', description: 'the same' } },
};
const ENTRY = {
  type: 'object',
  required: ['at', 'kind'],
  properties: { at: { type: 'string' }, kind: { type: 'string' } },
  maxProperties: 4,
  oneOf: [NOTE, MARK],
};

describe('taggedBranchObjects', () => {
  it("rule: each tag gets the object's own keywords with the branch's members and required added; a member both declare differently is an allOf of both", () => {
    expect(taggedBranchObjects(ENTRY, new Map())).toEqual({
      property: 'kind',
      branches: [
        {
          tag: 'note',
          schema: {
            type: 'object',
            required: ['at', 'kind', 'text'],
            properties: {
              at: { type: 'string' },
              kind: { allOf: [{ type: 'string' }, { const: 'note' }] },
              text: { type: 'string', maxLength: 3 },
            },
            maxProperties: 4,
          },
        },
        {
          tag: 'mark',
          schema: {
            type: 'object',
            required: ['at', 'kind'],
            properties: {
              at: { type: 'string', description: 'the same' },
              kind: { allOf: [{ type: 'string' }, { const: 'mark' }] },
              level: { type: 'integer' },
            },
            maxProperties: 4,
          },
        },
      ],
    });
  });

  it('rule: a member named __proto__ is kept as a member of the merged schema', () => {
    const schema = {
      type: 'object',
      properties: JSON.parse('{"__proto__": {"type": "string"}}') as object,
      oneOf: [NOTE, MARK],
    };
    for (const branch of taggedBranchObjects(schema, new Map())!.branches)
      expect(Object.hasOwn(branch.schema.properties as object, '__proto__')).toBe(true);
  });

  it('rule: no merge where the shape does not allow one', () => {
    const cases: Record<string, JsonSchema> = {
      'no union': { type: 'object', properties: {} },
      'no own properties': { type: 'object', oneOf: [NOTE, MARK] },
      'a type other than object': { type: 'array', properties: {}, oneOf: [NOTE, MARK] },
      'own additionalProperties': { type: 'object', properties: {}, additionalProperties: false, oneOf: [NOTE, MARK] },
      'both oneOf and anyOf': { type: 'object', properties: {}, oneOf: [NOTE, MARK], anyOf: [NOTE, MARK] },
      'an untagged union': { type: 'object', properties: {}, oneOf: [{ type: 'object' }, { type: 'array' }] },
      'an unknown-variant branch': {
        type: 'object',
        properties: {},
        oneOf: [
          NOTE,
          MARK,
          { type: 'object', required: ['kind'], properties: { kind: { not: { enum: ['note', 'mark'] } } } },
        ],
      },
      'a closed branch': { type: 'object', properties: {}, oneOf: [NOTE, { ...MARK, additionalProperties: false }] },
      'a branch without its tag required': { type: 'object', properties: {}, oneOf: [NOTE, { ...MARK, required: [] }] },
      'a branch typed otherwise': { type: 'object', properties: {}, oneOf: [NOTE, { ...MARK, type: 'array' }] },
    };
    for (const [name, schema] of Object.entries(cases))
      expect(taggedBranchObjects(schema, new Map()), name).toBeUndefined();
    expect(taggedBranchObjects({ properties: {}, anyOf: [NOTE, MARK] }, new Map())).toBeDefined();
  });
});

describe('readers of tagged objects', () => {
  it("rule: the tag picks the merged object, which checks the own and the branch's keywords and strips what neither declares", () => {
    const { readers, checkAll } = agreement({ Entry: ENTRY });
    const mark = { at: 'x', kind: 'mark', level: 2 };
    expect(readers.read('Entry', mark)).toBe(mark);
    expect(readers.read('Entry', { at: 'x', kind: 'note', text: 'hi', level: 2 })).toEqual({
      at: 'x',
      kind: 'note',
      text: 'hi',
    });
    expect(
      checkAll('Entry', [
        mark,
        { at: 'x', kind: 'note', text: 'hi', level: 2 },
        { kind: 'note', text: 'hi' },
        { at: 'x', kind: 'note' },
        { at: 1, kind: 'mark' },
        { at: 'x', kind: 'mark', a: 1, b: 2, c: 3 },
      ]),
    ).toMatchObject({ read: 2, refused: 4 });
    expect(readers.reason('Entry', { at: 'x', kind: 'note' })).toEqual(at('required', { missingProperty: 'text' }));
    expect(readers.reason('Entry', { at: 'x', kind: 'mark', a: 1, b: 2, c: 3 })).toEqual(
      at('maxProperties', { limit: 4 }),
    );
  });

  it('rule: a tag no branch names fails as the union; a missing tag as required', () => {
    const { oneOf: _oneOf, ...own } = ENTRY;
    const { readers, check } = agreement({ Entry: ENTRY, Any: { ...own, anyOf: [NOTE, MARK] } });
    for (const value of [{ at: 'x', kind: 'other' }, { at: 'x' }]) {
      check('Entry', value);
      check('Any', value);
    }
    expect(readers.reason('Entry', { at: 'x', kind: 'other' })).toEqual(at('oneOf', { passingSchemas: null }));
    expect(readers.reason('Any', { at: 'x', kind: 'other' })).toEqual(at('anyOf', {}));
    expect(readers.reason('Entry', { at: 'x' })).toEqual(at('required', { missingProperty: 'kind' }));
  });

  it('rule: tagged objects agree with Ajv on every variant (fast-check)', () => {
    const { check } = agreement({ Entry: ENTRY });
    const examples = [
      { at: 'x', kind: 'mark', level: 2 },
      { at: 'y', kind: 'note', text: 'abc', junk: 1 },
    ];
    fc.assert(
      fc.property(variantsOf(examples, ['note', 'mark', 'abcd', 1, 1.5], ['kind', 'at', 'text', 'level']), (value) => {
        check('Entry', value);
      }),
      SEEDED,
    );
  });
});
