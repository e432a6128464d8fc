import type { JsonSchema } from '../../load/spec-document.ts';
import { matchesName, mayOverlap } from './pattern-overlap.ts';
import { isSchema, schemaMap, unitedKeys, type KeywordComparison, type SchemaPair } from './schema-pair.ts';

/**
 * Patterns pair up by their text. A pattern kept is compared like a property. One added or removed
 * moves the members it matches between itself and `additionalProperties` (matched members are not
 * additional), so what that did to them on the side without the pattern decides the direction:
 * - closed (false): they were rejected, so the pattern widens (removing it narrows);
 * - open (absent or true): they were free, so the pattern narrows (removing it widens);
 * - a schema: they were checked by it, so it is compared with the pattern's schema.
 * It also constrains declared properties and members of other patterns it may match (`overlaps`).
 */
export const patternPropertiesComparison: KeywordComparison = {
  keywords: ['patternProperties'],
  compare(pair) {
    const [pa, pb] = [schemaMap(pair.a.patternProperties), schemaMap(pair.b.patternProperties)];
    for (const pattern of unitedKeys(pa, pb)) {
      const [inOld, inNew] = [Object.hasOwn(pa, pattern), Object.hasOwn(pb, pattern)];
      const oldAt = [...pair.oldPath, 'patternProperties', ...(inOld ? [pattern] : [])];
      const newAt = [...pair.newPath, 'patternProperties', ...(inNew ? [pattern] : [])];
      if (inOld && inNew) {
        pair.recurse(pa[pattern]!, pb[pattern]!, oldAt, newAt);
        continue;
      }
      // The side without the pattern says what its members were; the side with it, what else it meets.
      const [without, withIt] = inNew ? [pair.a, pair.b] : [pair.b, pair.a];
      const additional = without.additionalProperties;
      const params = { pattern, closed: additional === false, additionalSchema: isSchema(additional), overlaps: overlaps(pattern, withIt, pair) };
      if (inNew) {
        const feature = pair.newGate(pb[pattern]!);
        const gate = feature === undefined ? '' : ` (gated by feature ${feature})`;
        pair.fact('pattern-property-added', { ...params, gate }, { old: oldAt, new: newAt, gated: pair.gated || feature !== undefined });
        if (isSchema(additional)) pair.recurse(additional, pb[pattern]!, [...pair.oldPath, 'additionalProperties'], newAt);
      } else {
        // New readers strip unknown members of an open object without patterns (see the boundary's strip plans).
        const stripped = additional === undefined && pair.b.patternProperties === undefined;
        pair.fact('pattern-property-removed', { ...params, stripped }, { old: oldAt, new: newAt });
        if (isSchema(additional)) pair.recurse(pa[pattern]!, additional, oldAt, [...pair.newPath, 'additionalProperties']);
      }
    }
  },
};

/** Whether the pattern may match a property either side declares, or a name another pattern of its object matches. */
function overlaps(pattern: string, object: JsonSchema, pair: SchemaPair): boolean {
  const declared = unitedKeys(schemaMap(pair.a.properties), schemaMap(pair.b.properties));
  const others = Object.keys(schemaMap(object.patternProperties)).filter((other) => other !== pattern);
  return declared.some((name) => matchesName(pattern, name)) || others.some((other) => mayOverlap(pattern, other));
}
