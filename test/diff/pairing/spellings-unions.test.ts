/**
 * Spellings JSON Schema makes equal, rewritten to one form before the diff pairs anything
 * (generator/diff/equivalent-spellings.ts): a lone allOf, a union of scalar branches, a union of
 * value lists — and the spellings that only look alike, which must be left as they are.
 */
import { describe, expect, it } from 'vitest';
import { alignSpellings, mergedScalarUnion, withoutLoneAllOf } from '../../../generator/diff/equivalent-spellings.ts';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';

const ref = (name: string): JsonSchema => ({ $ref: `#/types/${name}` });
const merge = (schema: unknown, types: Record<string, JsonSchema> = {}) =>
  mergedScalarUnion(schema as JsonSchema, types);
const anyOf = (...branches: unknown[]) => merge({ anyOf: branches });

describe('withoutLoneAllOf', () => {
  const token: JsonSchema = { type: 'string', maxLength: 8 };

  it('rule: allOf: [S] alone, or beside documentation only, is S with that documentation', () => {
    expect(withoutLoneAllOf({ allOf: [token] })).toEqual(token);
    expect(withoutLoneAllOf({ allOf: [token], description: 'A token.' })).toEqual({
      ...token,
      description: 'A token.',
    });
  });

  it('rule: allOf of two schemas, of a non-schema, or beside a constraint is left as it is', () => {
    for (const schema of [
      { allOf: [token, { minLength: 1 }] },
      { allOf: [true] },
      { allOf: [null] },
      { allOf: [token], minLength: 1 },
      { allOf: [token], description: 'A token.', minLength: 1 },
    ]) {
      expect(withoutLoneAllOf(schema as JsonSchema)).toBe(schema);
    }
  });
});

describe('mergedScalarUnion: scalar branches', () => {
  it('rule: a nullable string with every string keyword is one schema of both types, types sorted', () => {
    const string = { type: 'string', minLength: 1, maxLength: 8, maxBytes: 32, pattern: '^a', format: 'date' };
    expect(anyOf(string, { type: 'null' })).toEqual({
      type: ['null', 'string'],
      minLength: 1,
      maxLength: 8,
      maxBytes: 32,
      pattern: '^a',
      format: 'date',
    });
  });

  it('rule: a number or an integer keeps every numeric keyword when merged with a disjoint type', () => {
    const bounds = { minimum: 0, maximum: 9, exclusiveMinimum: -1, exclusiveMaximum: 10, multipleOf: 3 };
    expect(anyOf({ type: 'number', ...bounds }, { type: 'null' })).toEqual({ type: ['null', 'number'], ...bounds });
    expect(anyOf({ type: 'integer', ...bounds }, { type: 'boolean' })).toEqual({
      type: ['boolean', 'integer'],
      ...bounds,
    });
  });

  it("rule: the union keeps its own documentation and drops its branches'", () => {
    expect(
      merge({ description: 'Maybe a name.', oneOf: [{ type: 'string', description: 'A name.' }, { type: 'null' }] }),
    ).toEqual({ description: 'Maybe a name.', type: ['null', 'string'] });
  });

  it('rule: disjoint scalar types merge in any order', () => {
    expect(anyOf({ type: 'integer' }, { type: 'string' })).toEqual({ type: ['integer', 'string'] });
    expect(anyOf({ type: 'string' }, { type: 'integer' })).toEqual({ type: ['integer', 'string'] });
    expect(anyOf({ type: 'string' }, { type: 'number' })).toEqual({ type: ['number', 'string'] });
    expect(anyOf({ type: 'number' }, { type: 'string' })).toEqual({ type: ['number', 'string'] });
    expect(anyOf({ type: 'number' }, { type: 'boolean' }, { type: 'null' })).toEqual({
      type: ['boolean', 'null', 'number'],
    });
  });

  it('rule: overlapping types (the same one twice, or an integer and a number) are not one schema', () => {
    expect(anyOf({ type: 'integer' }, { type: 'number' })).toBeUndefined();
    expect(anyOf({ type: 'number' }, { type: 'integer' })).toBeUndefined();
    expect(anyOf({ type: 'string' }, { type: 'null' }, { type: 'string', maxLength: 1 })).toBeUndefined();
    expect(anyOf({ type: 'null' }, { type: 'integer', minimum: 1 }, { type: 'number', maximum: 1 })).toBeUndefined();
  });

  it('rule: a branch with a keyword of another type, a type list, or a constraint beside the union is not merged', () => {
    expect(anyOf({ type: 'string', minimum: 1 }, { type: 'null' })).toBeUndefined();
    expect(anyOf({ type: 'string' }, { type: ['integer'] })).toBeUndefined();
    expect(merge({ anyOf: [{ type: 'string' }, { type: 'null' }], minLength: 1 })).toBeUndefined();
  });

  it('rule: only a union of two or more schema branches, under one union keyword, is merged', () => {
    expect(anyOf({ type: 'string' })).toBeUndefined();
    expect(anyOf({ type: 'string' }, null)).toBeUndefined();
    expect(merge({ anyOf: 'ab' })).toBeUndefined();
    expect(
      merge({ anyOf: [{ type: 'string' }, { type: 'null' }], oneOf: [{ type: 'string' }, { type: 'null' }] }),
    ).toBeUndefined();
    expect(merge({ type: 'string' })).toBeUndefined();
    expect(merge({ undefined: [{ type: 'string' }, { type: 'null' }] })).toBeUndefined();
  });
});

describe('mergedScalarUnion: value lists', () => {
  it('rule: enums, consts, null and named enums are one list of their values', () => {
    expect(anyOf({ enum: ['a', 'b'] }, { type: 'null', description: 'None.' })).toEqual({ enum: ['a', 'b', null] });
    expect(anyOf({ const: 'a' }, { const: 'b' })).toEqual({ enum: ['a', 'b'] });
    expect(merge({ oneOf: [ref('Mode'), { const: 'auto' }] }, { Mode: { enum: ['fast', 'slow'] } })).toEqual({
      enum: ['fast', 'slow', 'auto'],
    });
  });

  it('rule: a value branch with a second constraint is no value list', () => {
    expect(anyOf({ enum: ['a'] }, { type: 'null', minimum: 1 })).toBeUndefined();
    expect(anyOf({ type: 'string', enum: ['a'] }, { type: 'null' })).toBeUndefined();
    expect(anyOf({ type: 'string', const: 'a' }, { type: 'null' })).toBeUndefined();
  });

  it('rule: a value in two anyOf branches is listed once, as first written', () => {
    const merged = anyOf({ enum: ['a', { x: 1, y: 2 }] }, { enum: [{ y: 2, x: 1 }, 'a', 'b'] });
    expect(JSON.stringify(merged)).toBe(JSON.stringify({ enum: ['a', { x: 1, y: 2 }, 'b'] }));
  });

  it('rule: a oneOf whose branches share a value refuses it, so it is no list; without one it is', () => {
    expect(merge({ oneOf: [{ enum: ['a', 'b'] }, { enum: ['b'] }] })).toBeUndefined();
    expect(merge({ oneOf: [{ enum: ['a'] }, { enum: ['b'] }] })).toEqual({ enum: ['a', 'b'] });
  });
});

describe('alignSpellings', () => {
  const types: Record<string, JsonSchema> = { A: { enum: ['a'] }, B: { enum: ['b'] }, C: { enum: ['c'] } };

  it('rule: two unions of the same named variants are compared variant by variant, as written', () => {
    const a: JsonSchema = { anyOf: [ref('A'), ref('B')] };
    const b: JsonSchema = { anyOf: [ref('B'), ref('A')] };
    const [x, y] = alignSpellings(a, b, types, types);
    expect(x).toBe(a);
    expect(y).toBe(b);
  });

  it('rule: unions whose variants differ, or are told apart by position only, are compared as the one schema each means', () => {
    const ab: JsonSchema = { anyOf: [ref('A'), ref('B')] };
    expect(alignSpellings(ab, { anyOf: [ref('A'), ref('B'), ref('C')] }, types, types)).toEqual([
      { enum: ['a', 'b'] },
      { enum: ['a', 'b', 'c'] },
    ]);
    expect(alignSpellings(ab, { anyOf: [ref('A'), ref('C')] }, types, types)).toEqual([
      { enum: ['a', 'b'] },
      { enum: ['a', 'c'] },
    ]);
    const positional: JsonSchema = { anyOf: [ref('A'), { type: 'null' }] };
    expect(alignSpellings(positional, positional, types, types)).toEqual([
      { enum: ['a', null] },
      { enum: ['a', null] },
    ]);
  });

  it('rule: a union beside a schema that is none is merged; two non-unions are left as they are', () => {
    const plain: JsonSchema = { type: ['null', 'string'] };
    expect(alignSpellings({ anyOf: [{ type: 'string' }, { type: 'null' }] }, plain, types, types)).toEqual([
      plain,
      plain,
    ]);
    const [x, y] = alignSpellings(plain, { type: 'string' }, types, types);
    expect(x).toBe(plain);
    expect(y).toEqual({ type: 'string' });
  });
});
