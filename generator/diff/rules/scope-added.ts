import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const scopeAdded = defineRule({
  id: 'scope-added',
  typescript: 'safe',
  message: 'scope {name} added',
  detect: {
    vocabulary: (pair, report) => {
      if (pair.vocabulary === 'scopes' && onlyNew(pair) !== undefined)
        report({
          direction: 'client-to-host',
          ...addedAt(pair, ['protocol', 'scopes']),
          params: { name: pair.newName },
        });
    },
  },
});
