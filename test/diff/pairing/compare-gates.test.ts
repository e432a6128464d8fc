/**
 * Gates on members in the schema walker (generator/diff/compare-schema.ts): a member's changes are
 * kept from old peers only by a gate the old member lacked; a gate it already had protects nothing new.
 */
import { describe, expect, it } from 'vitest';
import { diffEdits, slot, type JsonObject } from '../support/contracts.ts';

const VALUE = '/operations/probe/params/properties/value';

const changesAt = async (oldValue: JsonObject, newValue: JsonObject) => {
  const report = await diffEdits(slot('params', oldValue), slot('params', newValue));
  return report.changes
    .filter((change) => change.old.pointer.startsWith(VALUE))
    .map(({ rule, severity, breaks, direction, old }) => ({ rule, severity, breaks, direction, at: old.pointer }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
};

describe('member gates', () => {
  it('rule: type-changed under a member gated by a new feature is kept from old peers only when the old member had no gate', async () => {
    const ungatedBefore = await changesAt({ type: 'string' }, { type: 'integer', requires: 'probe.next' });
    const gatedBefore = await changesAt(
      { type: 'string', requires: 'probe.extras' },
      { type: 'integer', requires: 'probe.next' },
    );
    expect({ ungatedBefore, gatedBefore }).toMatchInlineSnapshot(`
      {
        "gatedBefore": [
          {
            "at": "/operations/probe/params/properties/value",
            "breaks": "old-readers-and-writers",
            "direction": "client-to-host",
            "rule": "field-gate-added",
            "severity": "dangerous",
          },
          {
            "at": "/operations/probe/params/properties/value",
            "breaks": "old-readers-and-writers",
            "direction": "client-to-host",
            "rule": "type-changed",
            "severity": "breaking",
          },
          {
            "at": "/operations/probe/params/properties/value",
            "breaks": "typescript",
            "direction": "client-to-host",
            "rule": "type-changed",
            "severity": "breaking",
          },
        ],
        "ungatedBefore": [
          {
            "at": "/operations/probe/params/properties/value",
            "breaks": "old-readers-and-writers",
            "direction": "client-to-host",
            "rule": "field-gate-added",
            "severity": "dangerous",
          },
          {
            "at": "/operations/probe/params/properties/value",
            "breaks": "old-writers",
            "direction": "client-to-host",
            "rule": "type-changed",
            "severity": "breaking",
          },
          {
            "at": "/operations/probe/params/properties/value",
            "breaks": "typescript",
            "direction": "client-to-host",
            "rule": "type-changed",
            "severity": "breaking",
          },
        ],
      }
    `);
  });
});
