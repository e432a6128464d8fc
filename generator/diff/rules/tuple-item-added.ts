import { defineRule } from '../rule-definition.ts';
import { restOf, unmatchedPositions } from './support/tuple-positions.ts';

// A position added takes over items the old `rest` (items) governed: rejected (items: false), free (no
// items), or checked by a schema (then that schema and the position's are compared). The generated
// tuple type lists every position as present, so arrays of the old length no longer type-check.
export const tupleItemAdded = defineRule({
  id: 'tuple-item-added',
  wire: (p) => (p.rest === 'closed' ? { widens: true } : p.rest === 'schema' ? {} : { narrows: true }),
  typescript: 'breaking',
  message: 'tuple position prefixItems[{position}] added{gate}',
  detect: {
    schema(pair, report) {
      for (const { position, schema, oldAt, newAt } of unmatchedPositions(pair, 'added')) {
        const feature = pair.newGate(schema);
        const gate = feature === undefined ? '' : ` (gated by feature ${feature})`;
        report(
          { position, rest: restOf(pair.a), gate },
          { old: oldAt, new: newAt, gated: pair.gated || feature !== undefined },
        );
      }
    },
  },
});
