import { checkComparison } from './check.ts';
import { conditionalComparison } from './conditional.ts';
import { containsComparison } from './contains.ts';
import { dependentRequiredComparison } from './dependent-required.ts';
import { dependentSchemasComparison } from './dependent-schemas.ts';
import { formatComparison } from './format.ts';
import { patternPropertiesComparison } from './pattern-properties.ts';
import type { KeywordComparison } from './schema-pair.ts';
import { tupleComparison } from './tuple.ts';

/** The keyword comparisons compare-schema.ts runs on every pair of schemas, after its own. */
export const KEYWORD_COMPARISONS: readonly KeywordComparison[] = [
  formatComparison,
  checkComparison,
  patternPropertiesComparison,
  dependentRequiredComparison,
  dependentSchemasComparison,
  tupleComparison,
  containsComparison,
  conditionalComparison,
];
