import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changeDirection, OPERATIONS, sameOperation, senderOf } from './support/operation-availability.ts';

export const operationGateAdded = defineRule({
  id: 'operation-gate-added',
  wire: { dangerous: true },
  message: 'operation {op} now requires feature {feature}{check}',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x === undefined || y?.requires === undefined || x.requires === y.requires) return;
      // Hosts advertise features in hello and clients read it: only a client has hello to check before sending.
      const check = senderOf(y) === 'client' ? ': clients must check hello first' : '';
      report({
        direction: changeDirection(x, y),
        ...fieldAt(pair, OPERATIONS, 'requires'),
        params: { op: pair.name, feature: y.requires, check },
      });
    },
  },
});
