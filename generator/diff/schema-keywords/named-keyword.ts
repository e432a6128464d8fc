import type { DiffRuleId } from '../rules.ts';
import type { KeywordComparison } from './schema-pair.ts';
import { atKeyword } from './schema-pair.ts';

/**
 * A keyword whose value names one check the validators make (`format: date-time`, `check:
 * viewItems`), where names are not ordered by inclusion: the diff cannot tell whether one admits
 * what another does, so adding one narrows, removing one widens and replacing one is judged both ways.
 */
export function namedKeywordComparison(keyword: string, rules: { readonly added: DiffRuleId; readonly removed: DiffRuleId; readonly changed: DiffRuleId }): KeywordComparison {
  return {
    keywords: [keyword],
    compare(pair) {
      const [x, y] = [pair.a[keyword], pair.b[keyword]];
      if (x === y) return;
      if (x === undefined) pair.fact(rules.added, { new: String(y) }, atKeyword(pair, keyword));
      else if (y === undefined) pair.fact(rules.removed, { old: String(x) }, atKeyword(pair, keyword));
      else pair.fact(rules.changed, { old: String(x), new: String(y) }, atKeyword(pair, keyword));
    },
  };
}
