import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import {
  availabilityText,
  isShielded,
  OPERATIONS,
  requestDirection,
  statusChangeOf,
  statusOf,
} from './support/operation-availability.ts';

export const operationUndeferred = defineRule({
  id: 'operation-undeferred',
  wire: { widens: true },
  message: 'operation {op} is no longer deferred (now {status}){gate}',
  detect: {
    // The old side sent nothing: what is new is the new side's requests, sent by its sender.
    operation: (pair, report) => {
      const y = pair.b;
      if (statusChangeOf(pair) !== 'undeferred' || y === undefined) return;
      report({
        direction: requestDirection(y),
        gated: isShielded(y, pair.contracts),
        ...fieldAt(pair, OPERATIONS, 'status'),
        params: { op: pair.name, status: statusOf(y), gate: availabilityText(y, pair.contracts) },
      });
    },
  },
});
