/**
 * The byte budget a whole of parts spends (whole-of-parts-reader.ts checkedWholeBody, readsEveryMember):
 * an object's own part beside a union leaves the members it does not declare to the union's
 * branches only when every branch is read by an object body (which reads every member); beside any
 * other branch it reads them itself, so the value's undeclared members are spent twice. Each rule
 * is held at the exact bound: the budget the reader spends reads, one byte less fails.
 */
import { describe, expect, it } from 'vitest';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { agreement } from './support/agreement.ts';
import { jsonCost } from './support/json-cost.ts';

const OWN = { type: 'object', properties: { a: { type: 'string' } } };
const JUNK = 'j'.repeat(100);
const VALUE = { a: 'x', junk: JUNK };
/** Any branch that holds for an object: the union stops at it (anyOf), so the branch after it is never read. */
const OPEN = {};

/** The whole read within `budget` bytes returns the value itself, and within one byte less fails. */
function expectSpends(types: Record<string, JsonSchema>, budget: number): void {
  const { readers, check } = agreement(types);
  expect(check('T', VALUE)).toBe('read');
  expect(readers.read('T', VALUE, { budget })).toBe(VALUE);
  expect(readers.read('T', VALUE, { budget: budget - 1 })).toBe(FAIL);
}

describe('an own object part beside branches that all read every member', () => {
  it('rule: it reads only its declared members; the undeclared ones are spent once, by the branch (2 × the copy less the undeclared values)', () => {
    expectSpends(
      { T: { ...OWN, anyOf: [OPEN, { type: 'object', properties: { b: { type: 'number' } } }] } },
      2 * jsonCost(VALUE) - JUNK.length,
    );
  });
});

describe('an own object part beside a branch that is not an object body', () => {
  // Each is the second branch of an anyOf: never read (the first holds), yet it decides what the own part reads.
  const others: Record<string, (types: Record<string, JsonSchema>) => JsonSchema> = {
    'a $ref to an object type': (types) => {
      types.Open = { type: 'object' };
      return { $ref: '#/types/Open' };
    },
    'a branch typed array': () => ({ type: 'array' }),
    'an object beside a oneOf': () => ({ type: 'object', oneOf: [OPEN] }),
    'an object beside an anyOf': () => ({ type: 'object', anyOf: [OPEN] }),
    'an object beside an allOf': () => ({ type: 'object', allOf: [{ type: 'object', minProperties: 0 }] }),
  };
  for (const [label, make] of Object.entries(others)) {
    it(`rule: beside ${label}, the own part reads the undeclared members too: the value spent twice in full`, () => {
      const types: Record<string, JsonSchema> = {};
      const other = make(types);
      types.T = { ...OWN, anyOf: [OPEN, other] };
      expectSpends(types, 2 * jsonCost(VALUE));
    });
  }
});

describe('an own object part beside an allOf and no union', () => {
  it('rule: with no union to leave them to, the own part reads the undeclared members itself, and the member (any JSON) reads them again', () => {
    expectSpends({ T: { ...OWN, allOf: [OPEN] } }, 2 * jsonCost(VALUE));
  });
});
