/**
 * Which way each named type's data flows (generator/diff/directions.ts): from where the contract
 * uses it, from its own `direction:`, and across two versions.
 */
import { describe, expect, it } from 'vitest';
import { joinDirections, typeDirections } from '../../../generator/diff/directions.ts';
import type { SpecDocument } from '../../../generator/load/spec-document.ts';
import { ANSWER_CATALOG, applyPatch, type JsonObject } from '../support/contracts.ts';

const ref = (name: string): JsonObject => ({ $ref: `#/types/${name}` });
const object = (properties: JsonObject): JsonObject => ({ type: 'object', properties });

const spec = (parts: JsonObject): SpecDocument => ({ operations: {}, ...parts }) as unknown as SpecDocument;

describe('typeDirections', () => {
  it('rule: a type named only by an interaction field flows client to host', () => {
    const catalog = applyPatch(ANSWER_CATALOG, {
      commands: { deny: { fields: { reason: { jsonSchema: ref('Reason') } } } },
    }) as JsonObject;
    const directions = typeDirections(
      spec({ types: { Reason: { type: 'string' }, Loose: { type: 'string' } }, interactions: { answer: catalog } }),
    );
    expect(Object.fromEntries(directions)).toEqual({ Reason: 'client-to-host', Loose: 'both' });
  });

  it('rule: a reference to a type the contract does not declare places nothing', () => {
    const directions = typeDirections(
      spec({
        types: { Known: { type: 'string' } },
        operations: { probe: { params: object({ a: ref('Missing'), b: ref('Known') }), result: object({}) } },
      }),
    );
    expect(Object.fromEntries(directions)).toEqual({ Known: 'client-to-host' });
  });

  it('rule: a schema node without a $ref places no type, not even one named "undefined"', () => {
    const directions = typeDirections(
      spec({
        types: { undefined: { type: 'string' } },
        operations: { probe: { params: object({ a: { type: 'string' } }), result: object({}) } },
      }),
    );
    expect([...directions]).toEqual([['undefined', 'both']]);
  });

  it('rule: a type reached only from a stored type is stored, whatever the order the types are declared in', () => {
    const directions = typeDirections(
      spec({ types: { Cell: { type: 'string' }, Row: { direction: 'stored', ...object({ cell: ref('Cell') }) } } }),
    );
    expect(Object.fromEntries(directions)).toEqual({ Cell: 'stored', Row: 'stored' });
  });
});

describe('joinDirections', () => {
  it('rule: a direction only one version knows is that direction; none known is both', () => {
    expect(joinDirections(undefined, undefined)).toBe('both');
    expect(joinDirections(undefined, 'stored')).toBe('stored');
    expect(joinDirections('host-to-client', undefined)).toBe('host-to-client');
    expect(joinDirections('stored', 'stored')).toBe('stored');
    expect(joinDirections('stored', 'client-to-host')).toBe('both');
  });
});
