/**
 * description-changed and since-changed on each named section they read (constants, errors, limits,
 * features), a renamed limit named by its new name in their words, and error-code-added's
 * TypeScript-layer words for a code added beside the ones already there.
 */
import { describe, expect, it } from 'vitest';
import { slot, type Patch } from '../support/contracts.ts';
import { changesBetween, docsChange } from './support/meta-changes.ts';

/** Params bounded by the limit `name`: the bound a rename of the limit follows. */
const boundBy = (name: string): Patch => slot('params', { type: 'string', maxBytes: { limit: name } });
/** The base's itemBytes declared as entryBytes instead, with `extra` merged into it. */
const renamedLimit = (extra: Patch): Patch => ({
  ...boundBy('entryBytes'),
  limits: {
    itemBytes: null,
    entryBytes: { value: 1024, unit: 'bytes', description: 'Most UTF-8 bytes of an item.', ...extra },
  },
});
const LIMIT = { kind: 'limit', name: 'itemBytes' } as const;

describe('description-changed on each named section', () => {
  it('rule: a stored constant whose description changed is a documentation change at /constants/<name>/description', async () => {
    expect(
      await changesBetween(
        {},
        { constants: { ROW_VERSION: { description: 'The version every stored row carries.' } } },
      ),
    ).toEqual([
      docsChange(
        'description-changed',
        '/constants/ROW_VERSION/description',
        { kind: 'constant', name: 'ROW_VERSION' },
        'constant ROW_VERSION description changed',
      ),
    ]);
  });

  it('rule: an error code both contracts declare, reworded, is a documentation change at /errors/<code>/description', async () => {
    const gone = (description: string): Patch => ({ errors: { gone: { description, since: '1.0.0' } } });
    expect(await changesBetween(gone('It is gone.'), gone('It went away for good.'))).toEqual([
      docsChange(
        'description-changed',
        '/errors/gone/description',
        { kind: 'error', name: 'gone' },
        'error gone description changed',
      ),
    ]);
  });

  it('rule: a feature both contracts declare, reworded, is a documentation change at /features/<name>/description', async () => {
    const more = (description: string): Patch => ({ features: { 'probe.more': { description, since: '1.0.0' } } });
    expect(await changesBetween(more('More of the probe.'), more('Even more of the probe.'))).toEqual([
      docsChange(
        'description-changed',
        '/features/probe.more/description',
        { kind: 'feature', name: 'probe.more' },
        'feature probe.more description changed',
      ),
    ]);
  });

  it('rule: a renamed limit reworded is reported from its old name to its new one, and its words name the new one', async () => {
    const changes = await changesBetween(
      boundBy('itemBytes'),
      renamedLimit({ description: 'Most bytes one item may take.' }),
    );
    expect(changes.filter((change) => change.rule === 'description-changed')).toEqual([
      {
        ...docsChange(
          'description-changed',
          '/limits/itemBytes/description',
          LIMIT,
          'limit itemBytes: limit entryBytes description changed',
        ),
        new: '/limits/entryBytes/description',
      },
    ]);
    expect(changes.map((change) => change.rule)).toEqual(['limit-renamed', 'limit-renamed', 'description-changed']);
  });
});

describe('since-changed on limits and features', () => {
  it('rule: a renamed limit given a since is reported from its old name to its new one, from none, naming the new one', async () => {
    const changes = await changesBetween(boundBy('itemBytes'), renamedLimit({ since: '1.0.0' }));
    expect(changes.filter((change) => change.rule === 'since-changed')).toEqual([
      {
        ...docsChange(
          'since-changed',
          '/limits/itemBytes/since',
          LIMIT,
          'limit itemBytes: limit entryBytes since changed from none to 1.0.0',
        ),
        new: '/limits/entryBytes/since',
      },
    ]);
    expect(changes.map((change) => change.rule)).toEqual(['limit-renamed', 'limit-renamed', 'since-changed']);
  });

  it('rule: a feature both contracts declare, moved to another since, is reported at /features/<name>/since with both versions', async () => {
    const more = (since: string): Patch => ({
      features: { 'probe.more': { description: 'More of the probe.', since } },
    });
    expect(await changesBetween(more('0.8.0'), more('0.9.0'))).toEqual([
      docsChange(
        'since-changed',
        '/features/probe.more/since',
        { kind: 'feature', name: 'probe.more' },
        'feature probe.more since changed from 0.8.0 to 0.9.0',
      ),
    ]);
  });
});

describe('error-code-added', () => {
  it('rule: an error code added beside the others is dangerous for TypeScript: an exhaustive switch over KnownErrorCode no longer compiles', async () => {
    const place = {
      direction: 'host-to-client',
      old: '/errors',
      new: '/errors/rate_limited',
      subject: { kind: 'error', name: 'rate_limited' },
    } as const;
    expect(
      await changesBetween({}, { errors: { rate_limited: { description: 'Too many requests.', since: '1.0.0' } } }),
    ).toEqual([
      {
        rule: 'error-code-added',
        layer: 'wire',
        severity: 'safe',
        breaks: 'nobody',
        ...place,
        message: 'error code rate_limited added: old clients treat it as an unknown code',
      },
      {
        rule: 'error-code-added',
        layer: 'typescript',
        severity: 'dangerous',
        breaks: 'typescript',
        ...place,
        message: 'error code rate_limited added: an exhaustive switch over KnownErrorCode no longer compiles',
      },
    ]);
  });
});
