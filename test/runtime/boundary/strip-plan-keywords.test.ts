/**
 * What `parseSchema` keeps of a valid value under the 2020-12 keywords that declare members or
 * items somewhere other than `properties`/`items` (generator/emit/boundary/strip-plan.ts): a member
 * or item any applying schema declares is kept; only what none declares is stripped; and where no
 * schema says what an item is, it is kept whole.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSuitePackage } from '../../json-schema-suite/suite-spec.ts';

const TYPES = {
  PatternMembers: {
    type: 'object',
    properties: { a: { type: 'string' } },
    patternProperties: { '^x-': { type: 'string' } },
  },
  ContainsOnly: {
    type: 'array',
    contains: { type: 'object', required: ['k'], properties: { k: { const: 1 } } },
  },
  ClosedTuple: {
    type: 'array',
    prefixItems: [{ type: 'object', properties: { a: { type: 'number' } } }],
    items: false,
  },
  OpenTuple: {
    type: 'array',
    prefixItems: [{ type: 'object', properties: { a: { type: 'number' } } }],
  },
  Dependent: {
    type: 'object',
    properties: { a: { type: 'number' } },
    dependentSchemas: { a: { properties: { b: { type: 'number' } } } },
    dependentRequired: { a: ['b'] },
  },
  Conditional: {
    type: 'object',
    properties: { kind: { type: 'string' } },
    if: { required: ['kind'], properties: { kind: { const: 'x' } } },
    then: { required: ['x'], properties: { x: { type: 'number' } } },
    else: { properties: { y: { type: 'number' } } },
  },
  Stamped: { type: 'object', required: ['at'], properties: { at: { type: 'string', format: 'date-time' } } },
};

describe('strip plans of the 2020-12 keywords', () => {
  let parse: (type: keyof typeof TYPES, value: unknown) => unknown;
  beforeAll(async () => {
    const generated = await generateSuitePackage(TYPES);
    if (!generated.ok) throw new Error(generated.problem);
    const { module } = generated;
    parse = (type, value) => module.parseSchema(module[`${type}Schema`], value);
  }, 120_000);

  it('rule: a member a patternProperties pattern declares is kept', () => {
    expect(parse('PatternMembers', { a: '1', 'x-b': '2', other: 3 })).toEqual({ a: '1', 'x-b': '2', other: 3 });
  });

  it('rule: with contains but no items schema, every item is any JSON, kept whole', () => {
    expect(parse('ContainsOnly', [{ k: 1, extra: 2 }, { z: 3 }])).toEqual([{ k: 1, extra: 2 }, { z: 3 }]);
  });

  // A plan has one plan for every item; past an open tuple items are any JSON, so the whole array is kept.
  it('rule: a closed tuple strips what its positions do not declare; an open one is kept whole', () => {
    expect(parse('ClosedTuple', [{ a: 1, b: 2 }])).toEqual([{ a: 1 }]);
    expect(() => parse('ClosedTuple', [{ a: 1 }, 2])).toThrow();
    expect(parse('OpenTuple', [{ a: 1, b: 2 }, { c: 3 }])).toEqual([{ a: 1, b: 2 }, { c: 3 }]);
  });

  it('rule: members a dependentSchemas schema declares are kept, others stripped; dependentRequired holds', () => {
    expect(parse('Dependent', { a: 1, b: 2, c: 3 })).toEqual({ a: 1, b: 2 });
    expect(() => parse('Dependent', { a: 1 })).toThrow();
  });

  it('rule: members then or else declare are kept; the condition picks which must hold', () => {
    expect(parse('Conditional', { kind: 'x', x: 1, z: 2 })).toEqual({ kind: 'x', x: 1 });
    expect(() => parse('Conditional', { kind: 'x' })).toThrow();
    expect(parse('Conditional', { kind: 'y', y: 1 })).toEqual({ kind: 'y', y: 1 });
  });

  it('rule: format asserts at the boundary', () => {
    expect(parse('Stamped', { at: '2026-12-02T03:00:00Z' })).toEqual({ at: '2026-12-02T03:00:00Z' });
    expect(() => parse('Stamped', { at: '2026-13-02T03:00:00Z' })).toThrow(/format/);
  });
});
