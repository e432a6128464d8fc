/**
 * The operation rules on what the fixture table leaves out: the words and places of
 * operation-mutation/persistence/scope-changed, gates present on both sides, the `{gate}` of
 * operation-added, an explicit `status: stable`, and a host-sent operation removed with its gate.
 */
import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  diffEdits,
  FRAMED,
  NEW_FEATURE,
  operation,
  type JsonObject,
  type Patch,
} from '../support/contracts.ts';
import { changesOf, rulesOf, type ChangeView } from './support/ops-changes.ts';

const probe = (patch: Patch): Patch => ({ operations: { probe: patch } });
const op = (name: string, overrides: JsonObject = {}): Patch => ({ operations: { [name]: operation(overrides) } });
const TS_WORDS = 'an exhaustive switch or a literal type over the old values may no longer compile';

/** A fact on one field of `probe`, as its wire and TypeScript changes. */
const probeField = (
  field: string,
  wire: Pick<ChangeView, 'severity' | 'breaks'>,
  words: string,
  wireWords: string | undefined,
): ChangeView[] => {
  const at = `/operations/probe/${field}`;
  return [
    {
      layer: 'wire',
      ...wire,
      direction: 'client-to-host',
      old: at,
      new: at,
      message: wireWords === undefined ? words : `${words}: ${wireWords}`,
    },
    {
      layer: 'typescript',
      severity: 'dangerous',
      direction: 'client-to-host',
      breaks: 'typescript',
      old: at,
      new: at,
      message: `${words}: ${TS_WORDS}`,
    },
  ];
};
const BREAKS_BOTH = { severity: 'breaking', breaks: 'old-readers-and-writers' } as const;

describe('operation-mutation-changed', () => {
  it('rule: a query made a mutation reads "now a mutation (was a query)", at the operation\'s mutation', async () => {
    const report = await diffEdits({}, probe({ mutation: true }));
    expect(changesOf(report, 'operation-mutation-changed')).toEqual(
      probeField(
        'mutation',
        BREAKS_BOTH,
        'operation probe is now a mutation (was a query)',
        'request identity and retries differ',
      ),
    );
  });

  it('rule: a mutation made a query reads "now a query (was a mutation)"', async () => {
    const report = await diffEdits(probe({ mutation: true }), {});
    expect(changesOf(report, 'operation-mutation-changed')).toEqual(
      probeField(
        'mutation',
        BREAKS_BOTH,
        'operation probe is now a query (was a mutation)',
        'request identity and retries differ',
      ),
    );
  });
});

describe('operation-persistence-changed', () => {
  it("rule: names both persistence classes, at the operation's persistence", async () => {
    const report = await diffEdits({}, probe({ persistence: 'durable' }));
    expect(changesOf(report, 'operation-persistence-changed')).toEqual(
      probeField(
        'persistence',
        { severity: 'dangerous', breaks: 'old-readers-and-writers' },
        'operation probe persistence changed from none to durable',
        'retries and replays behave differently',
      ),
    );
  });
});

describe('operation-scope-changed', () => {
  it("rule: names both scopes, at the operation's scope", async () => {
    const report = await diffEdits({}, probe({ scope: 'session' }));
    expect(changesOf(report, 'operation-scope-changed')).toEqual(
      probeField('scope', BREAKS_BOTH, 'operation probe scope changed from host to session', undefined),
    );
  });
});

describe('operation-gate-added and operation-gate-removed', () => {
  it('rule: a gate both sides name alike is neither added nor removed', async () => {
    const report = await diffEdits(
      probe({ requires: 'probe.extras' }),
      probe({ requires: 'probe.extras', description: 'Probe the host, gently.' }),
    );
    expect(rulesOf(report)).toEqual(['description-changed']);
  });

  it('rule: a gate exchanged for another is the new one added and the old one removed', async () => {
    const report = await diffEdits(probe({ requires: 'probe.extras' }), probe({ requires: NEW_FEATURE }));
    const at = '/operations/probe/requires';
    expect(changesOf(report, 'operation-gate-added')).toEqual([
      {
        layer: 'wire',
        severity: 'dangerous',
        direction: 'client-to-host',
        breaks: 'old-readers-and-writers',
        old: at,
        new: at,
        message: `operation probe now requires feature ${NEW_FEATURE}: clients must check hello first`,
      },
    ]);
    expect(changesOf(report, 'operation-gate-removed')).toEqual([
      {
        layer: 'wire',
        severity: 'safe',
        direction: 'client-to-host',
        breaks: 'nobody',
        old: at,
        new: at,
        message: 'operation probe no longer requires feature probe.extras',
      },
    ]);
  });
});

describe('operation-added: what keeps a new operation from old hosts ({gate})', () => {
  const added = async (oldEdit: Patch, newEdit: Patch) =>
    changesOf(await diffEdits(oldEdit, newEdit), 'operation-added').map(({ layer, severity, message }) => ({
      layer,
      severity,
      message,
    }));

  it('rule: an ungated operation added says nothing of a gate: old hosts reject it', async () => {
    expect(await added({}, op('probe.more'))).toEqual([
      { layer: 'wire', severity: 'breaking', message: 'operation probe.more added' },
      { layer: 'typescript', severity: 'dangerous', message: `operation probe.more added: ${TS_WORDS}` },
    ]);
  });

  it('rule: an operation gated by a feature old hosts cannot advertise names the feature', async () => {
    expect(await added({}, op('probe.more', { requires: NEW_FEATURE }))).toEqual([
      { layer: 'wire', severity: 'safe', message: `operation probe.more added (gated by feature ${NEW_FEATURE})` },
      {
        layer: 'typescript',
        severity: 'dangerous',
        message: `operation probe.more added (gated by feature ${NEW_FEATURE}): ${TS_WORDS}`,
      },
    ]);
  });

  it('rule: an operation added where hosts list what they serve says clients send it only to hosts that list it', async () => {
    const LISTED = applyPatch(FRAMED, { framing: { operationsAdvertised: true } }) as Patch;
    const listing = ' (hosts list the operations they serve: clients send it only to hosts that list it)';
    expect(await added(LISTED, applyPatch(LISTED, op('probe.more')) as Patch)).toEqual([
      { layer: 'wire', severity: 'safe', message: `operation probe.more added${listing}` },
      { layer: 'typescript', severity: 'dangerous', message: `operation probe.more added${listing}: ${TS_WORDS}` },
    ]);
  });
});

describe('operation-status-changed', () => {
  it('rule: status stable spelled out where it was left out (stable by default) changes nothing', async () => {
    expect((await diffEdits({}, probe({ status: 'stable' }))).changes).toEqual([]);
    expect((await diffEdits(probe({ status: 'stable' }), {})).changes).toEqual([]);
  });
});

describe('operation-removed and gated-operation-removed', () => {
  it('rule: a host-sent operation removed with the feature that gated it is an ordinary removal, not gated away', async () => {
    const report = await diffEdits(op('probe.more', { sender: 'host', requires: NEW_FEATURE }), {});
    expect(rulesOf(report)).toEqual(['operation-removed']);
    const [wire] = changesOf(report, 'operation-removed');
    expect({
      layer: wire?.layer,
      severity: wire?.severity,
      breaks: wire?.breaks,
      old: wire?.old,
      new: wire?.new,
    }).toEqual({
      layer: 'wire',
      severity: 'breaking',
      breaks: 'old-writers',
      old: '/operations/probe.more',
      new: '/operations',
    });
  });
});
