import { defineRule } from '../rule-definition.ts';
import { removedAt } from './support/named-definitions.ts';
import { OPERATIONS, removalOf, requestDirection, sendersOf } from './support/operation-availability.ts';

export const operationRemoved = defineRule({
  id: 'operation-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'operation {op} removed: old {senders} still send it',
  detect: {
    operation: (pair, report) => {
      const old = pair.a;
      if (old !== undefined && removalOf(pair)?.kind === 'ordinary')
        report({
          direction: requestDirection(old),
          ...removedAt(pair, OPERATIONS),
          params: { op: pair.name, senders: sendersOf(old) },
        });
    },
  },
});
