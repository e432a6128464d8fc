import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, sameOperation, stated } from './support/operation-availability.ts';

export const operationGroupChanged = defineRule({
  id: 'operation-group-changed',
  docs: true,
  message: 'operation {op} moved from group {old} to {new}',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x !== undefined && y !== undefined && x.group !== y.group)
        report({
          direction: 'none',
          ...fieldAt(pair, OPERATIONS, 'group'),
          params: { op: pair.name, old: stated(x.group), new: stated(y.group) },
        });
    },
  },
});
