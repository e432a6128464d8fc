/**
 * How the branches of two unions pair up: by their key (a constant, a named type, required members),
 * then the loose ones by shape whatever their documentation, then the rest in order.
 */
import { describe, expect, it } from 'vitest';
import { pairVariants } from '../../../generator/diff/variant-pairing.ts';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';

const kind = (name: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: name }, ...extra },
});
const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };
const num: JsonSchema = { type: 'number' };
const bool: JsonSchema = { type: 'boolean' };

describe('union variant pairing', () => {
  it('pairs keyed variants by their constant, wherever they moved, even when both were edited', () => {
    const pairing = pairVariants([kind('a'), kind('b')], [kind('b', { n: int }), kind('a', { n: str })], {}, {});
    expect(pairing.pairs).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(pairing.keysA).toEqual(['kind="a"', 'kind="b"']);
    expect([pairing.removed, pairing.added]).toEqual([[], []]);
  });

  it('pairs loose variants by shape, whatever their description says', () => {
    const pairing = pairVariants(
      [
        { ...str, description: 'Old words.' },
        { type: 'array', items: int },
      ],
      [
        { type: 'array', items: num },
        { ...str, description: 'New words.' },
      ],
      {},
      {},
    );
    expect(pairing.pairs).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('does not pair a loose variant with an added keyed one', () => {
    const pairing = pairVariants([kind('a'), str], [kind('a'), kind('b'), int], {}, {});
    expect(pairing.pairs).toEqual([
      [0, 0],
      [1, 2],
    ]);
    expect(pairing.added).toEqual([1]);
    expect(pairing.removed).toEqual([]);
  });

  it('leaves the loose variants beyond the new ones removed, not paired with nothing', () => {
    const pairing = pairVariants([str, int, bool], [num], {}, {});
    expect(pairing.pairs).toEqual([[0, 0]]);
    expect(pairing.removed).toEqual([1, 2]);
    expect(pairing.added).toEqual([]);
  });

  it('lists the pairs in the order of the old variants, loose and keyed mixed', () => {
    const pairing = pairVariants([str, kind('a'), int, kind('b')], [kind('b'), num, kind('a'), bool], {}, {});
    expect(pairing.pairs).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0],
    ]);
  });
});
