/** limit-unit-changed's place and its silence on a kept unit, and limit-raised keeping out of a change of unit. */
import { describe, expect, it } from 'vitest';
import { changesBetween } from './support/meta-changes.ts';

const unitChange = {
  rule: 'limit-unit-changed',
  layer: 'wire',
  severity: 'breaking',
  direction: 'both',
  breaks: 'old-readers-and-writers',
  old: '/limits/itemBytes/unit',
  new: '/limits/itemBytes/unit',
  subject: { kind: 'limit', name: 'itemBytes' },
  message: 'limit itemBytes unit changed from bytes to count',
};

describe('limit-unit-changed', () => {
  it('rule: a limit whose unit changed is reported at /limits/<name>/unit with both units', async () => {
    expect(await changesBetween({}, { limits: { itemBytes: { unit: 'count' } } })).toEqual([unitChange]);
  });

  it('rule: a limit whose value alone changed keeps its unit: limit-raised only, no unit change', async () => {
    expect(await changesBetween({}, { limits: { itemBytes: { value: 2048 } } })).toEqual([
      {
        rule: 'limit-raised',
        layer: 'wire',
        severity: 'dangerous',
        direction: 'both',
        breaks: 'old-readers-and-writers',
        old: '/limits/itemBytes/value',
        new: '/limits/itemBytes/value',
        subject: { kind: 'limit', name: 'itemBytes' },
        message: 'limit itemBytes raised from 1024 to 2048 bytes: old peers still enforce 1024',
      },
    ]);
  });
});

describe('limit-raised', () => {
  it('rule: a larger number in another unit is not a raised limit, only limit-unit-changed', async () => {
    expect(await changesBetween({}, { limits: { itemBytes: { unit: 'count', value: 4096 } } })).toEqual([unitChange]);
  });
});
