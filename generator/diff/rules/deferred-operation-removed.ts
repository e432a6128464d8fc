import { defineRule } from '../rule-definition.ts';
import { removedAt } from './support/named-definitions.ts';
import { OPERATIONS, removalOf, requestDirection } from './support/operation-availability.ts';

export const deferredOperationRemoved = defineRule({
  id: 'deferred-operation-removed',
  wire: {},
  typescript: 'breaking',
  message: 'deferred operation {op} removed (it was never advertised)',
  detect: {
    operation: (pair, report) => {
      if (pair.a !== undefined && removalOf(pair)?.kind === 'deferred')
        report({ direction: requestDirection(pair.a), ...removedAt(pair, OPERATIONS), params: { op: pair.name } });
    },
  },
});
