/**
 * The operation rules where a spec leaves governance out (docs/spec-format.md, governance): an
 * operation without `clients` is open to every client kind the contract declares, one without
 * `mutation` is a query, so stating them later is judged as the change it is.
 */
import { describe, expect, it } from 'vitest';
import type { Patch } from '../support/contracts.ts';
import { changesBetween } from './support/meta-changes.ts';

const messages = async (a: Patch, b: Patch) => (await changesBetween(a, b)).map((change) => change.message);

describe('optional governance in the operation rules', () => {
  it('rule: listing clients where none were listed refuses the kinds left out (operation-client-removed)', async () => {
    const open = { operations: { probe: { clients: null } } };
    const cliOnly = { operations: { probe: { clients: ['cli'] } } };
    expect(await messages(open, cliOnly)).toEqual(['operation probe no longer accepts web clients']);
    expect(await messages(cliOnly, open)).toEqual([
      'operation probe is now open to web clients: old hosts refuse them',
    ]);
    // Every declared kind listed is the same as none listed.
    expect(await messages(open, {})).toEqual([]);
  });

  it('rule: an operation without mutation is a query: stating false changes nothing, true is a change', async () => {
    const unstated = { operations: { probe: { mutation: null } } };
    expect(await messages(unstated, {})).toEqual([]);
    expect(await messages(unstated, { operations: { probe: { mutation: true } } })).toEqual([
      'operation probe is now a mutation (was a query): request identity and retries differ',
      'operation probe is now a mutation (was a query): an exhaustive switch or a literal type over the old values may no longer compile',
    ]);
  });
});
