/**
 * A cycle closed by a reference on one side and an inline schema on the other
 * (generator/diff/compare-schema.ts): where the same pair comes round again the walk ends without
 * comparing the two sides' own documentation there, as it does only for two references met again.
 * The inline side's description is reported once, where the pair is first met.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../support/contracts.ts';
import { valueChanges as at } from './support/value-changes.ts';

const ref = (name: string): JsonObject => ({ $ref: `#/types/${name}` });
const str = { type: 'string' } as const;
const V = '/operations/probe/params/properties/value';

// A is { x: A, y }; the inline side is { x: B, y } with a description, and B is { x: <that inline schema>, y }.
// The walk pairs (A, inline), then (A, B), then (A, inline) again: a reference against an inline schema met again.
const recursive = { A: { type: 'object', properties: { x: ref('A'), y: str } } };
const inline: JsonObject = { type: 'object', description: 'Written out.', properties: { x: ref('B'), y: str } };
const throughInline = { B: { type: 'object', properties: { x: inline, y: str } } };

describe('a reference against an inline schema met again', () => {
  it('rule: reference old, inline new: the inline description is reported once, at the top, not again where the pair recurs', async () => {
    expect(await at(ref('A'), inline, recursive, throughInline)).toEqual([`description-changed ${V} ${V}`]);
  });

  it('rule: inline old, reference new: the inline description is reported once, at the top, not again where the pair recurs', async () => {
    expect(await at(inline, ref('A'), throughInline, recursive)).toEqual([`description-changed ${V} ${V}`]);
  });
});
