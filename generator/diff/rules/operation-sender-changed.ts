import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, sameOperation, senderOf } from './support/operation-availability.ts';

export const operationSenderChanged = defineRule({
  id: 'operation-sender-changed',
  wire: BOTH_WAYS,
  typescript: 'breaking',
  message: 'operation {op} is now sent by the {new} (was the {old})',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x !== undefined && y !== undefined && senderOf(x) !== senderOf(y)) {
        report({
          direction: 'both',
          ...fieldAt(pair, OPERATIONS, 'sender'),
          params: { op: pair.name, old: senderOf(x), new: senderOf(y) },
        });
      }
    },
  },
});
