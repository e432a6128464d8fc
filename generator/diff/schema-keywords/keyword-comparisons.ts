import { conditionalComparison } from './conditional.ts';
import { containsComparison } from './contains.ts';
import { dependentSchemasComparison } from './dependent-schemas.ts';
import { patternPropertiesComparison } from './pattern-properties.ts';
import type { KeywordComparison } from './schema-pair.ts';
import { tupleComparison } from './tuple.ts';

/**
 * Keywords with no sub-schema to pair: their rules (format-*, check-*, dependent-required-*) read
 * the two values themselves. Listed so they count as known keywords: schema-changed is not reported for them.
 */
const valueKeywords: KeywordComparison = {
  keywords: ['format', 'check', 'dependentRequired'],
  compare() {},
};

/**
 * The keyword pairings compare-schema.ts runs on every pair of schemas, after its own: each matches
 * the old sub-schemas under its keywords with the new ones and compares them. What differs at the
 * pair itself (a keyword added, removed or changed) is reported by the rules (rules/<rule-id>.ts).
 */
export const KEYWORD_COMPARISONS: readonly KeywordComparison[] = [
  valueKeywords,
  patternPropertiesComparison,
  dependentSchemasComparison,
  tupleComparison,
  containsComparison,
  conditionalComparison,
];
