/** default-changed: the message shows each side's default as JSON, and `none` for a side without one. */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../support/contracts.ts';
import { changesBetween } from './support/meta-changes.ts';

const mode = (extra: JsonObject = {}) => ({
  types: { Shared: { type: 'object', properties: { mode: { type: 'string', ...extra } } } },
});

const defaultChange = (message: string) => ({
  rule: 'default-changed',
  layer: 'wire',
  severity: 'dangerous',
  direction: 'both',
  breaks: 'old-readers-and-writers',
  old: '/types/Shared/properties/mode/default',
  new: '/types/Shared/properties/mode/default',
  subject: { kind: 'type', name: 'Shared' },
  message: `type Shared: default changed from ${message}: old peers that leave the member out mean the old default`,
});

describe('default-changed', () => {
  it('rule: a default added reads from none to the new value as JSON', async () => {
    expect(await changesBetween(mode(), mode({ default: 'fast' }))).toEqual([defaultChange('none to "fast"')]);
  });

  it('rule: a default removed reads from the old value as JSON to none', async () => {
    expect(await changesBetween(mode({ default: 'fast' }), mode())).toEqual([defaultChange('"fast" to none')]);
  });

  it('rule: a default changed shows both values as JSON', async () => {
    expect(await changesBetween(mode({ default: 'fast' }), mode({ default: 'slow' }))).toEqual([
      defaultChange('"fast" to "slow"'),
    ]);
  });
});
