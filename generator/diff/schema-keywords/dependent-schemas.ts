import { matchKeys } from './matched-keys.ts';
import { schemaMap, type KeywordComparison } from './schema-pair.ts';

/**
 * Dependent schemas pair up by the property they depend on. The generated TypeScript leaves them out,
 * so what is found inside has no TypeScript layer; one added or removed is the rules' to report.
 */
export const dependentSchemasComparison: KeywordComparison = {
  keywords: ['dependentSchemas'],
  compare(pair) {
    const [sa, sb] = [schemaMap(pair.a.dependentSchemas), schemaMap(pair.b.dependentSchemas)];
    for (const { key, inOld, inNew, oldAt, newAt } of matchKeys(
      pair,
      'dependentSchemas',
      Object.keys(sa),
      Object.keys(sb),
    )) {
      if (inOld && inNew) pair.recurseUntyped(sa[key]!, sb[key]!, oldAt, newAt);
    }
  },
};
