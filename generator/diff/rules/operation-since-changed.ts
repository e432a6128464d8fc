import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, sameOperation, stated } from './support/operation-availability.ts';

export const operationSinceChanged = defineRule({
  id: 'operation-since-changed',
  docs: true,
  message: 'operation {op} since changed from {old} to {new}',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x !== undefined && y !== undefined && x.since !== y.since)
        report({
          direction: 'none',
          ...fieldAt(pair, OPERATIONS, 'since'),
          params: { op: pair.name, old: stated(x.since), new: stated(y.since) },
        });
    },
  },
});
