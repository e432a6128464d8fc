import { atKeyword, isSchema, type KeywordComparison, type SchemaPair } from './schema-pair.ts';

/**
 * `contains` asks that between minContains (1 unless said) and maxContains (no limit unless said)
 * items match it. With only the lower bound the count is monotone in the schema, so narrowing the
 * schema narrows the array and its facts hold as they are; an upper bound turns that around (fewer
 * matches pass it), so a change under one is judged both ways. The bounds only count beside a
 * `contains` on both sides: adding or removing `contains` says it all.
 */
export const containsComparison: KeywordComparison = {
  keywords: ['contains', 'minContains', 'maxContains'],
  compare(pair) {
    const { a, b } = pair;
    if (a.contains === undefined && b.contains === undefined) return;
    if (a.contains === undefined) return pair.fact('contains-added', undefined, atKeyword(pair, 'contains'));
    if (b.contains === undefined) return pair.fact('contains-removed', undefined, atKeyword(pair, 'contains'));
    compareCounts(pair);
    const [oldAt, newAt] = [[...pair.oldPath, 'contains'], [...pair.newPath, 'contains']];
    if (a.maxContains === undefined && b.maxContains === undefined && isSchema(a.contains) && isSchema(b.contains)) {
      pair.recurseUntyped(a.contains, b.contains, oldAt, newAt);
    } else if (pair.differs(a.contains, b.contains, oldAt, newAt)) {
      pair.fact('contains-changed', undefined, atKeyword(pair, 'contains'));
    }
  },
};

function compareCounts(pair: SchemaPair): void {
  for (const [keyword, upper, absent] of [['minContains', false, 1], ['maxContains', true, undefined]] as const) {
    const x = (pair.a[keyword] as number | undefined) ?? absent;
    const y = (pair.b[keyword] as number | undefined) ?? absent;
    if (x === y) continue;
    // An absent upper bound is +∞; an absent lower bound is its default, 1.
    const loosened = upper ? y === undefined || (x !== undefined && y > x) : y! < x!;
    pair.fact(loosened ? 'contains-count-loosened' : 'contains-count-tightened', { keyword, old: x ?? 'none', new: y ?? 'none' }, atKeyword(pair, keyword));
  }
}
