/**
 * A schema's shape as the diff compares it (generator/diff/schema-shape.ts): one JSON text per value,
 * references followed, allOf merged only where that keeps the meaning, the types a schema admits,
 * its gate, and the keys union variants are paired by.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';
import {
  canonicalJson,
  describeTypes,
  flattenAllOf,
  gateOf,
  resolveRef,
  shapeOf,
  typeSet,
  typesWithin,
  valueSet,
  variantKeys,
} from '../../../generator/diff/schema-shape.ts';

const str = { type: 'string' } as const;
const ref = (name: string) => ({ $ref: `#/types/${name}` });
const sorted = (set: Set<string> | undefined) => (set === undefined ? undefined : [...set].sort());

describe('canonicalJson: one text per value', () => {
  it('rule: arrays keep their order and their commas, objects sort their keys', () => {
    expect(canonicalJson([2, 1])).toBe('[2,1]');
    expect(canonicalJson({ b: 1, a: [true, null] })).toBe('{"a":[true,null],"b":1}');
  });
});

describe('resolveRef: a reference chain followed', () => {
  it('rule: a reference to a missing type stops where it is', () => {
    expect(resolveRef({ $ref: '#/types/Missing', description: 'd' }, {})).toStrictEqual({
      schema: { $ref: '#/types/Missing', description: 'd' },
      names: [],
    });
  });

  it('rule: a schema without a reference is its own shape, whatever the types are called', () => {
    expect(resolveRef(str, { undefined: { type: 'number' } })).toStrictEqual({ schema: str, names: [] });
  });

  it('rule: a loop stops at the first type met twice', () => {
    const types = { A: ref('B'), B: ref('A') };
    expect(resolveRef(ref('A'), types)).toStrictEqual({ schema: ref('A'), names: ['A', 'B'] });
  });
});

describe('flattenAllOf: an allOf of objects is the object it means', () => {
  it('rule: parts whose members are all declared merge, one part may leave the object open', () => {
    const schema = {
      allOf: [
        { type: 'object', properties: { a: str }, additionalProperties: true },
        { properties: { b: str }, required: ['b'] },
      ],
    };
    expect(flattenAllOf(schema, {})).toStrictEqual({
      type: 'object',
      properties: { a: str, b: str },
      additionalProperties: true,
      required: ['b'],
    });
  });

  it('rule: a closed part that declares every member merges', () => {
    const schema = {
      allOf: [{ type: 'object', properties: { a: str }, additionalProperties: false }, { required: ['a'] }],
    };
    expect(flattenAllOf(schema, {})).toStrictEqual({
      type: 'object',
      properties: { a: str },
      additionalProperties: false,
      required: ['a'],
    });
  });

  it('rule: two parts that both say additionalProperties stay an allOf', () => {
    const schema = {
      allOf: [
        { type: 'object', properties: { a: str }, additionalProperties: true },
        { properties: { b: str }, additionalProperties: true },
      ],
    };
    expect(flattenAllOf(schema, {})).toBe(schema);
  });

  it('rule: parts of different types stay an allOf', () => {
    const schema = { allOf: [{ type: 'object', properties: { a: str } }, { type: 'string' }] };
    expect(flattenAllOf(schema, {})).toBe(schema);
  });

  it('rule: a part with a keyword beyond object structure stays an allOf', () => {
    const schema = {
      allOf: [{ type: 'object', properties: { a: str }, minProperties: 1 }, { properties: { b: str } }],
    };
    expect(flattenAllOf(schema, {})).toBe(schema);
  });

  it('rule: a member declared twice stays an allOf', () => {
    const schema = { allOf: [{ type: 'object', properties: { a: str } }, { properties: { a: { type: 'number' } } }] };
    expect(flattenAllOf(schema, {})).toBe(schema);
  });

  it('rule: the first part to document a keyword wins, and empty members or requirements add nothing', () => {
    const schema = {
      allOf: [
        { type: 'object', properties: {}, required: [], description: 'first' },
        { type: 'object', description: 'second', requires: 'f' },
      ],
    };
    const merged = flattenAllOf(schema, {});
    expect(merged).toStrictEqual({ type: 'object', description: 'first', requires: 'f' });
    expect(Object.keys(merged)).toEqual(['type', 'description', 'requires']);
  });

  it("rule: the outer schema's documentation wins and no other documentation keyword appears", () => {
    const schema = { description: 'outer', allOf: [{ type: 'object', description: 'inner', properties: { a: str } }] };
    const merged = flattenAllOf(schema, {});
    expect(merged).toStrictEqual({ description: 'outer', type: 'object', properties: { a: str } });
    expect(Object.keys(merged).sort()).toEqual(['description', 'properties', 'type']);
  });

  it('rule: nesting is merged to sixteen levels deep, no further', () => {
    const nest = (n: number): JsonSchema =>
      n === 0
        ? { type: 'object', properties: { p0: str } }
        : { allOf: [nest(n - 1), { properties: { [`p${n}`]: str } }] };
    const deep = shapeOf(nest(17), {}).schema;
    expect(deep.allOf).toBeUndefined();
    expect(Object.keys(deep.properties as object)).toHaveLength(18);
    const deeper = nest(18);
    expect(shapeOf(deeper, {}).schema).toBe(deeper);
  });

  it('rule: an allOf that refers to itself stops', () => {
    const types = { A: { allOf: [ref('A'), { type: 'object', properties: { a: str } }] } };
    expect(shapeOf(ref('A'), types).names).toEqual(['A']);
  });
});

describe('typeSet, typesWithin, describeTypes, valueSet', () => {
  it('rule: the types of enum values', () => {
    expect(sorted(typeSet({ enum: [null, [1], 1, 1.5, 'a', true, {}] }))).toEqual([
      'array',
      'boolean',
      'integer',
      'null',
      'number',
      'object',
      'string',
    ]);
    expect(sorted(typeSet({ const: 'a' }))).toEqual(['string']);
    expect(sorted(typeSet({ enum: [2] }))).toEqual(['integer']);
    expect(sorted(typeSet({ enum: [{}] }))).toEqual(['object']);
    expect(sorted(typeSet({ enum: [2.5] }))).toEqual(['number']);
    expect(sorted(typeSet({ enum: [[]] }))).toEqual(['array']);
    expect(sorted(typeSet({ enum: [null] }))).toEqual(['null']);
  });

  it('rule: a list of types is the set of them, no type and no values says nothing', () => {
    expect(sorted(typeSet({ type: ['string', 'null'] }))).toEqual(['null', 'string']);
    expect(typeSet({ description: 'd' })).toBeUndefined();
  });

  it('rule: every type must be within, an integer is a number and nothing else is', () => {
    expect(typesWithin(new Set(['string', 'number']), new Set(['string']))).toBe(false);
    expect(typesWithin(new Set(['string']), new Set(['number']))).toBe(false);
    expect(typesWithin(new Set(['integer']), new Set(['number']))).toBe(true);
  });

  it('rule: types read in JSON order, joined by bars', () => {
    expect(describeTypes(new Set(['null', 'string']))).toBe('string | null');
  });

  it('rule: only a list of values is an enum', () => {
    expect(valueSet({ enum: 'a' } as JsonSchema)).toBeUndefined();
    expect(valueSet({ enum: ['a'] })).toEqual(['a']);
  });
});

describe('gateOf: the feature a schema or its type requires', () => {
  it("rule: a reference is gated by its type's requires", () => {
    expect(gateOf(ref('A'), { A: { type: 'object', requires: 'f' } })).toBe('f');
    expect(gateOf({ type: 'string', requires: 'g' }, {})).toBe('g');
    expect(gateOf(str, {})).toBeUndefined();
  });

  it('rule: a requires that is not a feature name gates nothing', () => {
    expect(gateOf({ requires: 5 } as JsonSchema, {})).toBeUndefined();
  });
});

describe('variantKeys: what union variants are paired by', () => {
  const jsonrpc = { jsonrpc: { const: '2.0' } };

  it('rule: constants that tell variants apart key them, joined by commas', () => {
    const variants = [
      { type: 'object', properties: { op: { const: 'b' }, kind: { const: 'a' }, x: str } },
      { type: 'object', properties: { op: { const: 'c' }, kind: { const: 'a' } } },
    ];
    expect(variantKeys(variants, {})).toEqual(['kind="a",op="b"', 'kind="a",op="c"']);
  });

  it('rule: variants whose constants collide are keyed by their type names', () => {
    const types = {
      A: { type: 'object', properties: { ...jsonrpc, result: str } },
      B: { type: 'object', properties: { ...jsonrpc, error: str } },
    };
    expect(variantKeys([ref('A'), ref('B')], types)).toEqual(['type A', 'type B']);
  });

  it('rule: the same type twice is keyed by position too', () => {
    expect(variantKeys([ref('A'), ref('A')], { A: str })).toEqual(['type A #0', 'type A #1']);
  });

  it('rule: variants without constants are keyed by their type name, else by position', () => {
    expect(variantKeys([ref('A'), { type: 'object', properties: { a: str } }], { A: str })).toEqual(['type A', '#1']);
  });

  it('rule: a variant without constants beside one with constants is keyed by its type name', () => {
    expect(variantKeys([{ type: 'object', properties: { kind: { const: 'a' } } }, ref('A')], { A: str })).toEqual([
      'kind="a"',
      'type A',
    ]);
  });

  it('rule: variants that only require members are keyed by them, sorted', () => {
    expect(variantKeys([{ required: ['b', 'a'], description: 'd' }, { required: ['c'] }], {})).toEqual([
      'required a,b',
      'required c',
    ]);
  });

  it('rule: variants with more than requirements, or no requirements, are keyed by position', () => {
    expect(variantKeys([{ required: ['a'], type: 'object' }, { description: 'd' }], {})).toEqual(['#0', '#1']);
  });
});
