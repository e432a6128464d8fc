/**
 * Each wording key of an interaction catalog and of a command, changed alone, is one documentation
 * change at its own place, named in description-changed's words — never an interaction-catalog- or
 * interaction-command-changed, which judge the keys that accept or reject answers.
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_CATALOG, applyPatch, type Json, type JsonObject, type Patch } from '../support/contracts.ts';
import { changesBetween, docsChange } from './support/meta-changes.ts';

const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});
const CATALOG = { kind: 'interaction-catalog', name: 'answer' } as const;
const DENY = { kind: 'interaction-command', name: 'deny', catalog: 'answer' } as const;

describe('description-changed on a catalog wording key changed alone', () => {
  it.each([
    ['description', 'How an approval is answered.'],
    ['tags', ['approval']],
    ['modeError', 'that command is not available in this mode'],
    ['ownershipError', "that field is the program's"],
    ['selectionError', 'name exactly one command'],
  ] as const)(
    'rule: the catalog key %s is wording: one documentation change at /interactions/<catalog>/<key>',
    async (key, value: Json) => {
      expect(await changesBetween(withCatalog(), withCatalog({ [key]: value }))).toEqual([
        docsChange(
          'description-changed',
          `/interactions/answer/${key}`,
          CATALOG,
          `interaction catalog answer ${key} changed`,
        ),
      ]);
    },
  );
});

describe('description-changed on a command wording key changed alone', () => {
  it.each([
    ['description', 'Deny the request, giving a reason.'],
    ['tags', ['refusal']],
    ['error', 'deny needs an interaction id'],
  ] as const)(
    'rule: the command key %s is wording: one documentation change at /interactions/<catalog>/commands/<command>/<key>',
    async (key, value: Json) => {
      expect(await changesBetween(withCatalog(), withCatalog({ commands: { deny: { [key]: value } } }))).toEqual([
        docsChange(
          'description-changed',
          `/interactions/answer/commands/deny/${key}`,
          DENY,
          `interaction command deny ${key} changed`,
        ),
      ]);
    },
  );
});
