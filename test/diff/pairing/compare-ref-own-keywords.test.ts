/**
 * Two references to one named type (generator/diff/compare-schema.ts): the type is compared once,
 * under /types/<Name>, and the pair compares only what the references say themselves — their
 * documentation and their gate — never another keyword written beside them.
 */
import { describe, expect, it } from 'vitest';
import { compareSchemas, type SchemaComparison } from '../../../generator/diff/compare-schema.ts';
import type { Fact } from '../../../generator/diff/classify.ts';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';
import type { JsonObject } from '../support/contracts.ts';
import { valueChanges as at } from './support/value-changes.ts';

const ref = (name: string): JsonObject => ({ $ref: `#/types/${name}` });
const types = { A: { type: 'string' } };
const V = '/operations/probe/params/properties/value';

describe('what two references to one type compare', () => {
  it('rule: description-changed when a reference to one type is no longer deprecated', async () => {
    expect(await at({ ...ref('A'), deprecated: true }, ref('A'), types, types)).toEqual([
      `description-changed ${V} ${V}`,
    ]);
  });

  it('rule: description-changed when the $comment beside a reference to one type changes', async () => {
    expect(await at({ ...ref('A'), $comment: 'old' }, { ...ref('A'), $comment: 'new' }, types, types)).toEqual([
      `description-changed ${V} ${V}`,
    ]);
  });

  it('rule: field-gate-removed when a reference to one type loses its requires', async () => {
    expect(await at({ ...ref('A'), requires: 'probe.extras' }, ref('A'), types, types)).toEqual([
      `field-gate-removed ${V} ${V}`,
    ]);
  });

  it('rule: a keyword beside two references to one type that is neither documentation nor a gate is not compared', () => {
    const facts: Fact[] = [];
    const cx: SchemaComparison = {
      oldTypes: types,
      newTypes: types,
      oldFeatures: new Set(),
      direction: 'client-to-host',
      newVersion: '1.0.0',
      report: (fact) => facts.push(fact),
    };
    compareSchemas(
      cx,
      { ...ref('A'), maxLength: 3 } as JsonSchema,
      { ...ref('A'), maxLength: 5 } as JsonSchema,
      ['value'],
      ['value'],
    );
    expect(facts).toEqual([]);
  });
});
