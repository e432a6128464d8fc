/**
 * Schemas that declare nothing about the members of the value they apply to
 * (generator/emit/boundary/strip-plan.ts declaresNothing, ownPlan): a scalar constraint refines the
 * schemas beside it and changes nothing; a schema that accepts any JSON (annotations only, an array
 * without an item schema, a const or enum that may be an object or array) keeps the value whole,
 * and beside an object branch keeps it whole too. Shown inside a union, where a top-level 0 and a
 * part that declares nothing would look alike.
 */
import { describe, expect, it } from 'vitest';
import { planOf } from '../../generator/emit/boundary/strip-plan.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { stripUnknown, type StripPlan } from '../../runtime/boundary/strip-unknown.ts';

const S = { type: 'string' };
const OBJ_A = { type: 'object', properties: { a: S } };
const plan = (schema: JsonSchema) => planOf(schema, new Map());
/** What stripping by the plan of `schema` leaves of a copy of `value`. */
const stripped = (schema: JsonSchema, value: unknown) => {
  const copy = structuredClone(value);
  stripUnknown(copy, plan(schema) as StripPlan, {});
  return copy;
};

describe('const and enum beside an object branch', () => {
  it('rule: a const that is an object keeps the value whole: it may be that object', () => {
    const schema = { anyOf: [OBJ_A, { const: { b: 1 } }] };
    expect(plan(schema)).toBe(0);
    expect(stripped(schema, { b: 1 })).toEqual({ b: 1 });
    expect(plan({ anyOf: [OBJ_A, { const: [1] }] })).toBe(0);
  });

  it('rule: an enum with any object or array among its values keeps the value whole', () => {
    expect(plan({ anyOf: [OBJ_A, { enum: ['x', { b: 1 }] }] })).toBe(0);
    expect(plan({ anyOf: [OBJ_A, { enum: [[2], 1] }] })).toBe(0);
    expect(stripped({ anyOf: [OBJ_A, { enum: ['x', { b: 1 }] }] }, { b: 1 })).toEqual({ b: 1 });
  });

  it('rule: a const or enum of scalars (null among them) declares nothing: the object branch strips as it would alone', () => {
    for (const scalars of [
      { enum: ['x', 1, true] },
      { enum: [null, 'x'] },
      { const: null },
      { const: 'x' },
      { enum: [null] },
    ]) {
      const schema = { anyOf: [OBJ_A, scalars] };
      expect(plan(schema), JSON.stringify(scalars)).toEqual({ o: { a: 0 } });
      expect(stripped(schema, { a: 'v', z: 1 }), JSON.stringify(scalars)).toEqual({ a: 'v' });
    }
  });
});

describe('schemas that accept any JSON', () => {
  it('rule: a branch of annotations only accepts anything, so the value is kept whole', () => {
    const schema = { anyOf: [OBJ_A, { description: 'anything', title: 'Any' }] };
    expect(plan(schema)).toBe(0);
    expect(stripped(schema, { a: 'v', z: 1 })).toEqual({ a: 'v', z: 1 });
  });

  it('rule: a branch that is an array without an item schema holds any items, so the value is kept whole', () => {
    expect(plan({ anyOf: [OBJ_A, { type: 'array' }] })).toBe(0);
    expect(plan({ anyOf: [OBJ_A, { type: ['array', 'null'] }] })).toBe(0);
    expect(plan({ anyOf: [OBJ_A, { type: 'array', minItems: 1 }] })).toBe(0);
  });

  it('rule: `type: object` alone, as a string or in a list, is an object plan that strips every member', () => {
    expect(plan({ type: 'object' })).toEqual({ o: {} });
    expect(plan({ type: ['object'] })).toEqual({ o: {} });
    expect(stripped({ type: 'object' }, { z: 1 })).toEqual({});
    expect(plan({ anyOf: [OBJ_A, { type: 'object' }] })).toEqual({ o: { a: 0 } });
  });
});
