import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const clientKindRemoved = defineRule({
  id: 'client-kind-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'client kind {name} removed: clients of this kind are refused',
  detect: {
    vocabulary: (pair, report) => {
      if (pair.vocabulary === 'clientKinds' && onlyOld(pair) !== undefined)
        report({
          direction: 'client-to-host',
          ...removedAt(pair, ['protocol', 'clientKinds']),
          params: { name: pair.name },
        });
    },
  },
});
