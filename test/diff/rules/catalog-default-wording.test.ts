/**
 * A catalog's `category` and `error` are the defaults of every command that declares none: wording,
 * as a command's own `category` and `error` are, so changing them is description-changed only, never
 * a changed catalog that breaks old readers and writers.
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_CATALOG, applyPatch, diffEdits, type JsonObject, type Patch } from '../support/contracts.ts';
import { changesOf, rulesOf } from './support/ops-changes.ts';

const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});

describe("a catalog's command defaults that are wording", () => {
  it.each([
    ['error', { error: 'that answer was not understood' }, { error: 'the answer was not understood' }],
    ['category', { category: 'receipt' }, { category: 'presentation' }],
  ])("rule: a catalog's %s changed is description-changed only, as a command's own is", async (key, before, after) => {
    const report = await diffEdits(withCatalog(before), withCatalog(after));
    expect(rulesOf(report)).toEqual(['description-changed']);
    expect(changesOf(report, 'description-changed').map((change) => [change.old, change.new])).toEqual([
      [`/interactions/answer/${key}`, `/interactions/answer/${key}`],
    ]);
    const command = await diffEdits(
      withCatalog({ commands: { approve: before } }),
      withCatalog({ commands: { approve: after } }),
    );
    expect(rulesOf(command)).toEqual(['description-changed']);
  });

  it('rule: a catalog default that accepts or rejects (terminal) is still a changed catalog', async () => {
    const report = await diffEdits(withCatalog({ terminal: true }), withCatalog({ terminal: false }));
    expect(rulesOf(report)).toContain('interaction-catalog-changed');
  });
});
