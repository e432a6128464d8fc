/**
 * Valid schemas that once made `gen` exit 70 or validators judge wrongly (issue 18), run on every
 * `npm test` whether or not the JSON-Schema-Test-Suite is present: each generates a package whose
 * type guard and parseSchema give JSON Schema's verdict.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSuitePackage } from '../json-schema-suite/suite-spec.ts';

const ANY = ['array', 'boolean', 'null', 'number', 'object', 'string'];

const TYPES = {
  AnyBranch: { anyOf: [{ type: 'number' }, {}] },
  EmptyAllOf: { allOf: [{}] },
  NothingOrAnything: { oneOf: [{}, { not: {} }] },
  Refinements: { type: 'string', anyOf: [{ maxLength: 2 }, { minLength: 4 }] },
  AllCombinators: {
    type: 'integer',
    allOf: [{ multipleOf: 2 }],
    anyOf: [{ multipleOf: 3 }],
    oneOf: [{ multipleOf: 5 }],
  },
  OddStrings: { enum: ['a\nb', 'c\rd', "it's", 'back\\slash'] },
  OddNames: {
    type: 'object',
    properties: { 'line\nbreak': { type: 'number' }, hasOwnProperty: { type: 'number' } },
    required: ['line\nbreak'],
  },
  RefLookalike: { enum: [{ $ref: '#/$defs/a' }, 2] },
  InheritedNames: {
    type: 'object',
    required: ['toString'],
    properties: { toString: { type: ANY }, constructor: { type: 'number' } },
  },
  HalfSteps: { type: 'integer', multipleOf: 0.5 },
  Sha256hash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  Thirds: { type: 'number', multipleOf: 3 },
  TupleThenContains: { type: 'array', prefixItems: [{ type: 'string' }], contains: { type: 'number' } },
  TupleThenUnique: { type: 'array', prefixItems: [{}, {}, { type: 'string' }], uniqueItems: true },
  PatternOverName: {
    type: 'object',
    properties: { a: { type: 'string' } },
    patternProperties: { '^[a-z]+$': { type: 'string', maxLength: 2 } },
  },
  Pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
  TaggedList: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'boolean' }, minItems: 1 },
};

describe('valid schemas generate, and validators judge own properties only', () => {
  let verdicts: (type: keyof typeof TYPES, value: unknown) => { guard: boolean; parse: boolean };
  let types: string;
  beforeAll(async () => {
    const generated = await generateSuitePackage(TYPES);
    if (!generated.ok) throw new Error(generated.problem);
    const { module } = generated;
    types = generated.types;
    verdicts = (type, value) => {
      let parse = true;
      try {
        module.parseSchema(module[`${type}Schema`], value);
      } catch {
        parse = false;
      }
      return { guard: (module[`is${type}`] as (value: unknown) => boolean)(value), parse };
    };
  }, 120_000);

  const both = (ok: boolean) => ({ guard: ok, parse: ok });

  it('rule: a union with an accept-anything branch, an empty allOf and a typed union of refinements generate and validate', () => {
    expect(verdicts('AnyBranch', 'x')).toEqual(both(true));
    expect(verdicts('EmptyAllOf', null)).toEqual(both(true));
    expect(verdicts('NothingOrAnything', 1)).toEqual(both(true));
    expect(verdicts('Refinements', 'abc')).toEqual(both(false));
    expect(verdicts('Refinements', 'ab')).toEqual(both(true));
    expect(verdicts('AllCombinators', 30)).toEqual(both(true));
    expect(verdicts('AllCombinators', 10)).toEqual(both(false));
    expect(verdicts('AllCombinators', 6)).toEqual(both(false));
  });

  it('rule: strings with line breaks, quotes and backslashes are literals in every module', () => {
    expect(verdicts('OddStrings', 'a\nb')).toEqual(both(true));
    expect(verdicts('OddStrings', 'ab')).toEqual(both(false));
    expect(verdicts('OddNames', { 'line\nbreak': 1, hasOwnProperty: 2 })).toEqual(both(true));
    expect(verdicts('OddNames', { hasOwnProperty: 2 })).toEqual(both(false));
    expect(types).toContain("'line\\nbreak': number;");
    expect(types).toContain('hasOwnProperty?: number;');
  });

  it('rule: enum data that looks like a reference is data', () => {
    expect(verdicts('RefLookalike', { $ref: '#/$defs/a' })).toEqual(both(true));
    expect(verdicts('RefLookalike', 3)).toEqual(both(false));
    expect(types).toMatch(/export type RefLookalike =\s+\|?\s*\{\s*"?\$ref"?: '#\/\$defs\/a'/);
  });

  it('rule: only own properties exist: Object.prototype members are neither present nor constrained', () => {
    expect(verdicts('InheritedNames', {})).toEqual(both(false));
    expect(verdicts('InheritedNames', JSON.parse('{"toString": 1}'))).toEqual(both(true));
    expect(verdicts('InheritedNames', JSON.parse('{"toString": 1, "constructor": 2}'))).toEqual(both(true));
    expect(verdicts('InheritedNames', JSON.parse('{"toString": 1, "constructor": "x"}'))).toEqual(both(false));
  });

  it('rule: multipleOf holds where the quotient overflows, and not where it underflows to 0', () => {
    expect(verdicts('HalfSteps', 1e308)).toEqual(both(true));
    expect(verdicts('HalfSteps', 1.5)).toEqual(both(false));
    expect(verdicts('Thirds', 5e-324)).toEqual(both(false));
    expect(verdicts('Thirds', 0)).toEqual(both(true));
  });

  it('rule: an array shorter than its tuple is still judged by the keywords beside prefixItems', () => {
    expect(verdicts('TupleThenContains', [])).toEqual(both(false));
    expect(verdicts('TupleThenContains', ['a', 1])).toEqual(both(true));
    expect(verdicts('TupleThenUnique', [1, 1])).toEqual(both(false));
  });

  it('rule: a pattern matching a declared property applies beside its properties schema', () => {
    expect(verdicts('PatternOverName', { a: 'ab' })).toEqual(both(true));
    expect(verdicts('PatternOverName', { a: 'abc' })).toEqual(both(false));
  });

  it('rule: a tuple type admits every length the schema admits, and no other', () => {
    expect(types).toContain('export type Pair = [] | [string] | [string, number];');
    expect(types).toContain('export type TaggedList = [string, ...boolean[]];');
    expect(verdicts('Pair', ['a'])).toEqual(both(true));
    expect(verdicts('Pair', ['a', 1, 2])).toEqual(both(false));
    expect(verdicts('TaggedList', [])).toEqual(both(false));
  });

  it('rule: a type keeps the name the spec gives it, whatever the compiler would make of it', () => {
    expect(types).toContain('export type Sha256hash = string;');
  });
});
