import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, sameOperation } from './support/operation-availability.ts';

export const operationGateAdded = defineRule({
  id: 'operation-gate-added',
  wire: { dangerous: true },
  message: 'operation {op} now requires feature {feature}: clients must check hello first',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (y?.requires !== undefined && x?.requires !== y.requires) report({ direction: 'client-to-host', ...fieldAt(pair, OPERATIONS, 'requires'), params: { op: pair.name, feature: y.requires } });
    },
  },
});
