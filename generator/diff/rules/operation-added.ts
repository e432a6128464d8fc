import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';
import {
  availabilityText,
  isShielded,
  OPERATIONS,
  requestDirection,
  statusOf,
} from './support/operation-availability.ts';

export const operationAdded = defineRule({
  id: 'operation-added',
  // A deferred operation is reserved and never advertised: nobody sends it yet, whichever peer will.
  wire: (p) => (p.deferred === true ? {} : { widens: true }),
  typescript: 'dangerous',
  message: 'operation {op} added{gate}',
  detect: {
    operation: (pair, report) => {
      const added = onlyNew(pair);
      if (added === undefined) return;
      const params = {
        op: pair.newName,
        gate: availabilityText(added, pair.contracts),
        deferred: statusOf(added) === 'deferred',
      };
      report({
        direction: requestDirection(added),
        gated: isShielded(added, pair.contracts),
        ...addedAt(pair, OPERATIONS),
        params,
      });
    },
  },
});
