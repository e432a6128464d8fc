import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, requestDirection, sendersOf, statusChangeOf } from './support/operation-availability.ts';

export const operationDeferred = defineRule({
  id: 'operation-deferred',
  wire: { narrows: true },
  message: 'operation {op} is now deferred (reserved, never advertised): old {senders} still send it',
  detect: {
    // The new side sends nothing: what breaks is the old side's requests, sent by its sender.
    operation: (pair, report) => {
      if (statusChangeOf(pair) === 'deferred')
        report({
          direction: requestDirection(pair.a!),
          ...fieldAt(pair, OPERATIONS, 'status'),
          params: { op: pair.name, senders: sendersOf(pair.a!) },
        });
    },
  },
});
