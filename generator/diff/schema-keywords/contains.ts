import type { JsonSchema } from '../../load/spec-document.ts';
import { isSchema, type KeywordComparison, type SchemaPair } from './schema-pair.ts';

/**
 * `contains` asks that between minContains (1 unless said) and maxContains (no limit unless said)
 * items match it. With only the lower bound the count is monotone in the schema, so narrowing the
 * schema narrows the array and its facts hold as they are: the two schemas are compared. An upper
 * bound turns that around (fewer matches pass it), so a change under one is judged both ways, by the
 * rule contains-changed.
 */
export const containsComparison: KeywordComparison = {
  keywords: ['contains', 'minContains', 'maxContains'],
  compare(pair) {
    const paired = pairedContains(pair);
    if (paired) pair.recurseUntyped(paired[0], paired[1], [...pair.oldPath, 'contains'], [...pair.newPath, 'contains']);
  },
};

/** The two `contains` schemas, when they are compared as they are: both schemas, and no maxContains on either side. */
export function pairedContains(pair: SchemaPair): readonly [JsonSchema, JsonSchema] | undefined {
  const [ca, cb] = [pair.a.contains, pair.b.contains];
  if (pair.a.maxContains !== undefined || pair.b.maxContains !== undefined || !isSchema(ca) || !isSchema(cb))
    return undefined;
  return [ca, cb];
}
