/**
 * The release history of @felan-ai/session-protocol (spec/releases/*.json, issue 6 point 10): the diff
 * across each step reports exactly the breaks the reference (../shared/docs/session-protocol-v1.md,
 * "Release history") names, and each breaking step is a minor, as the 0.x rule asks. From 0.5.0 on the
 * steps are this package's own releases (spec/releases/CHANGELOG.md).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../generator/diff/change.ts';
import { loadContract, type Contract } from '../../generator/diff/contract-source.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { renderSnapshot } from '../../generator/diff/snapshot.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';

const RELEASES = fileURLToPath(new URL('../../spec/releases/', import.meta.url));
const VERSIONS = ['0.1.0', '0.2.0', '0.3.0', '0.4.0', '0.4.3', '0.5.0', '0.6.0'] as const;
type Version = (typeof VERSIONS)[number];

const path = (version: Version) => `${RELEASES}${version}.json`;
const contracts = new Map<Version, Contract>();

beforeAll(async () => {
  for (const version of VERSIONS) {
    const [contract, diagnostics] = await loadContract(nodeFileSystem, path(version), path(version));
    expect(diagnostics, `${version}.json loads without a diagnostic`).toEqual([]);
    contracts.set(version, contract!);
  }
});

function diff(from: Version, to: Version): DiffReport {
  return diffContracts(contracts.get(from)!, contracts.get(to)!);
}

/** Each unaccepted breaking change as `rule old-pointer -> new-pointer`, sorted. */
function breaks(report: DiffReport): string[] {
  return report.changes
    .filter((change) => change.severity === 'breaking' && !change.accepted)
    .map((change) => `${change.rule} ${change.old.pointer} -> ${change.new.pointer}`)
    .sort();
}

/** The wire change at a new-side pointer (an addition is located where it landed). */
function wireChangeAt(report: DiffReport, pointer: string) {
  const found = report.changes.filter((change) => change.layer === 'wire' && change.new.pointer === pointer);
  expect(found, `one wire change at ${pointer}`).toHaveLength(1);
  return found[0]!;
}

describe('release snapshots', () => {
  it.each(VERSIONS)('%s.json is a valid contract of its own version, in canonical bytes', async (version) => {
    const contract = contracts.get(version)!;
    expect(contract.spec.protocol.version).toBe(version);
    const text = await nodeFileSystem.readText(path(version));
    expect(
      text === renderSnapshot(contract.spec),
      `${version}.json is byte-identical to renderSnapshot of itself`,
    ).toBe(true);
  });
});

describe('release history: the breaks the reference names, step by step', () => {
  it('0.1.0 → 0.2.0: channel sources break old readers, so a breaking minor', () => {
    const report = diff('0.1.0', '0.2.0');
    expect(breaks(report)).toEqual(
      [
        // "channel sources ({kind:'channel',…} in runs, queue items, messages)": a new CommandSource variant
        'union-variant-added /types/CommandSource/oneOf -> /types/CommandSource/oneOf/1',
        // the same channel source as provenance of a remote command: a row that has channel instead of requester
        'union-variant-added /types/RemoteCommandRow/oneOf -> /types/RemoteCommandRow/oneOf/1',
      ].sort(),
    );
    expect(report.summary).toMatchObject({ requiredBump: 'minor', minimumVersion: '0.2.0', versionOk: true });
  });

  it('0.2.0 → 0.3.0: team identity, follow_up and the automation source break old readers, so a breaking minor', () => {
    const report = diff('0.2.0', '0.3.0');
    expect(breaks(report)).toEqual(
      [
        // "team-host identity for remote hosts": a new HostIdentity variant in hello and host.status results
        'union-variant-added /types/HostIdentity/oneOf -> /types/HostIdentity/oneOf/1',
        // "follow_up": a new operation, ungated, which old hosts reject
        'operation-added /operations -> /operations/follow_up',
        // "follow_up" relayed as a remote command: a new op value and its RemoteOperation variant
        'enum-value-added /types/RemoteOperation/properties/op/enum -> /types/RemoteOperation/properties/op/enum/2',
        'union-variant-added /types/RemoteOperation/oneOf -> /types/RemoteOperation/oneOf/2',
        // "the automation command source": a new CommandSource variant in runs, queue items and messages
        'union-variant-added /types/CommandSource/oneOf -> /types/CommandSource/oneOf/1',
        // the automation source as provenance of a remote command: a row that has automation instead of requester
        'union-variant-added /types/RemoteCommandRow/oneOf -> /types/RemoteCommandRow/oneOf/1',
      ].sort(),
    );
    expect(report.summary).toMatchObject({ requiredBump: 'minor', minimumVersion: '0.3.0', versionOk: true });
  });

  it('0.2.0 → 0.3.0: the client-chosen sessionId is safe, gated by sessions.create.session-id (deviation from the reference)', () => {
    // The reference says older readers reject all four 0.3.0 additions. Our contract gates sessionId with
    // `requires: sessions.create.session-id`: a client sends it only to a host that advertises the feature
    // in hello, so no old host ever sees it, and the diff rightly classifies the addition as safe.
    const report = diff('0.2.0', '0.3.0');
    for (const pointer of [
      '/operations/sessions.create/params/properties/sessionId',
      '/types/RemoteSessionCreate/properties/sessionId',
    ]) {
      const change = wireChangeAt(report, pointer);
      expect(change).toMatchObject({ rule: 'optional-property-added-open', severity: 'safe', breaks: 'nobody' });
      expect(change.message).toContain('gated by feature sessions.create.session-id');
    }
    expect(wireChangeAt(report, '/features/sessions.create.session-id')).toMatchObject({
      rule: 'feature-added',
      severity: 'safe',
    });
  });

  it('0.3.0 → 0.4.0: session instructions are gated by sessions.create.instructions, so nothing breaks', () => {
    // The reference places sessions.create.instructions in 0.4.0 and the package released it as a minor;
    // gated by the feature, the addition needed only a patch: the minor was more than the contract required.
    const report = diff('0.3.0', '0.4.0');
    expect(breaks(report)).toEqual([]);
    for (const pointer of [
      '/operations/sessions.create/params/properties/instructions',
      '/types/RemoteSessionCreate/properties/instructions',
    ]) {
      const change = wireChangeAt(report, pointer);
      expect(change).toMatchObject({ rule: 'optional-property-added-open', severity: 'safe', breaks: 'nobody' });
      expect(change.message).toContain('gated by feature sessions.create.instructions');
    }
    expect(wireChangeAt(report, '/features/sessions.create.instructions')).toMatchObject({
      rule: 'feature-added',
      severity: 'safe',
    });
    expect(wireChangeAt(report, '/limits/instructionsBytes')).toMatchObject({ rule: 'limit-added', severity: 'safe' });
    expect(report.summary).toMatchObject({ breaking: 0, dangerous: 0, requiredBump: 'patch', versionOk: true });
  });

  it('0.4.0 → 0.4.3: the patch releases changed nothing the docs name, so no wire change', () => {
    const report = diff('0.4.0', '0.4.3');
    expect(report.changes.filter((change) => change.layer !== 'docs')).toEqual([]);
    expect(report.summary).toMatchObject({ requiredBump: 'none', versionOk: true });
  });

  it('0.4.3 → 0.5.0: the minor was for the package, not the contract', () => {
    const report = diff('0.4.3', '0.5.0');
    expect(report.changes.filter((change) => change.layer !== 'docs')).toEqual([]);
  });

  it('0.5.0 → 0.6.0: corrections of the contract (issue 20) narrow what old writers send, so a breaking minor', () => {
    const report = diff('0.5.0', '0.6.0');
    const byRule = new Map<string, number>();
    for (const line of breaks(report)) byRule.set(line.split(' ')[0]!, (byRule.get(line.split(' ')[0]!) ?? 0) + 1);
    expect(Object.fromEntries(byRule)).toEqual({
      // The checks across members the spec promised (views, unique names and values, progress, form
      // defaults, output offsets, stored rows, remote command sessions).
      'check-added': 11,
      // Structured presentation data bounded as the spec promised: a document's blocks, a view's items.
      'json-size-tightened': 4,
      // Wire names are bounded strings: today's grammar dropped, emptiness refused.
      'pattern-removed': 5,
      'string-length-tightened': 5,
      'framing-command-changed': 1,
      'property-made-optional': 2,
      'object-opened': 2,
    });
    expect(wireChangeAt(report, '/types/UiView/check')).toMatchObject({ rule: 'check-added', severity: 'breaking' });
    expect(report.summary).toMatchObject({ requiredBump: 'minor', versionOk: true });
  });
});
