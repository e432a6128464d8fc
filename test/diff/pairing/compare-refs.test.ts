/**
 * How the schema walker (generator/diff/compare-schema.ts) follows references: two references to one
 * type compare only what the references say themselves, two different ones are followed, and a pair
 * of types met again on the way down is not compared twice (so recursive types end).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../support/contracts.ts';
import { valueChanges } from './support/value-changes.ts';

const ref = (name: string) => ({ $ref: `#/types/${name}` });
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: JsonObject): JsonObject => ({ type: 'object', properties });
const at = valueChanges;

describe('references in the schema walker', () => {
  it('rule: a reference to another type is followed and compared', async () => {
    const types = { A: str, B: int };
    expect(await at(ref('A'), ref('B'), types, types)).toMatchInlineSnapshot(`
      [
        "type-changed /operations/probe/params/properties/value /operations/probe/params/properties/value",
        "type-changed /operations/probe/params/properties/value /operations/probe/params/properties/value",
      ]
    `);
  });

  it('rule: references met on the way down are compared once each pair', async () => {
    const oldTypes = { A: obj({ x: ref('C') }), C: str };
    const newTypes = { B: obj({ x: ref('D') }), D: int };
    expect(await at(ref('A'), ref('B'), oldTypes, newTypes)).toMatchInlineSnapshot(`
      [
        "type-changed /operations/probe/params/properties/value/properties/x /operations/probe/params/properties/value/properties/x",
        "type-changed /operations/probe/params/properties/value/properties/x /operations/probe/params/properties/value/properties/x",
      ]
    `);
  });

  it('rule: a recursive type renamed ends, and a pair first met deeper is still compared (old side)', async () => {
    const oldTypes = { A: obj({ x: ref('C'), y: str }), C: obj({ x: ref('C'), y: int }) };
    const newTypes = { B: obj({ x: ref('B'), y: str }) };
    expect(await at(ref('A'), ref('B'), oldTypes, newTypes)).toMatchInlineSnapshot(`
      [
        "type-changed /operations/probe/params/properties/value/properties/x/properties/y /operations/probe/params/properties/value/properties/x/properties/y",
        "type-changed /operations/probe/params/properties/value/properties/x/properties/y /operations/probe/params/properties/value/properties/x/properties/y",
      ]
    `);
  });

  it('rule: a recursive type renamed ends, and a pair first met deeper is still compared (new side)', async () => {
    const oldTypes = { A: obj({ x: ref('A'), y: str }) };
    const newTypes = { B: obj({ x: ref('D'), y: str }), D: obj({ x: ref('D'), y: int }) };
    expect(await at(ref('A'), ref('B'), oldTypes, newTypes)).toMatchInlineSnapshot(`
      [
        "type-changed /operations/probe/params/properties/value/properties/x/properties/y /operations/probe/params/properties/value/properties/x/properties/y",
        "type-changed /operations/probe/params/properties/value/properties/x/properties/y /operations/probe/params/properties/value/properties/x/properties/y",
      ]
    `);
  });

  it('rule: two references to one type compare what the references document', async () => {
    const types = { A: str };
    expect(await at({ ...ref('A'), description: 'old' }, { ...ref('A'), description: 'new' }, types, types))
      .toMatchInlineSnapshot(`
      [
        "description-changed /operations/probe/params/properties/value /operations/probe/params/properties/value",
      ]
    `);
  });

  it('rule: two references to one type compare the gate the references add', async () => {
    const types = { A: str };
    expect(await at(ref('A'), { ...ref('A'), requires: 'probe.next' }, types, types)).toMatchInlineSnapshot(`
      [
        "field-gate-added /operations/probe/params/properties/value /operations/probe/params/properties/value",
      ]
    `);
  });
});
