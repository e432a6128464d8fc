import type { JsonSchema } from '../../../load/spec-document.ts';
import type { ContractPath } from '../../classify.ts';
import { matchPositions } from '../../schema-keywords/matched-keys.ts';
import { isSchema, type SchemaPair } from '../../schema-keywords/schema-pair.ts';
import { prefixItemsOf } from '../../schema-keywords/tuple.ts';

/** What `items` does with the items after the prefixItems: rejects them (false), checks them (a schema), or lets them be. */
export function restOf(schema: JsonSchema): 'closed' | 'schema' | 'open' {
  return schema.items === false ? 'closed' : isSchema(schema.items) ? 'schema' : 'open';
}

/** A tuple position only one side has, and where it sits on each side. */
export interface UnmatchedPosition {
  readonly position: number;
  readonly schema: JsonSchema;
  readonly oldAt: ContractPath;
  readonly newAt: ContractPath;
}

/**
 * The positions the new side adds (`added`) or the old side drops (`removed`). An item there was
 * governed by the other side's rest, which says what the position does (tuple-item-*).
 */
export function unmatchedPositions(pair: SchemaPair, side: 'added' | 'removed'): UnmatchedPosition[] {
  const [la, lb] = [prefixItemsOf(pair.a), prefixItemsOf(pair.b)];
  if (side === 'added' ? lb.length <= la.length : la.length <= lb.length) return [];
  return matchPositions(pair, 'prefixItems', la, lb)
    .filter(({ inOld, inNew }) => (side === 'added' ? !inOld : !inNew))
    .map(({ key: position, oldAt, newAt }) => ({
      position,
      schema: (side === 'added' ? lb : la)[position]!,
      oldAt,
      newAt,
    }));
}
