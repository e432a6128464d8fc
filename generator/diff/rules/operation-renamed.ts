import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { removalOf, requestDirection } from './support/operation-availability.ts';

export const operationRenamed = defineRule({
  id: 'operation-renamed',
  wire: BOTH_WAYS,
  typescript: 'breaking',
  message: 'operation {old} renamed to {new}',
  detect: {
    operation: (pair, report) => {
      if (pair.a !== undefined && removalOf(pair)?.kind === 'renamed')
        report({
          direction: requestDirection(pair.a),
          old: ['operations', pair.name],
          new: ['operations', pair.newName],
          params: { old: pair.name, new: pair.newName },
        });
    },
  },
});
