import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';
import { availabilityText, isShielded, OPERATIONS, statusOf } from './support/operation-availability.ts';

export const operationAdded = defineRule({
  id: 'operation-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'operation {op} added{gate}',
  detect: {
    operation: (pair, report) => {
      const added = onlyNew(pair);
      if (added === undefined) return;
      // A deferred operation is reserved and never advertised: nobody sends it yet.
      const gated = isShielded(added, pair.contracts) || statusOf(added) === 'deferred';
      report({ direction: 'client-to-host', gated, ...addedAt(pair, OPERATIONS), params: { op: pair.newName, gate: availabilityText(added, pair.contracts) } });
    },
  },
});
