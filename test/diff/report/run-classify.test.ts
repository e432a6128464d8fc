/**
 * Classification in process: who a wire effect breaks in each direction, pointers, the messages and
 * fingerprints of each layer's change, the --fail-on threshold and the version gate (docs/contract-diff.md).
 */
import { describe, expect, it } from 'vitest';
import { meetsThreshold, type Change } from '../../../generator/diff/change.ts';
import { classifyFact, classifyWire, toPointer, type Fact } from '../../../generator/diff/classify.ts';
import { bumpVersion, requiredBump, versionGate } from '../../../generator/diff/version-gate.ts';

const nowhere = () => undefined;

function classify(fact: Partial<Fact> & Pick<Fact, 'rule'>) {
  return classifyFact(
    { direction: 'host-to-client', old: ['types', 'T'], new: ['types', 'T'], ...fact } as Fact,
    nowhere,
    nowhere,
  ).map((change) => ({
    layer: change.layer,
    severity: change.severity,
    message: change.message,
    fingerprint: change.fingerprint,
  }));
}

describe('classification', () => {
  it('rule: a member hosts drop unread is dangerous for data used both ways or placed nowhere, as for params', () => {
    for (const direction of ['client-to-host', 'both', 'none'] as const) {
      expect(classifyWire({ ignoredByOldReaders: true }, direction, false), direction).toEqual({
        severity: 'dangerous',
        breaks: 'old-readers',
      });
    }
    expect(classifyWire({ ignoredByOldReaders: true }, 'host-to-client', false)).toEqual({
      severity: 'safe',
      breaks: 'nobody',
    });
  });

  it('rule: a pointer escapes ~ and / in each segment (RFC 6901)', () => {
    expect(toPointer(['types', 'a~b/c', 0])).toBe('/types/a~0b~1c/0');
  });

  it("rule: a TypeScript change without its own message says what it does to the generated types, after the rule's head", () => {
    expect(
      classify({
        rule: 'enum-value-added',
        old: ['types', 'T', 'enum'],
        new: ['types', 'T', 'enum', 2],
        params: { value: '"c"' },
      }),
    ).toEqual([
      {
        layer: 'wire',
        severity: 'breaking',
        message: 'type T: value "c" added',
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
      {
        layer: 'typescript',
        severity: 'dangerous',
        message:
          'type T: value "c" added: an exhaustive switch or a literal type over the old values may no longer compile',
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    ]);
  });

  it('rule: a rule message with no explanation is the head whole; a safe TypeScript change says the types only grow', () => {
    const removed = classify({
      rule: 'interaction-catalog-removed',
      direction: 'client-to-host',
      old: ['interactions', 'answers'],
      new: ['interactions'],
      params: { name: 'answers' },
      onDefinition: true,
    });
    expect(removed.map((change) => change.message)).toEqual([
      'interaction catalog answers removed',
      'interaction catalog answers removed: code written against the old generated types may no longer compile',
    ]);
    const added = classify({
      rule: 'interaction-catalog-added',
      direction: 'client-to-host',
      old: ['interactions'],
      new: ['interactions', 'answers'],
      params: { name: 'answers' },
      onDefinition: true,
    });
    expect(added.map((change) => change.message)).toEqual([
      'interaction catalog answers added',
      'interaction catalog answers added: the generated types only grow',
    ]);
  });

  it('rule: an ungated addition says nothing of a gate', () => {
    const changes = classify({
      rule: 'union-variant-added',
      old: ['types', 'T', 'oneOf'],
      new: ['types', 'T', 'oneOf', 1],
      params: { variant: 'kind="x"' },
    });
    expect(changes[0]!.message).toBe('type T: union variant kind="x" added: old readers reject it');
  });

  it('rule: a schema change names its subject first even when the message mentions the name', () => {
    const changes = classify({
      rule: 'enum-value-added',
      old: ['types', 'T', 'enum'],
      new: ['types', 'T', 'enum', 2],
      params: { value: 'T' },
    });
    expect(changes[0]!.message).toBe('type T: value T added');
  });

  it("rule: the fingerprint hashes rule, layer, pointers and the rule's own message: exact values", () => {
    const changes = classify({
      rule: 'enum-value-added',
      old: ['types', 'T', 'enum'],
      new: ['types', 'T', 'enum', 2],
      params: { value: '"c"' },
    });
    expect(changes.map((change) => change.fingerprint)).toEqual(['f027c4d0b1cffdd5', 'a3f2dac20b21ae00']);
  });
});

describe('--fail-on', () => {
  it('rule: a severity meets a threshold at or below it; none is never met', () => {
    expect(meetsThreshold('breaking', 'breaking')).toBe(true);
    expect(meetsThreshold('dangerous', 'dangerous')).toBe(true);
    expect(meetsThreshold('breaking', 'dangerous')).toBe(true);
    expect(meetsThreshold('dangerous', 'breaking')).toBe(false);
    expect(meetsThreshold('safe', 'dangerous')).toBe(false);
    expect(meetsThreshold('breaking', 'none')).toBe(false);
    expect(meetsThreshold('safe', 'none')).toBe(false);
  });
});

const made = (rule: string, severity: Change['severity'], layer: Change['layer'] = 'wire', accepted = false) =>
  ({ rule, severity, layer, accepted }) as Change;

describe('the version gate', () => {
  it('rule: accepted changes need no bump', () => {
    expect(requiredBump([made('property-removed', 'breaking', 'wire', true)], '0.1.0')).toBe('none');
    expect(
      requiredBump(
        [made('property-removed', 'breaking', 'wire', true), made('description-changed', 'safe', 'docs')],
        '1.0.0',
      ),
    ).toBe('patch');
  });

  it('rule: from 1.0 any dangerous change needs a minor, wherever it stands in the list', () => {
    expect(
      requiredBump([made('description-changed', 'safe', 'docs'), made('limit-changed', 'dangerous')], '1.0.0'),
    ).toBe('minor');
    expect(requiredBump([made('limit-changed', 'dangerous')], '1.0.0')).toBe('minor');
  });

  it('rule: from 1.0 an addition outside the docs needs a minor; a docs addition or another safe change a patch', () => {
    expect(requiredBump([made('operation-added', 'safe', 'wire')], '1.0.0')).toBe('minor');
    expect(requiredBump([made('operation-added', 'safe', 'typescript')], '1.0.0')).toBe('minor');
    expect(requiredBump([made('group-added', 'safe', 'docs')], '1.0.0')).toBe('patch');
    expect(requiredBump([made('added-somewhere-x', 'safe', 'wire')], '1.0.0')).toBe('patch');
    expect(requiredBump([made('description-changed', 'safe', 'docs')], '1.0.0')).toBe('patch');
  });

  it('rule: a bump gives the smallest version it allows', () => {
    expect(bumpVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(bumpVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(bumpVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.2.3', 'none')).toBe('1.2.3');
  });

  it('rule: a patch bump is not enforced: the working spec may keep the released version', () => {
    expect(versionGate([made('description-changed', 'safe', 'docs')], '1.2.3', '1.2.3')).toEqual({
      requiredBump: 'patch',
      minimumVersion: '1.2.3',
      versionOk: true,
    });
    expect(versionGate([], '1.2.3', '1.2.3')).toEqual({
      requiredBump: 'none',
      minimumVersion: '1.2.3',
      versionOk: true,
    });
    expect(versionGate([made('limit-changed', 'dangerous')], '1.2.3', '1.2.3')).toEqual({
      requiredBump: 'minor',
      minimumVersion: '1.3.0',
      versionOk: false,
    });
  });

  it('rule: a contract versioned by revision dates is read as stable, and any bump above patch needs a later date, at least the next day', () => {
    const breaking = [made('property-removed', 'breaking', 'wire')];
    expect(versionGate(breaking, '2025-06-18', '2025-06-18')).toEqual({
      requiredBump: 'major',
      minimumVersion: '2025-06-19',
      versionOk: false,
    });
    expect(versionGate(breaking, '2025-06-18', '2025-11-25').versionOk).toBe(true);
    expect(versionGate(breaking, '2025-06-18', '2025-03-26').versionOk).toBe(false);
    expect(versionGate([made('limit-changed', 'dangerous')], '2025-12-31', '2025-12-31').minimumVersion).toBe(
      '2026-01-01',
    );
    // A patch-sized change is not enforced, as for semver; moving from semver to dates always reads forward.
    expect(versionGate([made('description-changed', 'safe', 'docs')], '2025-06-18', '2025-06-18').versionOk).toBe(true);
    expect(versionGate(breaking, '0.9.0', '2025-06-18').versionOk).toBe(true);
  });
});
