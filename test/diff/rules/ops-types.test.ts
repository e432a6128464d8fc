/**
 * Type-level rules on what the fixture table leaves out: direction-changed to and from a type that
 * declares no direction (its direction derived from where it is used), and the gate note a member
 * added behind a feature carries in its message, and does not carry without one.
 */
import { describe, expect, it } from 'vitest';
import { diffEdits, NEW_FEATURE, slot } from '../support/contracts.ts';
import { changesOf } from './support/ops-changes.ts';

describe('direction-changed', () => {
  it('rule: a type that declared no direction now declaring one reads "from derived to stored"', async () => {
    const report = await diffEdits(slot('both', { type: 'string' }), {
      types: { Shared: { direction: 'stored', type: 'string' } },
    });
    expect(changesOf(report, 'direction-changed')).toEqual([
      {
        layer: 'docs',
        severity: 'safe',
        direction: 'both',
        breaks: 'nobody',
        old: '/types/Shared',
        new: '/types/Shared',
        message: 'type Shared direction changed from derived to stored',
      },
    ]);
  });

  it('rule: a type no longer declaring its direction reads "from stored to derived"', async () => {
    const report = await diffEdits(slot('stored', { type: 'string' }), { types: { Row: { type: 'string' } } });
    expect(changesOf(report, 'direction-changed')).toEqual([
      {
        layer: 'docs',
        severity: 'safe',
        direction: 'both',
        breaks: 'nobody',
        old: '/types/Row',
        new: '/types/Row',
        message: 'type Row direction changed from stored to derived',
      },
    ]);
  });
});

describe('optional-property-added-open: the gate note', () => {
  const wireMessages = async (member: { readonly type: string; readonly requires?: string }) =>
    changesOf(
      await diffEdits(
        slot('result', { type: 'object', properties: {} }),
        slot('result', { type: 'object', properties: { extra: member } }),
      ),
      'optional-property-added-open',
    )
      .filter((change) => change.layer === 'wire')
      .map((change) => change.message);

  it('rule: a member added behind a feature old peers cannot advertise names the feature', async () => {
    expect(await wireMessages({ type: 'string', requires: NEW_FEATURE })).toEqual([
      `operation probe result: optional property extra added to an open object (gated by feature ${NEW_FEATURE}): old readers strip it`,
    ]);
  });

  it('rule: a member added without a gate says nothing of one', async () => {
    expect(await wireMessages({ type: 'string' })).toEqual([
      'operation probe result: optional property extra added to an open object: old readers strip it',
    ]);
  });
});
