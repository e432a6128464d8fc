import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, statusChangeOf, statusOf } from './support/operation-availability.ts';

export const operationStatusChanged = defineRule({
  id: 'operation-status-changed',
  docs: true,
  message: 'operation {op} status changed from {old} to {new}',
  detect: {
    operation: (pair, report) => {
      if (statusChangeOf(pair) !== 'changed') return;
      report({
        direction: 'none',
        ...fieldAt(pair, OPERATIONS, 'status'),
        params: { op: pair.name, old: statusOf(pair.a!), new: statusOf(pair.b!) },
      });
    },
  },
});
