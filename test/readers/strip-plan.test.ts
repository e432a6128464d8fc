/**
 * Strip plans from schemas (generator/emit/boundary/strip-plan.ts): what the slow path keeps of a
 * valid value. A member any applying schema declares is kept; one none declares is dropped; where
 * no schema says what a value holds, it is kept whole. Checked on the plans themselves, exactly,
 * and on what stripping by them does to values.
 */
import { describe, expect, it } from 'vitest';
import { equivalentPlans, planOf, stripPlans, taggedUnion } from '../../generator/emit/boundary/strip-plan.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { stripUnknown, type StripPlan } from '../../runtime/boundary/strip-unknown.ts';

const types = (record: Record<string, JsonSchema> = {}) => new Map(Object.entries(record));
const plan = (schema: JsonSchema, record?: Record<string, JsonSchema>) => planOf(schema, types(record));
const OBJ = (properties: object, extra: object = {}) => ({ type: 'object', properties, ...extra });
const S = { type: 'string' };
const tagged = (tag: string, properties: object = {}) => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: tag }, ...properties },
});

describe('planOf', () => {
  it('rule: a schema that declares nothing keeps the value whole (0): no constraint, a scalar, a const or enum of objects', () => {
    for (const schema of [
      {},
      { description: 'x' },
      S,
      { type: ['string', 'null'] },
      { const: { a: 1 } },
      { enum: [1, [2]] },
      { enum: ['a'] },
      { not: S },
    ])
      expect(plan(schema), JSON.stringify(schema)).toBe(0);
  });

  it('rule: an object keeps its declared members, each by its own plan; unknown ones are dropped, kept (true, patternProperties) or read (a schema)', () => {
    expect(plan(OBJ({ a: S, b: OBJ({ c: S }) }))).toEqual({ o: { a: 0, b: { o: { c: 0 } } } });
    expect(plan({ properties: { a: S } })).toEqual({ o: { a: 0 } });
    expect(plan({ type: ['object', 'null'] })).toEqual({ o: {} });
    expect(plan(OBJ({ a: S }, { additionalProperties: false }))).toEqual({ o: { a: 0 } });
    expect(plan(OBJ({ a: S }, { additionalProperties: true }))).toEqual({ o: { a: 0 }, x: 0 });
    expect(plan(OBJ({}, { patternProperties: { '^x': S } }))).toEqual({ o: {}, x: 0 });
    expect(plan(OBJ({}, { additionalProperties: OBJ({ k: S }) }))).toEqual({ o: {}, x: { o: { k: 0 } } });
    expect(plan(OBJ({}, { additionalProperties: S }))).toEqual({ o: {}, x: 0 });
    expect(
      Object.hasOwn(
        (plan(OBJ(JSON.parse('{"__proto__": {"type": "string"}}') as object)) as { o: object }).o,
        '__proto__',
      ),
    ).toBe(true);
  });

  it('rule: an array strips its items by their plan; without an item schema, or with a tuple open past its end, items are kept whole', () => {
    expect(plan({ type: 'array', items: OBJ({ a: S }) })).toEqual({ i: { o: { a: 0 } } });
    expect(plan({ type: 'array', items: S })).toBe(0);
    expect(plan({ type: 'array' })).toBe(0);
    expect(plan({ type: 'array', prefixItems: [OBJ({ a: S })] })).toBe(0);
    expect(plan({ type: 'array', prefixItems: [OBJ({ a: S })], items: false })).toEqual({ i: { o: { a: 0 } } });
    expect(plan({ type: 'array', prefixItems: [OBJ({ a: S })], items: OBJ({ b: S }) })).toEqual({
      i: { o: { a: 0, b: 0 } },
    });
    expect(plan({ type: 'array', contains: OBJ({ a: S }) })).toBe(0);
  });

  it('rule: a $ref is the named plan; an allOf keeps what any member declares', () => {
    expect(plan({ $ref: '#/types/A' }, { A: OBJ({ a: S }) })).toBe('A');
    expect(plan({ allOf: [OBJ({ a: S }), OBJ({ b: S })] })).toEqual({ o: { a: 0, b: 0 } });
    expect(plan({ allOf: [OBJ({ a: S }), { required: ['a'] }] })).toEqual({ o: { a: 0 } });
    expect(plan({ allOf: [{ $ref: '#/types/A' }, OBJ({ a: S })] }, { A: OBJ({ a: S, b: S }) })).toBe('A');
    expect(plan({ allOf: [{ $ref: '#/types/A' }, OBJ({ c: S })] }, { A: OBJ({ a: S }) })).toEqual({
      o: { a: 0, c: 0 },
    });
    expect(plan({ allOf: [OBJ({ a: S }), {}] })).toBe(0);
  });

  it('rule: dependentSchemas and if/then/else keep what they declare beside the own members', () => {
    expect(plan(OBJ({ a: S }, { dependentSchemas: { a: { properties: { b: S } } } }))).toEqual({ o: { a: 0, b: 0 } });
    expect(
      plan(
        OBJ(
          { k: S },
          { if: { properties: { k: { const: 'x' } } }, then: { properties: { x: S } }, else: { properties: { y: S } } },
        ),
      ),
    ).toEqual({ o: { k: 0, x: 0, y: 0 } });
  });

  it('rule: a tagged union strips by the branch its tag names; an unknown-variant branch takes the rest', () => {
    expect(plan({ oneOf: [tagged('a', { x: S }), tagged('b')] })).toEqual({
      d: 'kind',
      b: { a: { o: { kind: 0, x: 0 } }, b: { o: { kind: 0 } } },
    });
    const other = { type: 'object', required: ['kind'], properties: { kind: S, data: S } };
    expect(plan({ anyOf: [tagged('a'), tagged('b'), other] })).toEqual({
      d: 'kind',
      b: { a: { o: { kind: 0 } }, b: { o: { kind: 0 } } },
      f: { o: { kind: 0, data: 0 } },
    });
  });

  it('rule: where a tagged branch does not require its tag, a value without it keeps what any branch declares', () => {
    const loose = { type: 'object', properties: { kind: { const: 'b' }, y: S } };
    expect(plan({ oneOf: [tagged('a', { x: S }), loose] })).toEqual({
      d: 'kind',
      b: { a: { o: { kind: 0, x: 0 } }, b: { o: { kind: 0, y: 0 } } },
      f: { o: { kind: 0, x: 0, y: 0 } },
    });
  });

  it('rule: an untagged union keeps what any branch declares; an object and an array branch keep the value whole', () => {
    expect(plan({ anyOf: [OBJ({ a: S }), OBJ({ b: S })] })).toEqual({ o: { a: 0, b: 0 } });
    expect(plan({ anyOf: [OBJ({ a: S }), { type: 'array', items: OBJ({}) }] })).toBe(0);
    expect(plan({ anyOf: [OBJ({ a: S }), S] })).toEqual({ o: { a: 0 } });
    expect(
      plan({ oneOf: [{ $ref: '#/types/U' }, OBJ({ c: S })] }, { U: { oneOf: [OBJ({ a: S }), OBJ({ b: S })] } }),
    ).toEqual({ o: { a: 0, b: 0, c: 0 } });
  });

  it('rule: own members beside a tagged union are kept in each branch', () => {
    expect(plan(OBJ({ id: S }, { oneOf: [tagged('a', { x: S }), tagged('b')] }))).toEqual({
      d: 'kind',
      b: { a: { o: { id: 0, kind: 0, x: 0 } }, b: { o: { id: 0, kind: 0 } } },
    });
  });

  it('rule: a recursive type refers to itself by name', () => {
    const record = { Tree: OBJ({ kids: { type: 'array', items: { $ref: '#/types/Tree' } } }) };
    expect(plan(record.Tree, record)).toEqual({ o: { kids: { i: 'Tree' } } });
  });
});

describe('taggedUnion', () => {
  it('rule: a union is tagged by a property each of at least two branches fixes to a distinct scalar, with at most one branch without it', () => {
    const found = taggedUnion([tagged('a'), { $ref: '#/types/B' }, OBJ({ kind: S })], types({ B: tagged('b') }));
    expect(found).toEqual({
      property: 'kind',
      tagged: [
        { schema: tagged('a'), tag: 'a' },
        { schema: tagged('b'), name: 'B', tag: 'b' },
      ],
      fallback: { schema: OBJ({ kind: S }) },
    });
    expect(taggedUnion([tagged('a'), tagged('b')], types())).toEqual({
      property: 'kind',
      tagged: [
        { schema: tagged('a'), tag: 'a' },
        { schema: tagged('b'), tag: 'b' },
      ],
    });
  });

  it('rule: one tagged branch, two branches without the tag, or tags equal as strings make no tagged union', () => {
    expect(taggedUnion([tagged('a'), OBJ({})], types())).toBeUndefined();
    expect(taggedUnion([tagged('a'), tagged('b'), OBJ({}), OBJ({ c: S })], types())).toBeUndefined();
    expect(taggedUnion([OBJ({ kind: { const: 1 } }), OBJ({ kind: { const: '1' } })], types())).toBeUndefined();
    expect(taggedUnion([OBJ({ kind: { const: { a: 1 } } }), OBJ({ kind: { const: [1] } })], types())).toBeUndefined();
  });

  it('rule: the tag is the first property of the first branch with properties that tells the branches apart', () => {
    const a = OBJ({ v: { const: 1 }, kind: { const: 'a' } });
    const b = OBJ({ v: { const: 1 }, kind: { const: 'b' } });
    expect(taggedUnion([S, a, b], types())?.property).toBe('kind');
    expect(
      taggedUnion(
        [{ $ref: '#/types/U' }, tagged('c')],
        types({ U: { oneOf: [tagged('a'), tagged('b')] } }),
      )?.tagged.map((branch) => branch.tag),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('stripPlans', () => {
  const model = (record: Record<string, object>, operations: { name: string; params: object; result: object }[] = []) =>
    ({
      types: Object.entries(record).map(([name, schema]) => ({ name, schema })),
      operations,
    }) as unknown as ProtocolModel;

  it('rule: plans that keep everything are left out or become 0; the rest are kept, by name where they refer to one', () => {
    const record = {
      Open: OBJ({ a: S }, { additionalProperties: true }),
      Closed: OBJ({ a: S }),
      UsesOpen: OBJ({ o: { $ref: '#/types/Open' } }, { additionalProperties: true }),
      UsesClosed: { type: 'array', items: { $ref: '#/types/Closed' } },
      Tree: OBJ({ kids: { type: 'array', items: { $ref: '#/types/Tree' } } }),
      Open2: OBJ(
        { x: OBJ({}, { additionalProperties: true }) },
        { additionalProperties: OBJ({}, { additionalProperties: true }) },
      ),
      Tagged: { oneOf: [tagged('a', { o: { $ref: '#/types/Open' } }), tagged('b')] },
      Fallback: { oneOf: [tagged('a'), tagged('b'), OBJ({ kind: S }, { additionalProperties: true })] },
    };
    const plans = stripPlans(
      model(record, [{ name: 'op', params: { $ref: '#/types/Open' }, result: OBJ({ c: { $ref: '#/types/Closed' } }) }]),
    );
    expect(plans.named).toEqual({
      Closed: { o: { a: 0 } },
      UsesClosed: { i: 'Closed' },
      Tree: { o: { kids: { i: 'Tree' } } },
      Tagged: { d: 'kind', b: { a: { o: { kind: 0, o: 0 } }, b: { o: { kind: 0 } } } },
      Fallback: { d: 'kind', b: { a: { o: { kind: 0 } }, b: { o: { kind: 0 } } }, f: 0 },
    });
    expect(plans.params).toEqual({ op: 0 });
    expect(plans.results).toEqual({ op: { o: { c: 'Closed' } } });
  });

  it("rule: stripping by a type's plan drops exactly the members no applying schema declares", () => {
    const record = {
      Item: OBJ({ a: S }),
      List: OBJ({ items: { type: 'array', items: { $ref: '#/types/Item' } } }, { additionalProperties: OBJ({ k: S }) }),
    };
    const plans = stripPlans(model(record)).named as Record<string, StripPlan>;
    const value = { items: [{ a: 'x', b: 1 }], extra: { k: 'v', z: 1 } };
    stripUnknown(value, 'List', plans);
    expect(value).toEqual({ items: [{ a: 'x' }], extra: { k: 'v' } });
  });
});

describe('equivalentPlans', () => {
  it('rule: plans are equivalent when they strip alike: members in any order, a name that keeps everything as 0', () => {
    const record = types({ Open: OBJ({}, { additionalProperties: true }), Closed: OBJ({ a: S }) });
    expect(equivalentPlans({ o: { a: 0, b: 0 } }, { o: { b: 0, a: 0 } }, record)).toBe(true);
    expect(equivalentPlans({ o: { a: 'Open' } }, { o: { a: 0 } }, record)).toBe(true);
    expect(equivalentPlans({ o: { a: 'Closed' } }, { o: { a: 0 } }, record)).toBe(false);
    expect(equivalentPlans({ o: { a: 0 } }, { o: { a: 0 }, x: 0 }, record)).toBe(false);
    expect(equivalentPlans({ o: { a: 0 } }, { o: { a: 0, b: 0 } }, record)).toBe(false);
    expect(equivalentPlans({ i: 'Closed' }, { i: 'Closed' }, record)).toBe(true);
  });
});
