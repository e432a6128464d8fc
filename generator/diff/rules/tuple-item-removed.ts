import { defineRule } from '../rule-definition.ts';
import { restOf, unmatchedPositions } from './support/tuple-positions.ts';

export const tupleItemRemoved = defineRule({
  id: 'tuple-item-removed',
  wire: (p) => (p.rest === 'closed' ? { narrows: true } : p.rest === 'schema' ? {} : { widens: true }),
  typescript: 'breaking',
  message: 'tuple position prefixItems[{position}] removed',
  detect: {
    schema(pair, report) {
      for (const { position, oldAt, newAt } of unmatchedPositions(pair, 'removed'))
        report({ position, rest: restOf(pair.b) }, { old: oldAt, new: newAt });
    },
  },
});
