/**
 * How the schema walker (generator/diff/compare-schema.ts) ends a walk through recursive types when
 * one side is a reference and the other an inline schema: a pair met again is a cycle whichever side
 * the reference is on, so each change is reported once, at the first place it is met.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../support/contracts.ts';
import { valueChanges as at } from './support/value-changes.ts';

const ref = (name: string): JsonObject => ({ $ref: `#/types/${name}` });
const obj = (properties: JsonObject): JsonObject => ({ type: 'object', properties });
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const V = '/operations/probe/params/properties/value';

// A reference and an inline schema that alternate on the way down: (ref A, inline) then (inline, ref B),
// then (ref A, inline) again, the same pair as at the top. Every level changes y from string to integer.
const viaRef = { A: obj({ x: obj({ x: ref('A'), y: str }), y: str }) };
const inline = obj({ x: ref('B'), y: int });
const viaInline = { B: obj({ x: inline, y: int }) };
const typeChangedAt = (...places: string[]) =>
  places.flatMap((place) => [`type-changed ${V}${place} ${V}${place}`, `type-changed ${V}${place} ${V}${place}`]);

describe('cycles through a reference against an inline schema', () => {
  it('rule: a reference (old) against an inline schema (new) met again ends the walk: type-changed once at each place', async () => {
    expect(await at(ref('A'), inline, viaRef, viaInline)).toEqual(
      typeChangedAt('/properties/x/properties/y', '/properties/y'),
    );
  });

  it('rule: an inline schema (old) against a reference (new) met again ends the walk: type-changed once at each place', async () => {
    expect(await at(inline, ref('A'), viaInline, viaRef)).toEqual(
      typeChangedAt('/properties/x/properties/y', '/properties/y'),
    );
  });

  it('rule: two references met again end the walk, but still compare the documentation the reference back carries', async () => {
    const oldTypes = { A: obj({ x: { ...ref('A'), description: 'Again.' }, y: str }) };
    const newTypes = { B: obj({ x: ref('B'), y: int }) };
    const changes = await at(ref('A'), ref('B'), oldTypes, newTypes);
    expect(changes.filter((change) => change.startsWith('type-changed '))).toEqual(typeChangedAt('/properties/y'));
    expect(changes.filter((change) => change.startsWith('description-changed '))).toEqual([
      `description-changed ${V}/properties/x ${V}/properties/x`,
    ]);
  });
});
