/**
 * The interaction rules on what the fixture table leaves out: every wording key of a catalog and of
 * a command is documentation only, a command's additionalProperties is compared as the schema of its
 * answers (not as a command key), and several changed keys are reported in the order of their names.
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_CATALOG, applyPatch, diffEdits, type JsonObject, type Patch } from '../support/contracts.ts';
import { changesOf, rulesOf } from './support/ops-changes.ts';

const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});
const pointers = (changes: readonly { readonly old: string; readonly new: string }[]) =>
  changes.map((change) => [change.old, change.new]);

describe('interaction-catalog-changed', () => {
  it("rule: a catalog's description, tags and mode, ownership and selection rejections are wording: description-changed only", async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({
        description: 'How an approval is answered.',
        tags: ['approval'],
        modeError: 'no such mode',
        ownershipError: 'not yours',
        selectionError: 'pick one',
      }),
    );
    expect(rulesOf(report)).toEqual(['description-changed']);
    const at = (key: string) => [`/interactions/answer/${key}`, `/interactions/answer/${key}`];
    expect(pointers(changesOf(report, 'description-changed'))).toEqual(
      ['description', 'modeError', 'ownershipError', 'selectionError', 'tags'].map(at),
    );
  });

  it('rule: changed catalog keys are reported in the order of their names, whichever side brings them', async () => {
    const report = await diffEdits(withCatalog(), withCatalog({ commandField: 'verb', commandAliases: ['act'] }));
    expect(
      changesOf(report, 'interaction-catalog-changed')
        .filter((change) => change.layer === 'wire')
        .map((change) => change.message),
    ).toEqual([
      'interaction catalog answer: commandAliases changed',
      'interaction catalog answer: commandField changed',
    ]);
  });
});

describe('interaction-command-changed', () => {
  it("rule: a command's description, tags and rejection text are wording: description-changed only", async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({
        commands: { approve: { description: 'Approve it.', tags: ['yes'], error: 'approve needs an interaction id' } },
      }),
    );
    expect(rulesOf(report)).toEqual(['description-changed']);
    const at = (key: string) => [
      `/interactions/answer/commands/approve/${key}`,
      `/interactions/answer/commands/approve/${key}`,
    ];
    expect(pointers(changesOf(report, 'description-changed'))).toEqual(['description', 'error', 'tags'].map(at));
  });

  it('rule: a command opened to unknown members is the schema of its answers opened, not a changed command key', async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({ commands: { approve: { additionalProperties: true } } }),
    );
    expect(rulesOf(report)).toEqual(['object-opened']);
  });

  it('rule: changed command keys are reported in the order of their names, whichever side brings them', async () => {
    const report = await diffEdits(
      withCatalog(),
      withCatalog({ commands: { approve: { terminal: false, optionalPresence: 'defined' } } }),
    );
    expect(changesOf(report, 'interaction-command-changed').filter((change) => change.layer === 'wire')).toEqual(
      ['optionalPresence', 'terminal'].map((key) => ({
        layer: 'wire',
        severity: 'breaking',
        direction: 'client-to-host',
        breaks: 'old-readers-and-writers',
        old: `/interactions/answer/commands/approve/${key}`,
        new: `/interactions/answer/commands/approve/${key}`,
        message: `interaction command approve: ${key} changed`,
      })),
    );
  });
});
