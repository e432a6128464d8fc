import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changeDirection, OPERATIONS, sameOperation, stated } from './support/operation-availability.ts';

export const operationPersistenceChanged = defineRule({
  id: 'operation-persistence-changed',
  wire: { dangerous: true },
  typescript: 'dangerous',
  message: 'operation {op} persistence changed from {old} to {new}: retries and replays behave differently',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x !== undefined && y !== undefined && x.persistence !== y.persistence) {
        report({
          direction: changeDirection(x, y),
          ...fieldAt(pair, OPERATIONS, 'persistence'),
          params: { op: pair.name, old: stated(x.persistence), new: stated(y.persistence) },
        });
      }
    },
  },
});
