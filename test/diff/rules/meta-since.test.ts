/** since-changed (errors, limits, features) and operation-since-changed: where a since moved, and from what to what. */
import { describe, expect, it } from 'vitest';
import { changesBetween, docsChange } from './support/meta-changes.ts';

describe('since-changed', () => {
  it('rule: an error whose since moved is reported at /errors/<code>/since with both versions', async () => {
    expect(await changesBetween({}, { errors: { busy: { since: '0.9.0' } } })).toEqual([
      docsChange(
        'since-changed',
        '/errors/busy/since',
        { kind: 'error', name: 'busy' },
        'error busy since changed from 1.0.0 to 0.9.0',
      ),
    ]);
  });

  it('rule: a limit given a since it lacked is reported at /limits/<name>/since, from none', async () => {
    expect(await changesBetween({}, { limits: { itemBytes: { since: '1.0.0' } } })).toEqual([
      docsChange(
        'since-changed',
        '/limits/itemBytes/since',
        { kind: 'limit', name: 'itemBytes' },
        'limit itemBytes since changed from none to 1.0.0',
      ),
    ]);
  });

  it('rule: a limit whose since is dropped is reported to none', async () => {
    expect(await changesBetween({ limits: { itemBytes: { since: '0.9.0' } } }, {})).toEqual([
      docsChange(
        'since-changed',
        '/limits/itemBytes/since',
        { kind: 'limit', name: 'itemBytes' },
        'limit itemBytes since changed from 0.9.0 to none',
      ),
    ]);
  });

  it('rule: a feature whose since moved is reported at /features/<name>/since with both versions', async () => {
    expect(await changesBetween({}, { features: { 'probe.extras': { since: '0.9.0' } } })).toEqual([
      docsChange(
        'since-changed',
        '/features/probe.extras/since',
        { kind: 'feature', name: 'probe.extras' },
        'feature probe.extras since changed from 1.0.0 to 0.9.0',
      ),
    ]);
  });
});

describe('operation-since-changed', () => {
  it('rule: an operation whose since moved is reported at /operations/<op>/since with both versions', async () => {
    expect(await changesBetween({}, { operations: { probe: { since: '0.9.0' } } })).toEqual([
      docsChange(
        'operation-since-changed',
        '/operations/probe/since',
        { kind: 'operation', name: 'probe' },
        'operation probe since changed from 1.0.0 to 0.9.0',
      ),
    ]);
  });
});
