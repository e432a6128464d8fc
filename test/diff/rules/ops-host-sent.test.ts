/**
 * The operation rules on an operation the host sends (`sender: host`, issue 17): each reports the
 * direction of the operation's requests, host-to-client, and its message names the peers that send
 * it (hosts) or leaves out what only a client-sent operation makes true; the same change to a
 * client-sent operation reads as it always did.
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
import { changesOf, type ChangeView } from './support/ops-changes.ts';

const HOST = { sender: 'host' } as const;
const probe = (patch: JsonObject): Patch => ({ operations: { probe: patch } });
const op = (name: string, overrides: JsonObject = {}): Patch => ({ operations: { [name]: operation(overrides) } });
/** The base at protocol.version 1.1.0: past a sunset of 1.1.0. */
const AT_1_1: Patch = { protocol: { version: '1.1.0' } };
const TS_DANGEROUS = 'an exhaustive switch or a literal type over the old values may no longer compile';
const TS_BREAKING = 'code written against the old generated types may no longer compile';

/** The changes of `rule` between the two edits. */
const changes = async (rule: string, oldEdit: Patch, newEdit: Patch): Promise<ChangeView[]> =>
  changesOf(await diffEdits(oldEdit, newEdit), rule);

/** A change on the wire layer at `old` → `new`. */
const wire = (
  severity: ChangeView['severity'],
  breaks: ChangeView['breaks'],
  direction: ChangeView['direction'],
  old: string,
  now: string,
  message: string,
): ChangeView => ({
  layer: 'wire',
  severity,
  direction,
  breaks,
  old,
  new: now,
  message,
});

/** The TypeScript-layer change beside it. */
const typescript = (
  severity: 'breaking' | 'dangerous',
  direction: ChangeView['direction'],
  old: string,
  now: string,
  message: string,
): ChangeView => ({
  layer: 'typescript',
  severity,
  direction,
  breaks: 'typescript',
  old,
  new: now,
  message,
});

describe('operations a host sends: added and removed', () => {
  it('rule: operation-added, host-sent: host-to-client, old clients (readers) reject it', async () => {
    expect(await changes('operation-added', {}, op('probe.more', HOST))).toEqual([
      wire(
        'breaking',
        'old-readers',
        'host-to-client',
        '/operations',
        '/operations/probe.more',
        'operation probe.more added',
      ),
      typescript(
        'dangerous',
        'host-to-client',
        '/operations',
        '/operations/probe.more',
        `operation probe.more added: ${TS_DANGEROUS}`,
      ),
    ]);
  });

  it('rule: operation-added, host-sent behind a new feature: the gate keeps nothing a host sends from old clients, so still breaking', async () => {
    const gate = ` (gated by feature ${NEW_FEATURE})`;
    expect(await changes('operation-added', {}, op('probe.more', { ...HOST, requires: NEW_FEATURE }))).toEqual([
      wire(
        'breaking',
        'old-readers',
        'host-to-client',
        '/operations',
        '/operations/probe.more',
        `operation probe.more added${gate}`,
      ),
      typescript(
        'dangerous',
        'host-to-client',
        '/operations',
        '/operations/probe.more',
        `operation probe.more added${gate}: ${TS_DANGEROUS}`,
      ),
    ]);
  });

  it('rule: operation-added, host-sent where hosts list what they serve: the listing shields nothing a host sends and is not named', async () => {
    const LISTED = applyPatch(FRAMED, { framing: { operationsAdvertised: true } }) as Patch;
    const [added] = await changes('operation-added', LISTED, applyPatch(LISTED, op('probe.more', HOST)) as Patch);
    expect(added).toEqual(
      wire(
        'breaking',
        'old-readers',
        'host-to-client',
        '/operations',
        '/operations/probe.more',
        'operation probe.more added',
      ),
    );
  });

  it('rule: operation-added, a deferred one, host-sent as client-sent: nobody sends it yet, so safe on the wire', async () => {
    expect(await changes('operation-added', {}, op('probe.more', { ...HOST, status: 'deferred' }))).toEqual([
      wire('safe', 'nobody', 'host-to-client', '/operations', '/operations/probe.more', 'operation probe.more added'),
      typescript(
        'dangerous',
        'host-to-client',
        '/operations',
        '/operations/probe.more',
        `operation probe.more added: ${TS_DANGEROUS}`,
      ),
    ]);
    const [clientSent] = await changes('operation-added', {}, op('probe.more', { status: 'deferred' }));
    expect(clientSent).toEqual(
      wire('safe', 'nobody', 'client-to-host', '/operations', '/operations/probe.more', 'operation probe.more added'),
    );
  });

  it('rule: operation-removed, host-sent: host-to-client, "old hosts still send it"', async () => {
    expect(await changes('operation-removed', op('probe.more', HOST), {})).toEqual([
      wire(
        'breaking',
        'old-writers',
        'host-to-client',
        '/operations/probe.more',
        '/operations',
        'operation probe.more removed: old hosts still send it',
      ),
      typescript(
        'breaking',
        'host-to-client',
        '/operations/probe.more',
        '/operations',
        `operation probe.more removed: ${TS_BREAKING}`,
      ),
    ]);
  });

  it('rule: operation-removed, client-sent: client-to-host, "old clients still send it" as before', async () => {
    const [removed] = await changes('operation-removed', op('probe.more'), {});
    expect(removed).toEqual(
      wire(
        'breaking',
        'old-writers',
        'client-to-host',
        '/operations/probe.more',
        '/operations',
        'operation probe.more removed: old clients still send it',
      ),
    );
  });

  it('rule: operation-removed-after-sunset, host-sent: host-to-client, "hosts were told to stop sending it"', async () => {
    const old = op('probe.more', { ...HOST, status: 'deprecated', sunset: '1.1.0' });
    expect(await changes('operation-removed-after-sunset', old, AT_1_1)).toEqual([
      wire(
        'safe',
        'nobody',
        'host-to-client',
        '/operations/probe.more',
        '/operations',
        'deprecated operation probe.more removed at its sunset 1.1.0: hosts were told to stop sending it',
      ),
      typescript(
        'dangerous',
        'host-to-client',
        '/operations/probe.more',
        '/operations',
        'deprecated operation probe.more removed at its sunset 1.1.0: code that still uses its types no longer compiles',
      ),
    ]);
  });

  it('rule: operation-removed-after-sunset, client-sent: "clients were told to stop sending it" as before', async () => {
    const [removed] = await changes(
      'operation-removed-after-sunset',
      op('probe.more', { status: 'deprecated', sunset: '1.1.0' }),
      AT_1_1,
    );
    expect(removed).toEqual(
      wire(
        'safe',
        'nobody',
        'client-to-host',
        '/operations/probe.more',
        '/operations',
        'deprecated operation probe.more removed at its sunset 1.1.0: clients were told to stop sending it',
      ),
    );
  });

  it('rule: deferred-operation-removed, host-sent: host-to-client, the same words', async () => {
    expect(await changes('deferred-operation-removed', op('probe.more', { ...HOST, status: 'deferred' }), {})).toEqual([
      wire(
        'safe',
        'nobody',
        'host-to-client',
        '/operations/probe.more',
        '/operations',
        'deferred operation probe.more removed (it was never advertised)',
      ),
      typescript(
        'breaking',
        'host-to-client',
        '/operations/probe.more',
        '/operations',
        `deferred operation probe.more removed (it was never advertised): ${TS_BREAKING}`,
      ),
    ]);
  });

  it('rule: operation-renamed, host-sent: host-to-client', async () => {
    expect(await changes('operation-renamed', op('probe.more', HOST), op('probe.less', HOST))).toEqual([
      wire(
        'breaking',
        'old-readers-and-writers',
        'host-to-client',
        '/operations/probe.more',
        '/operations/probe.less',
        'operation probe.more renamed to probe.less',
      ),
      typescript(
        'breaking',
        'host-to-client',
        '/operations/probe.more',
        '/operations/probe.less',
        `operation probe.more renamed to probe.less: ${TS_BREAKING}`,
      ),
    ]);
  });
});

describe('operations a host sends: deferred and back', () => {
  const at = '/operations/probe/status';

  it('rule: operation-deferred, host-sent: host-to-client, "old hosts still send it"', async () => {
    expect(await changes('operation-deferred', probe(HOST), probe({ ...HOST, status: 'deferred' }))).toEqual([
      wire(
        'breaking',
        'old-writers',
        'host-to-client',
        at,
        at,
        'operation probe is now deferred (reserved, never advertised): old hosts still send it',
      ),
    ]);
  });

  it('rule: operation-deferred, client-sent: "old clients still send it" as before', async () => {
    expect(await changes('operation-deferred', {}, probe({ status: 'deferred' }))).toEqual([
      wire(
        'breaking',
        'old-writers',
        'client-to-host',
        at,
        at,
        'operation probe is now deferred (reserved, never advertised): old clients still send it',
      ),
    ]);
  });

  it("rule: operation-deferred, with the sender changed too: the old side was sending it, so the old sender's direction and words", async () => {
    expect(await changes('operation-deferred', probe(HOST), probe({ status: 'deferred' }))).toEqual([
      wire(
        'breaking',
        'old-writers',
        'host-to-client',
        at,
        at,
        'operation probe is now deferred (reserved, never advertised): old hosts still send it',
      ),
    ]);
  });

  it('rule: operation-undeferred, host-sent behind a new feature: host-to-client, and the gate shields nothing a host sends', async () => {
    expect(
      await changes(
        'operation-undeferred',
        probe({ ...HOST, status: 'deferred' }),
        probe({ ...HOST, requires: NEW_FEATURE }),
      ),
    ).toEqual([
      wire(
        'breaking',
        'old-readers',
        'host-to-client',
        at,
        at,
        `operation probe is no longer deferred (now stable) (gated by feature ${NEW_FEATURE})`,
      ),
    ]);
  });

  it("rule: operation-undeferred, with the sender changed too: the new side sends it, so the new sender's direction", async () => {
    expect(await changes('operation-undeferred', probe({ status: 'deferred' }), probe(HOST))).toEqual([
      wire('breaking', 'old-readers', 'host-to-client', at, at, 'operation probe is no longer deferred (now stable)'),
    ]);
  });
});

describe('operations a host sends: gates', () => {
  const at = '/operations/probe/requires';

  it('rule: operation-gate-added, host-sent: host-to-client, without "clients must check hello first" (only clients check hello)', async () => {
    expect(await changes('operation-gate-added', probe(HOST), probe({ ...HOST, requires: 'probe.extras' }))).toEqual([
      wire(
        'dangerous',
        'old-readers-and-writers',
        'host-to-client',
        at,
        at,
        'operation probe now requires feature probe.extras',
      ),
    ]);
  });

  it('rule: operation-gate-added, client-sent: "clients must check hello first" as before', async () => {
    expect(await changes('operation-gate-added', {}, probe({ requires: 'probe.extras' }))).toEqual([
      wire(
        'dangerous',
        'old-readers-and-writers',
        'client-to-host',
        at,
        at,
        'operation probe now requires feature probe.extras: clients must check hello first',
      ),
    ]);
  });

  it('rule: operation-gate-added, with the sender changed too: both directions, worded by the new sender', async () => {
    expect(await changes('operation-gate-added', probe(HOST), probe({ requires: 'probe.extras' }))).toEqual([
      wire(
        'dangerous',
        'old-readers-and-writers',
        'both',
        at,
        at,
        'operation probe now requires feature probe.extras: clients must check hello first',
      ),
    ]);
    expect(await changes('operation-gate-added', {}, probe({ ...HOST, requires: 'probe.extras' }))).toEqual([
      wire('dangerous', 'old-readers-and-writers', 'both', at, at, 'operation probe now requires feature probe.extras'),
    ]);
  });

  it('rule: operation-gate-removed, host-sent: host-to-client', async () => {
    expect(await changes('operation-gate-removed', probe({ ...HOST, requires: 'probe.extras' }), probe(HOST))).toEqual([
      wire('safe', 'nobody', 'host-to-client', at, at, 'operation probe no longer requires feature probe.extras'),
    ]);
  });
});

describe('operations a host sends: what they do and whom they concern', () => {
  const field = (name: string) => `/operations/probe/${name}`;

  it('rule: operation-mutation-changed, host-sent: host-to-client', async () => {
    const words = 'operation probe is now a mutation (was a query)';
    expect(await changes('operation-mutation-changed', probe(HOST), probe({ ...HOST, mutation: true }))).toEqual([
      wire(
        'breaking',
        'old-readers-and-writers',
        'host-to-client',
        field('mutation'),
        field('mutation'),
        `${words}: request identity and retries differ`,
      ),
      typescript('dangerous', 'host-to-client', field('mutation'), field('mutation'), `${words}: ${TS_DANGEROUS}`),
    ]);
  });

  it('rule: operation-mutation-changed, with the sender changed too: both directions', async () => {
    const [mutation] = await changes('operation-mutation-changed', {}, probe({ ...HOST, mutation: true }));
    expect(mutation?.direction).toBe('both');
  });

  it('rule: operation-persistence-changed, host-sent: host-to-client', async () => {
    const words = 'operation probe persistence changed from none to durable';
    expect(
      await changes('operation-persistence-changed', probe(HOST), probe({ ...HOST, persistence: 'durable' })),
    ).toEqual([
      wire(
        'dangerous',
        'old-readers-and-writers',
        'host-to-client',
        field('persistence'),
        field('persistence'),
        `${words}: retries and replays behave differently`,
      ),
      typescript(
        'dangerous',
        'host-to-client',
        field('persistence'),
        field('persistence'),
        `${words}: ${TS_DANGEROUS}`,
      ),
    ]);
  });

  it('rule: operation-scope-changed, host-sent: host-to-client', async () => {
    const words = 'operation probe scope changed from host to session';
    expect(await changes('operation-scope-changed', probe(HOST), probe({ ...HOST, scope: 'session' }))).toEqual([
      wire('breaking', 'old-readers-and-writers', 'host-to-client', field('scope'), field('scope'), words),
      typescript('dangerous', 'host-to-client', field('scope'), field('scope'), `${words}: ${TS_DANGEROUS}`),
    ]);
  });

  it('rule: operation-client-added, host-sent: host-to-client, without "old hosts refuse them" (hosts receive no request of it)', async () => {
    expect(await changes('operation-client-added', probe({ ...HOST, clients: ['cli'] }), probe(HOST))).toEqual([
      wire(
        'dangerous',
        'old-readers-and-writers',
        'host-to-client',
        field('clients'),
        field('clients/1'),
        'operation probe is now open to web clients',
      ),
    ]);
  });

  it('rule: operation-client-added, client-sent: "old hosts refuse them" as before', async () => {
    expect(await changes('operation-client-added', probe({ clients: ['cli'] }), {})).toEqual([
      wire(
        'dangerous',
        'old-readers-and-writers',
        'client-to-host',
        field('clients'),
        field('clients/1'),
        'operation probe is now open to web clients: old hosts refuse them',
      ),
    ]);
  });

  it('rule: operation-client-removed, host-sent: host-to-client', async () => {
    expect(await changes('operation-client-removed', probe(HOST), probe({ ...HOST, clients: ['cli'] }))).toEqual([
      wire(
        'breaking',
        'old-writers',
        'host-to-client',
        field('clients/1'),
        field('clients'),
        'operation probe no longer accepts web clients',
      ),
    ]);
  });
});
