/**
 * Schemas the keyword comparisons pair and compare: a tuple position with the rest it was governed
 * by, `items` with `items`, a pattern with the additionalProperties it took its members from, and
 * `contains` only when no maxContains turns its count around.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../generator/diff/change.ts';
import { diffEdits, slot, SLOT_POINTER, type JsonObject } from '../support/contracts.ts';

const P = SLOT_POINTER.params;
const str = { type: 'string' } as const;
const short = { type: 'string', maxLength: 3 } as const;
const seenAs = (changes: readonly Change[]) =>
  [...new Set(changes.map((c) => `${c.rule} ${c.old.pointer} ${c.new.pointer}`))].sort();
const diffParams = async (a: JsonObject, b: JsonObject) =>
  seenAs((await diffEdits(slot('params', a), slot('params', b))).changes);

describe('keyword pairing of schemas', () => {
  it('rule: string-length-tightened on a tuple position added, compared with the old items it was governed by', async () => {
    expect(
      await diffParams({ type: 'array', items: str }, { type: 'array', prefixItems: [short], items: str }),
    ).toEqual([
      `string-length-tightened ${P}/items/maxLength ${P}/prefixItems/0/maxLength`,
      `tuple-item-added ${P}/prefixItems ${P}/prefixItems/0`,
    ]);
  });

  it('rule: string-length-tightened under items, compared with the old items', async () => {
    expect(await diffParams({ type: 'array', items: str }, { type: 'array', items: short })).toEqual([
      `string-length-tightened ${P}/items/maxLength ${P}/items/maxLength`,
    ]);
  });

  it('rule: string-length-tightened on a pattern added, compared with the old additionalProperties', async () => {
    expect(
      await diffParams(
        { type: 'object', additionalProperties: str },
        { type: 'object', patternProperties: { '^x': short }, additionalProperties: str },
      ),
    ).toEqual([
      `pattern-property-added ${P}/patternProperties ${P}/patternProperties/^x`,
      `string-length-tightened ${P}/additionalProperties/maxLength ${P}/patternProperties/^x/maxLength`,
    ]);
  });

  it('rule: contains-changed, not a comparison of the contains schemas, when the old side has maxContains', async () => {
    expect(
      await diffParams(
        { type: 'array', contains: short, maxContains: 2 },
        { type: 'array', contains: { type: 'string', maxLength: 2 } },
      ),
    ).toEqual([
      `contains-changed ${P}/contains ${P}/contains`,
      `contains-count-loosened ${P}/maxContains ${P}/maxContains`,
    ]);
  });

  it('rule: contains-changed, not a comparison of the contains schemas, when the new side has maxContains', async () => {
    expect(
      await diffParams(
        { type: 'array', contains: short },
        { type: 'array', contains: { type: 'string', maxLength: 2 }, maxContains: 2 },
      ),
    ).toEqual([
      `contains-changed ${P}/contains ${P}/contains`,
      `contains-count-tightened ${P}/maxContains ${P}/maxContains`,
    ]);
  });
});
