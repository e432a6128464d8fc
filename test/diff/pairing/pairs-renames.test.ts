/**
 * Renames found by the pairing: a removed type, limit or operation paired with an added one of the
 * same shape (types), value, unit and uses (limits) or signature (operations) — one to one, in name order.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../generator/diff/change.ts';
import { diffEdits, operation, type JsonObject, type Patch } from '../support/contracts.ts';

const seenAs = (changes: readonly Change[]) =>
  [...new Set(changes.map((c) => `${c.rule} ${c.old.pointer} ${c.new.pointer}`))].sort();
const ofRules = (changes: readonly Change[], rules: readonly string[]) =>
  seenAs(changes.filter((c) => rules.includes(c.rule)));

const TYPE_RULES = ['type-renamed', 'type-removed', 'type-added'];
const LIMIT_RULES = ['limit-renamed', 'limit-removed', 'limit-added'];
const OP_RULES = ['operation-renamed', 'operation-removed', 'operation-added'];

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bytes = (value = 1024, unit = 'bytes'): JsonObject => ({ value, unit, description: 'Most bytes.' });
const named = (limit: string): JsonObject => ({ type: 'string', maxBytes: { limit } });
const params = (properties: JsonObject): Patch => ({ operations: { probe: { params: { properties } } } });
const result = (properties: JsonObject): Patch => ({ operations: { probe: { result: { properties } } } });
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Two patches as one, keeping the nulls that delete from the base. */
const mergeTwo = (x: JsonObject, y: JsonObject): JsonObject => {
  const out: Record<string, JsonObject[string]> = { ...x };
  for (const [key, value] of Object.entries(y))
    out[key] = isObject(out[key]) && isObject(value) ? mergeTwo(out[key], value) : value;
  return out;
};
const merge = (...patches: Patch[]): Patch => patches.reduce<Patch>(mergeTwo, {});

describe('type-renamed: pairing removed types with added ones of the same shape', () => {
  it('rule: type-renamed pairs each removed type with its own added one, in name order', async () => {
    const report = await diffEdits({ types: { Zeta: str, Alpha: str } }, { types: { Gamma: str, Beta: str } });
    expect(ofRules(report.changes, TYPE_RULES)).toEqual([
      'type-renamed /types/Alpha /types/Beta',
      'type-renamed /types/Zeta /types/Gamma',
    ]);
  });

  it('rule: type-renamed ignores documentation — a renamed type whose description changed is still renamed', async () => {
    const report = await diffEdits(
      { types: { Extra: { ...str, description: 'Old words.', title: 'Old' } } },
      { types: { Bonus: { ...str, description: 'New words.', title: 'New' } } },
    );
    expect(ofRules(report.changes, TYPE_RULES)).toEqual(['type-renamed /types/Extra /types/Bonus']);
  });

  it('rule: type-removed and type-added when the shapes differ, not type-renamed', async () => {
    const report = await diffEdits({ types: { Gone: str } }, { types: { Fresh: int } });
    expect(ofRules(report.changes, TYPE_RULES)).toEqual(['type-removed /types/Gone /types']);
  });

  it('rule: type-removed — a removed type is not paired with a kept type of its shape', async () => {
    const report = await diffEdits({ types: { Keep: str, Gone: str } }, { types: { Keep: str } });
    expect(ofRules(report.changes, TYPE_RULES)).toEqual(['type-removed /types/Gone /types']);
  });

  it('rule: type-renamed — a kept type does not take the added type a removed one of its shape is renamed to', async () => {
    const report = await diffEdits({ types: { Aaa: str, Gone: str } }, { types: { Aaa: str, Fresh: str } });
    expect(ofRules(report.changes, TYPE_RULES)).toEqual(['type-renamed /types/Gone /types/Fresh']);
  });
});

describe('limit-renamed: pairing removed limits with added ones every bound follows', () => {
  it('rule: limit-renamed goes to the first removed limit (by name) whose bounds the added one follows, once', async () => {
    const old = merge(
      { limits: { itemBytes: bytes(), aBytes: bytes() } },
      params({ value: named('itemBytes') }),
      result({ value: named('aBytes') }),
    );
    const current = merge(
      { limits: { itemBytes: null, cBytes: bytes() } },
      params({ value: named('cBytes') }),
      result({ value: named('cBytes') }),
    );
    const report = await diffEdits(old, current);
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual([
      'limit-removed /limits/itemBytes /limits',
      'limit-renamed /limits/aBytes /limits/cBytes',
    ]);
  });

  it('rule: limit-removed and limit-added when the added limit names other bounds than the removed one', async () => {
    const old = merge(
      { limits: { itemBytes: bytes() } },
      params({ value: named('itemBytes') }),
      result({ value: str }),
    );
    const current = merge(
      { limits: { itemBytes: null, entryBytes: bytes() } },
      params({ value: { type: 'string', maxBytes: 1024 } }),
      result({ value: named('entryBytes') }),
    );
    const report = await diffEdits(old, current);
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual([
      'limit-added /limits /limits/entryBytes',
      'limit-removed /limits/itemBytes /limits',
    ]);
  });

  it("rule: limit-removed and limit-added when the added limit follows only some of the removed one's bounds", async () => {
    const old = merge(params({ value: named('itemBytes') }), result({ value: named('itemBytes') }));
    const current = merge(
      { limits: { itemBytes: null, entryBytes: bytes() } },
      params({ value: named('entryBytes') }),
      result({ value: { type: 'string', maxBytes: 1024 } }),
    );
    const report = await diffEdits(old, current);
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual([
      'limit-added /limits /limits/entryBytes',
      'limit-removed /limits/itemBytes /limits',
    ]);
  });

  it('rule: limit-removed and limit-added when the value differs, though the bound follows', async () => {
    const report = await diffEdits(
      params({ value: named('itemBytes') }),
      merge({ limits: { itemBytes: null, entryBytes: bytes(2048) } }, params({ value: named('entryBytes') })),
    );
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual([
      'limit-added /limits /limits/entryBytes',
      'limit-removed /limits/itemBytes /limits',
    ]);
  });

  it('rule: limit-removed and limit-added when the unit differs, though the bound follows', async () => {
    const old = merge(
      { limits: { itemBytes: bytes(1024, 'count') } },
      params({ value: { type: 'integer', maximum: { limit: 'itemBytes' } } }),
    );
    const current = merge(
      { limits: { itemBytes: null, entryBytes: bytes(1024, 'depth') } },
      params({ value: { type: 'integer', maximum: { limit: 'entryBytes' } } }),
    );
    const report = await diffEdits(old, current);
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual([
      'limit-added /limits /limits/entryBytes',
      'limit-removed /limits/itemBytes /limits',
    ]);
  });

  it('rule: limit-removed and limit-added when no bound names the removed limit', async () => {
    const report = await diffEdits({}, { limits: { itemBytes: null, entryBytes: bytes() } });
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual([
      'limit-added /limits /limits/entryBytes',
      'limit-removed /limits/itemBytes /limits',
    ]);
  });

  it('rule: limit-removed — a removed limit is not paired with a kept one its bound moved to', async () => {
    const old = merge({ limits: { keepBytes: bytes() } }, params({ value: named('itemBytes') }));
    const current = merge({ limits: { itemBytes: null, keepBytes: bytes() } }, params({ value: named('keepBytes') }));
    const report = await diffEdits(old, current);
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual(['limit-removed /limits/itemBytes /limits']);
  });

  it('rule: limit-added — a kept limit is not paired with an added one that took over its bounds', async () => {
    const old = params({ value: named('itemBytes') });
    const current = merge({ limits: { entryBytes: bytes() } }, params({ value: named('entryBytes') }));
    const report = await diffEdits(old, current);
    expect(ofRules(report.changes, LIMIT_RULES)).toEqual(['limit-added /limits /limits/entryBytes']);
  });
});

describe('operation-renamed: pairing removed operations with added ones of the same signature', () => {
  const ops = (entries: Record<string, JsonObject>): Patch => ({
    operations: Object.fromEntries(Object.entries(entries).map(([name, o]) => [name, operation(o)])),
  });
  const taking = (value: JsonObject): JsonObject => ({
    params: { type: 'object', properties: { value } },
    examples: [{ params: {}, result: {} }],
  });

  it('rule: operation-renamed pairs each removed operation with its own added one, in name order', async () => {
    const report = await diffEdits(
      ops({ 'probe.zeta': {}, 'probe.alpha': {} }),
      ops({ 'probe.gamma': {}, 'probe.beta': {} }),
    );
    expect(ofRules(report.changes, OP_RULES)).toEqual([
      'operation-renamed /operations/probe.alpha /operations/probe.beta',
      'operation-renamed /operations/probe.zeta /operations/probe.gamma',
    ]);
  });

  it('rule: operation-removed and operation-added when the params differ, not operation-renamed', async () => {
    const report = await diffEdits(ops({ 'probe.old': taking(str) }), ops({ 'probe.new': taking(int) }));
    expect(ofRules(report.changes, OP_RULES)).toEqual([
      'operation-added /operations /operations/probe.new',
      'operation-removed /operations/probe.old /operations',
    ]);
  });

  it('rule: operation-renamed compares params through the named types each contract declares', async () => {
    const report = await diffEdits(
      merge(
        { types: { OldParams: { type: 'object', properties: { value: str } } } },
        ops({ 'probe.old': { params: { $ref: '#/types/OldParams' } } }),
      ),
      merge(
        { types: { NewParams: { type: 'object', properties: { value: str } } } },
        ops({ 'probe.new': { params: { $ref: '#/types/NewParams' } } }),
      ),
    );
    expect(ofRules(report.changes, OP_RULES)).toEqual([
      'operation-renamed /operations/probe.old /operations/probe.new',
    ]);
  });
});
