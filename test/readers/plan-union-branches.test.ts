/**
 * A union's branches as strip plans see them (generator/emit/boundary/strip-plan.ts branchesOf,
 * taggedUnion): a reference to a named union of nothing else is flattened into its branches; a named
 * type with members of its own (properties, allOf) beside its union is one branch, whole; a union
 * that reaches itself again stops at the repeated name. A tagged union without a branch for unknown
 * variants has no fallback member at all.
 */
import { describe, expect, it } from 'vitest';
import { planOf, taggedUnion } from '../../generator/emit/boundary/strip-plan.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { stripUnknown, type StripPlan } from '../../runtime/boundary/strip-unknown.ts';

const S = { type: 'string' };
const OBJ = (properties: object, extra: object = {}) => ({ type: 'object', properties, ...extra });
const ref = (name: string) => ({ $ref: `#/types/${name}` });
const tagged = (tag: string, properties: object = {}) => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: tag }, ...properties },
});
const types = (record: Record<string, JsonSchema>) => new Map(Object.entries(record));

describe('branches through named types', () => {
  it('rule: a named type with properties of its own beside its union is one branch: its own members are kept', () => {
    const record = types({ U: OBJ({ id: S }, { oneOf: [tagged('a'), tagged('b')] }) });
    expect(taggedUnion([ref('U'), tagged('c')], record)).toBeUndefined();
    const plan = planOf({ oneOf: [ref('U'), tagged('c')] }, record);
    const value = { id: '1', kind: 'a', junk: 2 };
    stripUnknown(value, plan as StripPlan, {});
    expect(value).toEqual({ id: '1', kind: 'a' });
  });

  it("rule: a named type with an allOf beside its union is one branch: the allOf's members are kept", () => {
    const record = types({ U: { allOf: [OBJ({ id: S })], oneOf: [tagged('a'), tagged('b')] } });
    expect(taggedUnion([ref('U'), tagged('c')], record)).toBeUndefined();
    const value = { id: '1', kind: 'b', junk: 2 };
    stripUnknown(value, planOf({ anyOf: [ref('U'), tagged('c')] }, record) as StripPlan, {});
    expect(value).toEqual({ id: '1', kind: 'b' });
  });

  it('rule: a reference to a named type that is no union is one branch, a scalar one too', () => {
    const record = types({ Str: S });
    expect(taggedUnion([ref('Str'), tagged('a'), tagged('b')], record)).toStrictEqual({
      property: 'kind',
      tagged: [
        { schema: tagged('a'), tag: 'a' },
        { schema: tagged('b'), tag: 'b' },
      ],
      fallback: { schema: S, name: 'Str' },
    });
    expect(planOf({ oneOf: [ref('Str'), OBJ({ a: S })] }, record)).toEqual({ o: { a: 0 } });
  });

  it('rule: named unions that reach each other again stop at the repeated name, which is then a branch of its own', () => {
    const record = types({ U: { anyOf: [ref('V'), tagged('a')] }, V: { anyOf: [ref('U'), tagged('b')] } });
    expect(taggedUnion([ref('U')], record)).toStrictEqual({
      property: 'kind',
      tagged: [
        { schema: tagged('b'), tag: 'b' },
        { schema: tagged('a'), tag: 'a' },
      ],
      fallback: { schema: ref('U') },
    });
  });
});

describe('the fallback of a tagged union', () => {
  it('rule: a tagged union whose every branch is tagged has no `fallback` member at all', () => {
    const found = taggedUnion([tagged('a'), ref('B')], types({ B: tagged('b') }));
    expect(found).toStrictEqual({
      property: 'kind',
      tagged: [
        { schema: tagged('a'), tag: 'a' },
        { schema: tagged('b'), name: 'B', tag: 'b' },
      ],
    });
    expect(Object.hasOwn(found!, 'fallback')).toBe(false);
  });
});
