import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changeDirection, OPERATIONS, sameOperation } from './support/operation-availability.ts';

export const operationGateRemoved = defineRule({
  id: 'operation-gate-removed',
  wire: {},
  message: 'operation {op} no longer requires feature {feature}',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x?.requires !== undefined && y !== undefined && x.requires !== y.requires)
        report({
          direction: changeDirection(x, y),
          ...fieldAt(pair, OPERATIONS, 'requires'),
          params: { op: pair.name, feature: x.requires },
        });
    },
  },
});
