/**
 * Where a command's changes are placed, and with which contract's types and features they are
 * compared (generator/diff/pairing/interactions.ts): the command object itself at the command, the
 * set of required fields at fields, a field's schema under fields/<name>/jsonSchema; references
 * resolve in each side's own types, and a gate on a feature the old contract declared shields nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../generator/diff/change.ts';
import { ANSWER_CATALOG, applyPatch, diffEdits, type JsonObject, type Patch } from '../support/contracts.ts';

const withCatalog = (patch: Patch = {}, extra: Patch = {}): Patch =>
  applyPatch({ interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject } }, extra) as Patch;
const seenAs = (changes: readonly Change[]) =>
  changes.map((c) => `${c.rule} ${c.severity} ${c.breaks} ${c.old.pointer} ${c.new.pointer}`).sort();
const DENY = '/interactions/answer/commands/deny';

describe("places of a command's changes", () => {
  it('rule: object-opened for a command that now takes any field, at the command', async () => {
    const report = await diffEdits(withCatalog(), withCatalog({ commands: { deny: { additionalProperties: true } } }));
    expect(seenAs(report.changes)).toEqual([`object-opened breaking old-readers ${DENY} ${DENY}`]);
  });

  it('rule: property-made-required for a field now required, at fields on both sides', async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({ commands: { deny: { fields: { reason: { required: true } } } } }),
    );
    expect(seenAs(report.changes)).toEqual([
      `property-made-required breaking old-writers ${DENY}/fields ${DENY}/fields`,
      `property-made-required breaking typescript ${DENY}/fields ${DENY}/fields`,
    ]);
  });
});

describe("the types a command's fields are compared with", () => {
  const reason: Patch = { types: { Reason: { type: 'string', maxBytes: 4096 } } };
  const byRef = withCatalog(
    {
      commands: {
        deny: { fields: { reason: { jsonSchema: { $ref: '#/types/Reason', type: null, maxBytes: null } } } },
      },
    },
    reason,
  );
  const inline = withCatalog({}, reason);

  it('rule: a field whose reference (old) resolves to the inline schema it became is no change', async () => {
    expect((await diffEdits(byRef, inline)).changes).toEqual([]);
  });

  it('rule: a field whose inline schema became a reference (new) to the same schema is no change', async () => {
    expect((await diffEdits(inline, byRef)).changes).toEqual([]);
  });

  it('rule: optional-property-added-closed gated by a feature the old contract declared still breaks old readers', async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({
        commands: { deny: { fields: { note: { jsonSchema: { type: 'string', requires: 'probe.extras' } } } } },
      }),
    );
    expect(seenAs(report.changes)).toEqual([
      `optional-property-added-closed breaking old-readers ${DENY}/fields ${DENY}/fields/note/jsonSchema`,
      `optional-property-added-closed safe nobody ${DENY}/fields ${DENY}/fields/note/jsonSchema`,
    ]);
  });
});
