import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { availabilityText, isShielded, OPERATIONS, statusChangeOf, statusOf } from './support/operation-availability.ts';

export const operationUndeferred = defineRule({
  id: 'operation-undeferred',
  wire: { widens: true },
  message: 'operation {op} is no longer deferred (now {status}){gate}',
  detect: {
    operation: (pair, report) => {
      const y = pair.b;
      if (statusChangeOf(pair) !== 'undeferred' || y === undefined) return;
      report({ direction: 'client-to-host', gated: isShielded(y, pair.contracts), ...fieldAt(pair, OPERATIONS, 'status'), params: { op: pair.name, status: statusOf(y), gate: availabilityText(y, pair.contracts) } });
    },
  },
});
