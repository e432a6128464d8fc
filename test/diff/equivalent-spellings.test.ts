/**
 * Issue 21's false alarms: refactors between spellings JSON Schema makes equal report nothing, both
 * ways, wherever the schema stands (generator/diff/equivalent-spellings.ts, variant-pairing.ts); and
 * the same spellings with a real change in them still report that change, and only it.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../generator/diff/change.ts';
import { diffEdits, slot, SLOT_POINTER, type JsonObject, type Patch, type Slot } from './support/contracts.ts';

const str = { type: 'string' } as const;
const ref = (name: string): JsonObject => ({ $ref: `#/types/${name}` });
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });

/** What a refactor must not produce: anything beyond documentation. */
const contractChanges = (changes: readonly Change[]) =>
  changes
    .filter((change) => change.layer !== 'docs')
    .map((change) => `${change.rule} ${change.layer} ${change.new.pointer}`);

async function bothWays(before: Patch, after: Patch): Promise<[string[], string[]]> {
  return [
    contractChanges((await diffEdits(before, after)).changes),
    contractChanges((await diffEdits(after, before)).changes),
  ];
}

const WHERE: readonly Slot[] = ['params', 'result', 'stored'];

describe('equivalent spellings are no change (both ways, in params, results and stored rows)', () => {
  it.each(WHERE)(
    'rule: nullable written as type: [string, null] or as anyOf / oneOf of {type: string} and {type: null} (%s)',
    async (where) => {
      const typeArray = slot(where, obj({ a: { type: ['string', 'null'], maxLength: 8 } }));
      for (const union of ['anyOf', 'oneOf']) {
        const branches = slot(where, obj({ a: { [union]: [{ type: 'string', maxLength: 8 }, { type: 'null' }] } }));
        expect(await bothWays(typeArray, branches)).toEqual([[], []]);
      }
    },
  );

  it.each(WHERE)('rule: allOf: [{$ref: X}] on a member is $ref: X (%s)', async (where) => {
    const types: Patch = { types: { Token: { type: 'string', pattern: '^[a-z]+$', maxLength: 16 } } };
    const direct = slot(where, obj({ a: ref('Token') }), types);
    const wrapped = slot(where, obj({ a: { allOf: [ref('Token')], description: 'A token.' } }), types);
    expect(await bothWays(direct, wrapped)).toEqual([[], []]);
  });

  it.each(WHERE)(
    'rule: anyOf of an inline enum and null is anyOf of the same enum as a named type and null (%s)',
    async (where) => {
      const inline = slot(where, obj({ mode: { anyOf: [{ enum: ['fast', 'slow'] }, { type: 'null' }] } }));
      const named = slot(where, obj({ mode: { anyOf: [ref('Mode'), { type: 'null' }] } }), {
        types: { Mode: { enum: ['slow', 'fast'] } },
      });
      // Back again, only the named type's export goes (as inlining any type does).
      expect(await bothWays(inline, named)).toEqual([[], ['type-removed typescript /types']]);
      // …and as one list of values.
      expect(await bothWays(inline, slot(where, obj({ mode: { enum: ['fast', 'slow', null] } })))).toEqual([[], []]);
    },
  );

  it.each(WHERE)(
    'rule: anyOf branches reordered, where no constant tells them apart, is no change (%s)',
    async (where) => {
      const a = obj({ x: str }, { required: ['x'] });
      const b = obj({ y: { type: 'integer' } }, { required: ['y'] });
      const c = { type: 'array', items: str };
      expect(await bothWays(slot(where, { anyOf: [a, b, c] }), slot(where, { anyOf: [c, a, b] }))).toEqual([[], []]);
    },
  );
});

describe('a real change under an equivalent spelling is still reported, once', () => {
  const P = SLOT_POINTER.params;

  it('rule: a nullable string whose bound moves while its spelling changes reports the bound', async () => {
    const before = slot('params', obj({ a: { type: ['string', 'null'], maxLength: 8 } }));
    const after = slot('params', obj({ a: { anyOf: [{ type: 'string', maxLength: 4 }, { type: 'null' }] } }));
    const [forward] = await bothWays(before, after);
    expect(forward).toEqual([`string-length-tightened wire ${P}/properties/a/maxLength`]);
  });

  it('rule: a value added to a nullable enum while it moves into a named type reports the value', async () => {
    const before = slot('result', obj({ mode: { anyOf: [{ enum: ['fast', 'slow'] }, { type: 'null' }] } }));
    const after = slot('result', obj({ mode: { anyOf: [ref('Mode'), { type: 'null' }] } }), {
      types: { Mode: { enum: ['fast', 'slow', 'auto'] } },
    });
    const [forward] = await bothWays(before, after);
    expect(forward.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'enum-value-added wire',
      'enum-value-added typescript',
    ]);
  });

  it('rule: reordered branches with one of them edited: the edit is compared with its old self, at its new place', async () => {
    const a = (max: number) => obj({ x: { type: 'string', maxLength: max } }, { required: ['x'] });
    const b = obj({ y: { type: 'integer' } }, { required: ['y'] });
    const report = await diffEdits(slot('params', { anyOf: [a(8), b] }), slot('params', { anyOf: [b, a(4)] }));
    expect(contractChanges(report.changes)).toEqual([
      `string-length-tightened wire ${P}/anyOf/1/properties/x/maxLength`,
    ]);
  });

  it('rule: a branch only one side has is a variant added or removed, whatever the order', async () => {
    const a = obj({ x: str }, { required: ['x'] });
    const b = obj({ y: str }, { required: ['y'] });
    const c = obj({ z: str }, { required: ['z'] });
    const report = await diffEdits(slot('result', { anyOf: [a, b] }), slot('result', { anyOf: [b, c, a] }));
    const rules = contractChanges(report.changes).filter((line) => line.includes(' wire '));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((line) => !line.includes('/anyOf/0') && !line.includes('/anyOf/2 '))).toBe(true);
  });
});
