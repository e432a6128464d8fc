/**
 * A command's fields compared as the object schema of its answers, each change reported where the
 * spec writes it: under fields/<name>/jsonSchema, or at fields for the set of fields itself.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../generator/diff/change.ts';
import { ANSWER_CATALOG, applyPatch, diffEdits, type JsonObject, type Patch } from '../support/contracts.ts';

const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});
const seenAs = (changes: readonly Change[]) =>
  [...new Set(changes.map((c) => `${c.rule} ${c.old.pointer} ${c.new.pointer}`))].sort();
const COMMANDS = '/interactions/answer/commands';

describe('interaction command fields', () => {
  it('rule: required-property-added for a required field added, at the old fields and the new field', async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({ commands: { approve: { fields: { note: { required: true, jsonSchema: { type: 'string' } } } } } }),
    );
    expect(seenAs(report.changes)).toEqual([
      `required-property-added ${COMMANDS}/approve/fields ${COMMANDS}/approve/fields/note/jsonSchema`,
    ]);
  });

  it('rule: byte-length-tightened under a field, at its jsonSchema', async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({ commands: { deny: { fields: { reason: { jsonSchema: { maxBytes: 100 } } } } } }),
    );
    expect(seenAs(report.changes)).toEqual([
      `byte-length-tightened ${COMMANDS}/deny/fields/reason/jsonSchema/maxBytes ${COMMANDS}/deny/fields/reason/jsonSchema/maxBytes`,
    ]);
  });

  it('rule: description-changed when a field is given a description', async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({ commands: { deny: { fields: { reason: { description: 'Why.' } } } } }),
    );
    expect(seenAs(report.changes)).toEqual([
      `description-changed ${COMMANDS}/deny/fields/reason/jsonSchema ${COMMANDS}/deny/fields/reason/jsonSchema`,
    ]);
  });
});
