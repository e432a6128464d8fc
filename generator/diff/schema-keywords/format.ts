import { namedKeywordComparison } from './named-keyword.ts';

/**
 * `format` asserts here. Formats are not ordered by inclusion, though some are (every uri is an
 * iri): the validators implement each one on its own, so a change of format is judged like a change
 * of pattern, both ways.
 */
export const formatComparison = namedKeywordComparison('format', { added: 'format-added', removed: 'format-removed', changed: 'format-changed' });
