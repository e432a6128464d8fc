import type { JsonSchema } from '../../../load/spec-document.ts';
import type { ContractPath } from '../../classify.ts';
import type { FactParams } from '../../rule-definition.ts';
import { matchKeys } from '../../schema-keywords/matched-keys.ts';
import { matchesName, mayOverlap } from '../../schema-keywords/pattern-overlap.ts';
import { isSchema, schemaMap, unitedKeys, type SchemaPair } from '../../schema-keywords/schema-pair.ts';

/** A pattern only one side of an object has, where it sits, and what the side without it did with its members. */
export interface UnmatchedPattern {
  readonly schema: JsonSchema;
  readonly oldAt: ContractPath;
  readonly newAt: ContractPath;
  readonly params: FactParams & {
    readonly pattern: string;
    readonly closed: boolean;
    readonly additionalSchema: boolean;
    readonly overlaps: boolean;
  };
}

/**
 * The patterns the new side adds (`added`) or the old side drops (`removed`). One added or removed
 * moves the members it matches between itself and `additionalProperties` (matched members are not
 * additional), so what that did to them on the side without the pattern decides the direction:
 * - closed (false): they were rejected, so the pattern widens (removing it narrows);
 * - open (absent or true): they were free, so the pattern narrows (removing it widens);
 * - a schema: they were checked by it, so it is compared with the pattern's schema (the pairing does).
 * It also constrains declared properties and members of other patterns it may match (`overlaps`).
 */
export function unmatchedPatterns(pair: SchemaPair, side: 'added' | 'removed'): UnmatchedPattern[] {
  if (pair.a.patternProperties === undefined && pair.b.patternProperties === undefined) return [];
  const [pa, pb] = [schemaMap(pair.a.patternProperties), schemaMap(pair.b.patternProperties)];
  // The side without the pattern says what its members were; the side with it, what else it meets.
  const [without, withIt, patterns] = side === 'added' ? [pair.a, pair.b, pb] : [pair.b, pair.a, pa];
  return matchKeys(pair, 'patternProperties', Object.keys(pa), Object.keys(pb))
    .filter(({ inOld, inNew }) => (side === 'added' ? inNew && !inOld : inOld && !inNew))
    .map(({ key: pattern, oldAt, newAt }) => {
      const additional = without.additionalProperties;
      const params = {
        pattern,
        closed: additional === false,
        additionalSchema: isSchema(additional),
        overlaps: overlaps(pattern, withIt, pair),
      };
      return { schema: patterns[pattern]!, oldAt, newAt, params };
    });
}

/** Whether the pattern may match a property either side declares, or a name another pattern of its object matches. */
function overlaps(pattern: string, object: JsonSchema, pair: SchemaPair): boolean {
  const declared = unitedKeys(schemaMap(pair.a.properties), schemaMap(pair.b.properties));
  const others = Object.keys(schemaMap(object.patternProperties)).filter((other) => other !== pattern);
  return declared.some((name) => matchesName(pattern, name)) || others.some((other) => mayOverlap(pattern, other));
}
