import { atKeyword, isSchema, type KeywordComparison } from './schema-pair.ts';

/**
 * if/then/else only adds constraints, so adding or removing the whole of it narrows or widens. A
 * changed condition sends values to the other branch, which no single direction describes: any
 * change to `if` but its wording is judged both ways. A branch narrows the values it applies to.
 */
export const conditionalComparison: KeywordComparison = {
  keywords: ['if', 'then', 'else'],
  compare(pair) {
    const { a, b, oldPath, newPath } = pair;
    if (a.if === undefined && b.if === undefined) return;
    if (a.if === undefined) return pair.fact('conditional-added', undefined, atKeyword(pair, 'if'));
    if (b.if === undefined) return pair.fact('conditional-removed', undefined, atKeyword(pair, 'if'));
    if (pair.differs(a.if, b.if, [...oldPath, 'if'], [...newPath, 'if'])) pair.fact('condition-changed', undefined, atKeyword(pair, 'if'));
    for (const keyword of ['then', 'else'] as const) {
      const [sa, sb] = [a[keyword], b[keyword]];
      const [oldAt, newAt] = [[...oldPath, keyword], [...newPath, keyword]];
      if (isSchema(sa) && isSchema(sb)) pair.recurseUntyped(sa, sb, oldAt, newAt);
      else if (sa === undefined && sb !== undefined) pair.fact('conditional-branch-added', { keyword }, { old: oldAt, new: newAt });
      else if (sa !== undefined && sb === undefined) pair.fact('conditional-branch-removed', { keyword }, { old: oldAt, new: newAt });
    }
  },
};
