import type { SchemaPair } from '../../schema-keywords/schema-pair.ts';

/** A contains bound that moved, and which way. */
export interface ContainsCountChange {
  readonly keyword: 'minContains' | 'maxContains';
  readonly old: number | 'none';
  readonly new: number | 'none';
  readonly loosened: boolean;
}

/**
 * The contains bounds that differ: minContains (1 when unsaid, so writing 1 out is no change) and
 * maxContains (none when unsaid). They only count beside a `contains` on both sides: adding or
 * removing `contains` says it all.
 */
export function containsCountChanges(pair: SchemaPair): ContainsCountChange[] {
  if (pair.a.contains === undefined || pair.b.contains === undefined) return [];
  const changes: ContainsCountChange[] = [];
  for (const [keyword, upper, absent] of [
    ['minContains', false, 1],
    ['maxContains', true, undefined],
  ] as const) {
    const x = (pair.a[keyword] as number | undefined) ?? absent;
    const y = (pair.b[keyword] as number | undefined) ?? absent;
    if (x === y) continue;
    // An absent upper bound is +∞; an absent lower bound is its default, 1.
    const loosened = upper ? y === undefined || (x !== undefined && y > x) : y! < x!;
    changes.push({ keyword, old: x ?? 'none', new: y ?? 'none', loosened });
  }
  return changes;
}
