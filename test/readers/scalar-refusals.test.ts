/**
 * Which schemas the scalar tests take (generator/emit/readers/scalar-test.ts): admitsOnlyScalars
 * says whether every value a schema admits is a scalar, and scalarTest / scalarChecks refuse, as
 * Unsupported, a schema it says no to and a type they cannot write a test for.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { admitsOnlyScalars, scalarChecks, scalarTest } from '../../generator/emit/readers/scalar-test.ts';
import { Unsupported } from '../../generator/emit/readers/unsupported.ts';

const NO_TYPES = new Map<string, JsonSchema>();
const constant = (code: string) => code;
const MORE_THAN_SCALARS = 'a schema that admits more than scalars where a scalar was expected';

/** The message of the Unsupported that `run` throws (anything else thrown fails the test). */
function refusedWith(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Unsupported);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('admitsOnlyScalars', () => {
  it('rule: a not of any constraint says nothing of what the schema admits; a not of nothing, or of null, is no exception', () => {
    expect(admitsOnlyScalars({ not: { type: 'string' } }, NO_TYPES)).toBe(false);
    expect(admitsOnlyScalars({ not: { description: 'anything' } }, NO_TYPES)).toBe(true);
    expect(admitsOnlyScalars({ not: null } as unknown as JsonSchema, NO_TYPES)).toBe(false);
  });

  it('rule: a const or enum makes a schema scalar only when its values are scalars, every one of them', () => {
    expect(admitsOnlyScalars({ const: { a: 1 } }, NO_TYPES)).toBe(false);
    expect(admitsOnlyScalars({ const: [1] }, NO_TYPES)).toBe(false);
    expect(admitsOnlyScalars({ const: null }, NO_TYPES)).toBe(true);
    expect(admitsOnlyScalars({ enum: ['a', { b: 1 }] }, NO_TYPES)).toBe(false);
    expect(admitsOnlyScalars({ enum: [[1], 'a'] }, NO_TYPES)).toBe(false);
    expect(admitsOnlyScalars({ enum: ['a', 1, null] }, NO_TYPES)).toBe(true);
  });

  it('rule: a reference is followed once along a path: a cycle decides nothing, and ends', () => {
    const types = new Map<string, JsonSchema>([
      ['Self', { $ref: '#/types/Self' }],
      ['A', { $ref: '#/types/B' }],
      ['B', { $ref: '#/types/A' }],
      ['S', { $ref: '#/types/Str' }],
      ['Str', { type: 'string' }],
      ['Either', { anyOf: [{ type: 'null' }, { $ref: '#/types/Either' }] }],
    ]);
    expect(admitsOnlyScalars({ $ref: '#/types/Self' }, types)).toBe(false);
    expect(admitsOnlyScalars({ $ref: '#/types/A' }, types)).toBe(false);
    expect(admitsOnlyScalars({ $ref: '#/types/S' }, types)).toBe(true);
    expect(admitsOnlyScalars({ $ref: '#/types/Either' }, types)).toBe(false);
    expect(admitsOnlyScalars({ $ref: '#/types/Missing' }, types)).toBe(false);
  });
});

describe('what scalarTest and scalarChecks refuse', () => {
  it('rule: a schema that admits more than scalars is refused as such, even where its keywords could be written as tests', () => {
    for (const schema of [{ not: { type: 'string' } }, { not: { enum: ['a'] } }, { type: 'object' }] as JsonSchema[]) {
      expect(
        refusedWith(() => scalarChecks(schema, 'v', constant, NO_TYPES)),
        JSON.stringify(schema),
      ).toBe(MORE_THAN_SCALARS);
      expect(
        refusedWith(() => scalarTest(schema, 'v', constant, NO_TYPES)),
        JSON.stringify(schema),
      ).toBe(MORE_THAN_SCALARS);
    }
  });

  it('rule: a type that is not a scalar type, beside a scalar const, is refused by name', () => {
    expect(refusedWith(() => scalarChecks({ type: 'object', const: 'a' }, 'v', constant, NO_TYPES))).toBe(
      'type object',
    );
    expect(refusedWith(() => scalarTest({ type: ['string', 'array'], const: 'a' }, 'v', constant, NO_TYPES))).toBe(
      'type string,array',
    );
    expect(refusedWith(() => scalarTest({ type: ['array', 'string'], enum: ['a'] }, 'v', constant, NO_TYPES))).toBe(
      'type array,string',
    );
  });
});
