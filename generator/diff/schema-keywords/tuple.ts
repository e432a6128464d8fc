import type { JsonSchema } from '../../load/spec-document.ts';
import { canonicalJson } from '../schema-shape.ts';
import { atKeyword, isSchema, type KeywordComparison } from './schema-pair.ts';

/** What `items` does with the items after the prefixItems: rejects them (false), checks them (a schema), or lets them be. */
function restOf(schema: JsonSchema): 'closed' | 'schema' | 'open' {
  return schema.items === false ? 'closed' : isSchema(schema.items) ? 'schema' : 'open';
}

const prefixOf = (schema: JsonSchema): readonly JsonSchema[] => (Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : []);

/**
 * An array is its positions (prefixItems, compared pairwise by index) and its rest (items). An item
 * at a position one side adds or drops was governed by the other side's rest: compared with it when
 * it is a schema, otherwise the position widens a closed rest or narrows an open one (tuple-item-*).
 * A plain array is a tuple of no positions, so `items` alone is compared here too.
 */
export const tupleComparison: KeywordComparison = {
  keywords: ['prefixItems', 'items'],
  compare(pair) {
    const { a, b, oldPath, newPath } = pair;
    const [la, lb] = [prefixOf(a), prefixOf(b)];
    for (let position = 0; position < Math.max(la.length, lb.length); position++) {
      const oldAt = [...oldPath, 'prefixItems', ...(position < la.length ? [position] : [])];
      const newAt = [...newPath, 'prefixItems', ...(position < lb.length ? [position] : [])];
      if (position < la.length && position < lb.length) {
        pair.recurse(la[position]!, lb[position]!, oldAt, newAt);
      } else if (position < lb.length) {
        const feature = pair.newGate(lb[position]!);
        const gate = feature === undefined ? '' : ` (gated by feature ${feature})`;
        pair.fact('tuple-item-added', { position, rest: restOf(a), gate }, { old: oldAt, new: newAt, gated: pair.gated || feature !== undefined });
        if (isSchema(a.items)) pair.recurse(a.items, lb[position]!, [...oldPath, 'items'], newAt);
      } else {
        pair.fact('tuple-item-removed', { position, rest: restOf(b) }, { old: oldAt, new: newAt });
        if (isSchema(b.items)) pair.recurse(la[position]!, b.items, oldAt, [...newPath, 'items']);
      }
    }
    const [ra, rb] = [a.items, b.items];
    if (isSchema(ra) && isSchema(rb)) pair.recurse(ra, rb, [...oldPath, 'items'], [...newPath, 'items']);
    else if ((ra === false) !== (rb === false)) {
      if (rb === false) pair.fact('tuple-closed', { length: lb.length }, atKeyword(pair, 'items'));
      else pair.fact('tuple-opened', { length: la.length }, atKeyword(pair, 'items'));
    } else if (canonicalJson(ra) !== canonicalJson(rb)) pair.fact('schema-changed', { keyword: 'items' });
  },
};
