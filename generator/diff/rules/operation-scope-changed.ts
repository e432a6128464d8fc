import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changeDirection, OPERATIONS, sameOperation, stated } from './support/operation-availability.ts';

export const operationScopeChanged = defineRule({
  id: 'operation-scope-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'operation {op} scope changed from {old} to {new}',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x !== undefined && y !== undefined && x.scope !== y.scope)
        report({
          direction: changeDirection(x, y),
          ...fieldAt(pair, OPERATIONS, 'scope'),
          params: { op: pair.name, old: stated(x.scope), new: stated(y.scope) },
        });
    },
  },
});
