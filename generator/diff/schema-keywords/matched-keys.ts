import type { ContractPath } from '../classify.ts';
import type { SchemaPair } from './schema-pair.ts';

/**
 * One key of a keyword's map (a pattern, a property) or one index of its list (a tuple position),
 * found on either side. Where a side lacks it, its place there is the keyword itself.
 */
export interface MatchedKey<K extends string | number> {
  readonly key: K;
  readonly inOld: boolean;
  readonly inNew: boolean;
  readonly oldAt: ContractPath;
  readonly newAt: ContractPath;
}

/**
 * The keys of a keyword on both sides, matched by equal key: the old side's keys, then those only the
 * new one has. The keyword pairings recurse into the keys both sides hold; the rules report the others,
 * so both see the same matching.
 */
export function matchKeys<K extends string | number>(
  pair: SchemaPair,
  keyword: string,
  oldKeys: readonly K[],
  newKeys: readonly K[],
): MatchedKey<K>[] {
  const [inA, inB] = [new Set(oldKeys), new Set(newKeys)];
  return [...oldKeys, ...newKeys.filter((key) => !inA.has(key))].map((key) => ({
    key,
    inOld: inA.has(key),
    inNew: inB.has(key),
    oldAt: [...pair.oldPath, keyword, ...(inA.has(key) ? [key] : [])],
    newAt: [...pair.newPath, keyword, ...(inB.has(key) ? [key] : [])],
  }));
}

/** The positions of two lists, matched by index. */
export const matchPositions = (
  pair: SchemaPair,
  keyword: string,
  a: readonly unknown[],
  b: readonly unknown[],
): MatchedKey<number>[] =>
  matchKeys(
    pair,
    keyword,
    a.map((_, index) => index),
    b.map((_, index) => index),
  );
