import type { KeywordComparison } from './schema-pair.ts';
import { atKeyword } from './schema-pair.ts';

/**
 * `format` asserts here. Formats are not ordered by inclusion, though some are (every uri is an
 * iri): the validators implement each one on its own, so a change of format is judged like a change
 * of pattern, both ways.
 */
export const formatComparison: KeywordComparison = {
  keywords: ['format'],
  compare(pair) {
    const [x, y] = [pair.a.format, pair.b.format];
    if (x === y) return;
    if (x === undefined) pair.fact('format-added', { new: String(y) }, atKeyword(pair, 'format'));
    else if (y === undefined) pair.fact('format-removed', { old: String(x) }, atKeyword(pair, 'format'));
    else pair.fact('format-changed', { old: String(x), new: String(y) }, atKeyword(pair, 'format'));
  },
};
