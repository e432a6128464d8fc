import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const clientKindAdded = defineRule({
  id: 'client-kind-added',
  wire: { dangerous: true },
  typescript: 'dangerous',
  message: 'client kind {name} added: old hosts refuse a client of this kind',
  detect: {
    vocabulary: (pair, report) => {
      if (pair.vocabulary === 'clientKinds' && onlyNew(pair) !== undefined)
        report({
          direction: 'client-to-host',
          ...addedAt(pair, ['protocol', 'clientKinds']),
          params: { name: pair.newName },
        });
    },
  },
});
