/**
 * The gate an operation's params and results are compared under (generator/diff/pairing/operations.ts):
 * an operation that gains a gate on a feature old peers cannot advertise, and had none, only ever
 * passes between peers that both know the feature; a gate it already had, or one old peers may
 * advertise, shields nothing.
 */
import { describe, expect, it } from 'vitest';
import { diffEdits, type Patch } from '../support/contracts.ts';

const probe = (requires: string | undefined, type: string): Patch => ({
  operations: {
    probe: { ...(requires === undefined ? {} : { requires }), params: { properties: { value: { type } } } },
  },
});
const VALUE = '/operations/probe/params/properties/value';

const typeChanged = async (oldRequires: string | undefined, newRequires: string) => {
  const report = await diffEdits(probe(oldRequires, 'string'), probe(newRequires, 'integer'));
  return report.changes
    .filter((change) => change.rule === 'type-changed' && change.layer === 'wire')
    .map(({ severity, breaks, old }) => ({ severity, breaks, at: old.pointer }));
};

describe('params of an operation whose gate changed', () => {
  it('rule: type-changed in params of an operation newly gated by a new feature breaks old writers only', async () => {
    expect(await typeChanged(undefined, 'probe.next')).toEqual([
      { severity: 'breaking', breaks: 'old-writers', at: VALUE },
    ]);
  });

  it('rule: type-changed in params of an operation that had a gate and now has a new one breaks old readers and writers', async () => {
    expect(await typeChanged('probe.extras', 'probe.next')).toEqual([
      { severity: 'breaking', breaks: 'old-readers-and-writers', at: VALUE },
    ]);
  });

  it('rule: type-changed in params of an operation newly gated by a feature old peers advertise breaks old readers and writers', async () => {
    expect(await typeChanged(undefined, 'probe.extras')).toEqual([
      { severity: 'breaking', breaks: 'old-readers-and-writers', at: VALUE },
    ]);
  });
});
