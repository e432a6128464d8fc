/**
 * Which subschemas a strip plan reads (generator/emit/boundary/strip-plan.ts ownPlan, computePart)
 * and how it merges them: `contains` beside `items` declares item members too; a keyword whose value
 * is not a schema object (null, a boolean) adds nothing; a reference to a type the table does not
 * hold keeps its value whole. Where a part may or may not apply (if/then/else, union branches, the
 * schemas an item may be read by), a value no tagged branch names is stripped by the other parts.
 */
import { describe, expect, it } from 'vitest';
import { planOf } from '../../generator/emit/boundary/strip-plan.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { stripUnknown, type StripPlan } from '../../runtime/boundary/strip-unknown.ts';

const S = { type: 'string' };
const OBJ = (properties: object, extra: object = {}) => ({ type: 'object', properties, ...extra });
const tagged = (tag: string, properties: object = {}) => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: tag }, ...properties },
});
const plan = (schema: JsonSchema, types: Record<string, JsonSchema> = {}) =>
  planOf(schema, new Map(Object.entries(types)));
const stripped = (schema: JsonSchema, value: unknown, types: Record<string, JsonSchema> = {}) => {
  const copy = structuredClone(value);
  stripUnknown(copy, plan(schema, types) as StripPlan, {});
  return copy;
};

describe('item schemas', () => {
  it('rule: an item `contains` matches keeps the members contains declares, beside those of `items`', () => {
    const schema = { type: 'array', items: OBJ({ b: S }), contains: OBJ({ a: S }) };
    expect(plan(schema)).toEqual({ i: { o: { a: 0, b: 0 } } });
    expect(
      stripped(schema, [
        { a: '1', b: '2', c: 3 },
        { b: '4', z: 5 },
      ]),
    ).toEqual([{ a: '1', b: '2' }, { b: '4' }]);
  });
});

describe('keywords whose value is not a schema object', () => {
  it('rule: null or boolean if/then/else, items, contains and additionalProperties add nothing to the plan', () => {
    expect(plan(OBJ({ a: S }, { if: null, then: null, else: null }))).toEqual({ o: { a: 0 } });
    expect(plan(OBJ({ a: S }, { if: true, then: false }))).toEqual({ o: { a: 0 } });
    expect(plan({ type: 'array', prefixItems: [OBJ({ a: S })], items: null })).toEqual({ i: { o: { a: 0 } } });
    expect(plan({ type: 'array', items: OBJ({ a: S }), contains: null })).toEqual({ i: { o: { a: 0 } } });
    expect(plan(OBJ({ a: S }, { additionalProperties: null }))).toEqual({ o: { a: 0 } });
  });
});

describe('references', () => {
  it('rule: a reference to a type the table does not hold keeps the value whole, also beside other schemas', () => {
    const schema = { allOf: [{ $ref: '#/types/Missing' }, OBJ({ a: S })] };
    expect(() => plan(schema)).not.toThrow();
    expect(stripped(schema, { a: '1', z: 2 })).toEqual({ a: '1', z: 2 });
  });
});

describe('parts that may or may not apply', () => {
  it('rule: a tagged union under `then` leaves a value `then` did not apply to (no tag) to the own members', () => {
    const schema = OBJ(
      { id: S },
      {
        if: { required: ['id'], properties: { id: { const: 'tagged' } } },
        then: { oneOf: [tagged('a', { x: S }), tagged('b')] },
      },
    );
    expect(plan(schema)).toEqual({
      d: 'kind',
      b: { a: { o: { id: 0, kind: 0, x: 0 } }, b: { o: { id: 0, kind: 0 } } },
      f: { o: { id: 0 } },
    });
    expect(stripped(schema, { id: 'plain', junk: 1 })).toEqual({ id: 'plain' });
    expect(stripped(schema, { id: 'tagged', kind: 'a', x: '1', junk: 1 })).toEqual({ id: 'tagged', kind: 'a', x: '1' });
  });

  it("rule: a tuple position with a tagged union beside one without: an item with no tag is stripped by the other position's plan", () => {
    const schema = { type: 'array', prefixItems: [{ oneOf: [tagged('a'), tagged('b')] }, OBJ({ x: S })], items: false };
    expect(plan(schema)).toEqual({
      i: { d: 'kind', b: { a: { o: { kind: 0, x: 0 } }, b: { o: { kind: 0, x: 0 } } }, f: { o: { x: 0 } } },
    });
    expect(
      stripped(schema, [
        { kind: 'a', junk: 1 },
        { x: '1', junk: 2 },
      ]),
    ).toEqual([{ kind: 'a' }, { x: '1' }]);
  });

  it('rule: an untagged union with a tagged branch: a value without the tag is stripped by the other branches', () => {
    const schema = { anyOf: [{ oneOf: [tagged('a'), tagged('b')] }, OBJ({ z: S })] };
    expect(plan(schema)).toEqual({
      d: 'kind',
      b: { a: { o: { kind: 0, z: 0 } }, b: { o: { kind: 0, z: 0 } } },
      f: { o: { z: 0 } },
    });
    expect(stripped(schema, { z: '1', junk: 1 })).toEqual({ z: '1' });
  });

  it('rule: where a tagged branch does not require its tag, the fallback merges the branches as alternatives: a branch tagged on another property gets a fallback of its own', () => {
    const subtagged = {
      type: 'object',
      properties: { kind: { const: 'a' } },
      oneOf: [
        OBJ({ sub: { const: 'x' }, p: S }, { required: ['sub'] }),
        OBJ({ sub: { const: 'y' } }, { required: ['sub'] }),
      ],
    };
    const schema = { oneOf: [subtagged, tagged('b', { q: S })] };
    const { f } = plan(schema) as { f: unknown };
    expect(f).toEqual({
      d: 'sub',
      b: { x: { o: { kind: 0, sub: 0, p: 0, q: 0 } }, y: { o: { kind: 0, sub: 0, q: 0 } } },
      f: { o: { kind: 0, q: 0 } },
    });
  });
});
