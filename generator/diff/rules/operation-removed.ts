import { defineRule } from '../rule-definition.ts';
import { removedAt } from './support/named-definitions.ts';
import { OPERATIONS, removalOf } from './support/operation-availability.ts';

export const operationRemoved = defineRule({
  id: 'operation-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'operation {op} removed: old clients still send it',
  detect: {
    operation: (pair, report) => {
      if (removalOf(pair)?.kind === 'ordinary') report({ direction: 'client-to-host', ...removedAt(pair, OPERATIONS), params: { op: pair.name } });
    },
  },
});
