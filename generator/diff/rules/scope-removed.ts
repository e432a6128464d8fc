import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const scopeRemoved = defineRule({
  id: 'scope-removed',
  typescript: 'breaking',
  message: 'scope {name} removed',
  detect: {
    vocabulary: (pair, report) => {
      if (pair.vocabulary === 'scopes' && onlyOld(pair) !== undefined)
        report({
          direction: 'client-to-host',
          ...removedAt(pair, ['protocol', 'scopes']),
          params: { name: pair.name },
        });
    },
  },
});
