import type { JsonSchema } from '../../load/spec-document.ts';
import { canonicalJson } from '../schema-shape.ts';
import { matchPositions } from './matched-keys.ts';
import { isSchema, type KeywordComparison, type SchemaPair } from './schema-pair.ts';

export const prefixItemsOf = (schema: JsonSchema): readonly JsonSchema[] =>
  Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];

/**
 * An array is its positions (prefixItems, paired by index) and its rest (items). An item at a
 * position one side adds or drops was governed by the other side's rest: when that is a schema, it
 * is compared with the position's (the rules tuple-item-* say what the position itself does). A
 * plain array is a tuple of no positions, so `items` alone is paired here too.
 */
export const tupleComparison: KeywordComparison = {
  keywords: ['prefixItems', 'items'],
  compare(pair) {
    const { a, b, oldPath, newPath } = pair;
    const [la, lb] = [prefixItemsOf(a), prefixItemsOf(b)];
    for (const { key: position, inOld, inNew, oldAt, newAt } of matchPositions(pair, 'prefixItems', la, lb)) {
      if (inOld && inNew) pair.recurse(la[position]!, lb[position]!, oldAt, newAt);
      else if (inNew && isSchema(a.items)) pair.recurse(a.items, lb[position]!, [...oldPath, 'items'], newAt);
      else if (inOld && isSchema(b.items)) pair.recurse(la[position]!, b.items, oldAt, [...newPath, 'items']);
    }
    if (isSchema(a.items) && isSchema(b.items))
      pair.recurse(a.items, b.items, [...oldPath, 'items'], [...newPath, 'items']);
  },
};

/**
 * Whether `items` differs in a way neither the tuple rules (items: false added or removed) nor a
 * comparison of two schemas accounts for: schema-changed reports it.
 */
export function tupleRestChanged(pair: SchemaPair): boolean {
  const [ra, rb] = [pair.a.items, pair.b.items];
  if (isSchema(ra) && isSchema(rb)) return false;
  if ((ra === false) !== (rb === false)) return false;
  return canonicalJson(ra) !== canonicalJson(rb);
}
