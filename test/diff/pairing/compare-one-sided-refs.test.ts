/**
 * A reference on one side against an inline schema on the other: the walk follows the reference and
 * keeps going while the inline side does; it stops only where the same pair comes round again.
 */
import { describe, expect, it } from 'vitest';
import { diffEdits, slot, type JsonObject } from '../support/contracts.ts';

/** A recursive type: `x` is another A, `y` a string. */
const A: JsonObject = { type: 'object', properties: { x: { $ref: '#/types/A' }, y: { type: 'string' } } };

/** A written out inline three levels deep, with the innermost `y` an integer. */
const UNROLLED: JsonObject = {
  type: 'object',
  properties: {
    x: {
      type: 'object',
      properties: { x: { type: 'object', properties: { y: { type: 'integer' } } }, y: { type: 'string' } },
    },
    y: { type: 'string' },
  },
};

const rulesAt = async (oldSchema: JsonObject, newSchema: JsonObject) =>
  (await diffEdits(slot('params', oldSchema, { types: { A } }), slot('params', newSchema, { types: { A } }))).changes
    .filter((change) => change.layer === 'wire')
    .map((change) => [change.rule, change.old.pointer, change.new.pointer]);

/** Where UNROLLED's innermost object sits, in the slot's value. */
const INNER = '/operations/probe/params/properties/value/properties/x/properties/x/properties';

describe('a reference against an inline schema', () => {
  it('rule: a change under the inline side, below where the reference recurs, is found (reference old, inline new)', async () => {
    expect(await rulesAt({ $ref: '#/types/A' }, UNROLLED)).toEqual([
      ['property-removed', `${INNER}/x`, INNER],
      ['type-changed', `${INNER}/y`, `${INNER}/y`],
    ]);
  });

  it('rule: and the same the other way round (inline old, reference new)', async () => {
    expect(await rulesAt(UNROLLED, { $ref: '#/types/A' })).toEqual([
      ['optional-property-added-open', INNER, `${INNER}/x`],
      ['type-changed', `${INNER}/y`, `${INNER}/y`],
    ]);
  });

  it('rule: a reference against the same type written out inline once (its recursion left as the reference) reports nothing', async () => {
    expect(await rulesAt({ $ref: '#/types/A' }, A)).toEqual([]);
  });
});
