import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, statusChangeOf } from './support/operation-availability.ts';

export const operationDeferred = defineRule({
  id: 'operation-deferred',
  wire: { narrows: true },
  message: 'operation {op} is now deferred (reserved, never advertised): old clients still send it',
  detect: {
    operation: (pair, report) => {
      if (statusChangeOf(pair) === 'deferred') report({ direction: 'client-to-host', ...fieldAt(pair, OPERATIONS, 'status'), params: { op: pair.name } });
    },
  },
});
