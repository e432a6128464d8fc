import { namedKeywordComparison } from './named-keyword.ts';

/**
 * `check` runs a part's hand-written check after the node's schema accepts a value, so it can only
 * refuse more. Checks are not ordered by inclusion (the diff cannot read their code): adding one
 * narrows, removing one widens, and replacing one with another is judged both ways, as a changed
 * format is. A check changes no generated type, so nothing is reported on the TypeScript layer.
 */
export const checkComparison = namedKeywordComparison('check', { added: 'check-added', removed: 'check-removed', changed: 'check-changed' });
