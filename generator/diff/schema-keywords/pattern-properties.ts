import { matchKeys } from './matched-keys.ts';
import { isSchema, schemaMap, type KeywordComparison } from './schema-pair.ts';

/**
 * Patterns pair up by their text, and a pattern kept is compared like a property. A pattern one side
 * adds or drops takes its members from (or gives them back to) `additionalProperties`: where that
 * is a schema on the side without the pattern, the two schemas are compared. The rules
 * pattern-property-added and -removed say what the pattern itself does.
 */
export const patternPropertiesComparison: KeywordComparison = {
  keywords: ['patternProperties'],
  compare(pair) {
    const [pa, pb] = [schemaMap(pair.a.patternProperties), schemaMap(pair.b.patternProperties)];
    const [xa, xb] = [pair.a.additionalProperties, pair.b.additionalProperties];
    for (const { key: pattern, inOld, inNew, oldAt, newAt } of matchKeys(
      pair,
      'patternProperties',
      Object.keys(pa),
      Object.keys(pb),
    )) {
      if (inOld && inNew) pair.recurse(pa[pattern]!, pb[pattern]!, oldAt, newAt);
      else if (inNew && isSchema(xa)) pair.recurse(xa, pb[pattern]!, [...pair.oldPath, 'additionalProperties'], newAt);
      else if (inOld && isSchema(xb)) pair.recurse(pa[pattern]!, xb, oldAt, [...pair.newPath, 'additionalProperties']);
    }
  },
};
