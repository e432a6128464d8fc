import type { SchemaReport } from '../../rule-definition.ts';
import { atKeyword, type SchemaPair } from '../../schema-keywords/schema-pair.ts';

/**
 * A keyword whose value names one check the validators make (`format: date-time`, `check:
 * viewItems`), where names are not ordered by inclusion: the diff cannot tell whether one admits
 * what another does, so adding one narrows, removing one widens and replacing one is judged both ways.
 * The detector of one of the three rules, reporting at the keyword with the names it sees.
 */
export function namedKeywordDetector(
  keyword: string,
  change: 'added' | 'removed' | 'changed',
): (pair: SchemaPair, report: SchemaReport) => void {
  return (pair, report) => {
    const [x, y] = [pair.a[keyword], pair.b[keyword]];
    if (x === y) return;
    const found = x === undefined ? 'added' : y === undefined ? 'removed' : 'changed';
    if (found !== change) return;
    const params =
      found === 'added'
        ? { new: String(y) }
        : found === 'removed'
          ? { old: String(x) }
          : { old: String(x), new: String(y) };
    report(params, atKeyword(pair, keyword));
  };
}
