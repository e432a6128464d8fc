/**
 * The plans stripPlans emits (generator/emit/boundary/strip-plan.ts stripPlans, simplifier): a plan
 * that keeps everything becomes 0 and its type is left out; one that strips anywhere, a recursive
 * one included, stays as it is. The plans are written out as literals, so their exact shape is the
 * contract: no member is present with an undefined value.
 */
import { describe, expect, it } from 'vitest';
import { stripPlans } from '../../generator/emit/boundary/strip-plan.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { stripUnknown, type StripPlan } from '../../runtime/boundary/strip-unknown.ts';

const S = { type: 'string' };
const OBJ = (properties: object, extra: object = {}) => ({ type: 'object', properties, ...extra });
const ref = (name: string) => ({ $ref: `#/types/${name}` });
const tagged = (tag: string, properties: object = {}) => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: tag }, ...properties },
});
/** A model of named types only, in the order given (the order plans are simplified in). */
const model = (record: Record<string, object>, operations: { name: string; params: object; result: object }[] = []) =>
  ({
    types: Object.entries(record).map(([name, schema]) => ({ name, schema })),
    operations,
  }) as unknown as ProtocolModel;
const strip = (value: unknown, type: string, plans: Record<string, StripPlan>) => {
  const copy = structuredClone(value);
  stripUnknown(copy, type, plans);
  return copy;
};

describe('stripPlans', () => {
  it("rule: an array whose items are kept whole is kept whole: its type is left out, an operation's plan is 0", () => {
    const record = { Open: OBJ({ a: S }, { additionalProperties: true }), List: { type: 'array', items: ref('Open') } };
    const plans = stripPlans(
      model(record, [{ name: 'op', params: ref('List'), result: { type: 'array', items: ref('Open') } }]),
    );
    expect(plans.named).toStrictEqual({});
    expect(plans.params).toStrictEqual({ op: 0 });
    expect(plans.results).toStrictEqual({ op: 0 });
  });

  it('rule: an object that keeps unknown members but strips inside a declared one is kept, by name where it refers to one', () => {
    const record = { Closed: OBJ({ a: S }), UsesClosed: OBJ({ c: ref('Closed') }, { additionalProperties: true }) };
    const plans = stripPlans(model(record)).named as Record<string, StripPlan>;
    expect(plans).toStrictEqual({ Closed: { o: { a: 0 } }, UsesClosed: { o: { c: 'Closed' }, x: 0 } });
    expect(strip({ c: { a: '1', junk: 1 }, extra: 2 }, 'UsesClosed', plans)).toEqual({ c: { a: '1' }, extra: 2 });
  });

  it('rule: an object plan without an unknown-member plan has no `x` member at all', () => {
    const record = { Closed: OBJ({ a: S }), Outer: OBJ({ c: ref('Closed'), d: OBJ({ e: S }) }) };
    const plans = stripPlans(model(record, [{ name: 'op', params: OBJ({ c: ref('Closed') }), result: ref('Outer') }]));
    expect(plans.named).toStrictEqual({ Closed: { o: { a: 0 } }, Outer: { o: { c: 'Closed', d: { o: { e: 0 } } } } });
    expect(plans.params).toStrictEqual({ op: { o: { c: 'Closed' } } });
    expect(Object.hasOwn(plans.named.Closed as object, 'x')).toBe(false);
  });

  it('rule: a type reached again through its own references is never taken to keep everything: mutually recursive types keep stripping, whichever is simplified first', () => {
    // B keeps unknown members, but its member `a` is an A, which strips them.
    const record = { B: OBJ({ a: ref('A') }, { additionalProperties: true }), A: OBJ({ b: ref('B') }) };
    const plans = stripPlans(model(record)).named as Record<string, StripPlan>;
    expect(plans).toStrictEqual({ B: { o: { a: 'A' }, x: 0 }, A: { o: { b: 'B' } } });
    expect(strip({ b: { a: { junk: 1 }, extra: 2 }, junk: 3 }, 'A', plans)).toEqual({ b: { a: {}, extra: 2 } });
  });

  it('rule: a union of named types is planned from the types it names', () => {
    const record = { A: tagged('a', { x: S }), B: tagged('b'), U: { oneOf: [ref('A'), ref('B')] } };
    const plans = stripPlans(model(record)).named as Record<string, StripPlan>;
    expect(plans.U).toStrictEqual({ d: 'kind', b: { a: { o: { kind: 0, x: 0 } }, b: { o: { kind: 0 } } } });
    expect(strip({ kind: 'a', x: '1', y: 2 }, 'U', plans)).toEqual({ kind: 'a', x: '1' });
  });
});
