/**
 * Paths of the readers' compiler and the strip planner the other files leave out: an alias of a named
 * type passes the depth on, a whole-value bound fails a value its plain read refuses before the rest
 * reads it, and a plan is computed once per schema node and per set of types.
 */
import { describe, expect, it } from 'vitest';
import { planOf } from '../../generator/emit/boundary/strip-plan.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { jsonCost } from './support/json-cost.ts';

const LIST = { type: 'object', properties: { next: { $ref: '#/types/List' } } };
/** A list `length` links long: nested that many objects deep. */
const linked = (length: number): unknown => (length === 1 ? {} : { next: linked(length - 1) });

describe('an alias of a named type', () => {
  it('rule: a type that is a $ref reads at the depth it is called with: a value nested deeper than the limit fails, as the copy refuses it', () => {
    const { readers, check } = agreement({ List: LIST, Alias: { $ref: '#/types/List' } });
    expect(check('Alias', linked(readers.maxDepth))).toBe('read');
    expect(check('Alias', linked(readers.maxDepth + 1))).toBe('not plain');
    expect(readers.read('Alias', {}, { depth: readers.maxDepth })).toBe(FAIL);
  });
});

describe('a whole-value bound beside other keywords', () => {
  it('rule: a value its plain read refuses fails there, with no reason of a keyword (not plain JSON), and the rest never reads it', () => {
    for (const bound of [{ maxJsonBytes: 1000 }, { maxEntries: 100 }]) {
      const { readers, check } = agreement({ T: { type: 'object', properties: { a: { type: 'string' } }, ...bound } });
      const value = { a: 'x', at: new Date(0) };
      expect(check('T', value)).toBe('not plain');
      expect(readers.reason('T', value)).toEqual(at('', {}));
      expect(readers.reason('T', [new Date(0)])).toEqual(at('', {}));
    }
  });
});

describe('a whole that keeps the value, made of parts', () => {
  it("rule: beside an own part typed array, the value is read by each part and once more as plain JSON: three times the copy's budget", () => {
    const { readers, check } = agreement({
      T: { type: 'array', minItems: 1, allOf: [{ type: 'array', maxItems: 3 }] },
    });
    const value = ['x'.repeat(100)];
    expect(check('T', value)).toBe('read');
    expect(readers.read('T', value, { budget: 3 * jsonCost(value) })).toBe(value);
    expect(readers.read('T', value, { budget: 3 * jsonCost(value) - 1 })).toBe(FAIL);
  });
});

describe("the strip planner's caches", () => {
  it("rule: a schema node's plan is computed once per set of types: asked again, the same plan", () => {
    const types = new Map<string, JsonSchema>([['Named', { type: 'object', properties: { a: { type: 'string' } } }]]);
    const inline = { type: 'object', properties: { b: { type: 'number' }, c: { $ref: '#/types/Named' } } };
    const first = planOf(inline, types);
    expect(first).toEqual({ o: { b: 0, c: 'Named' } });
    expect(planOf(inline, types)).toBe(first);
    const named = types.get('Named')!;
    expect(planOf(named, types)).toBe(planOf(named, types));
  });
});
