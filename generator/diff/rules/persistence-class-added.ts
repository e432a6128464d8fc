import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const persistenceClassAdded = defineRule({
  id: 'persistence-class-added',
  typescript: 'safe',
  message: 'persistence class {name} added',
  detect: {
    vocabulary: (pair, report) => {
      if (pair.vocabulary === 'persistence' && onlyNew(pair) !== undefined)
        report({ direction: 'none', ...addedAt(pair, ['protocol', 'persistence']), params: { name: pair.newName } });
    },
  },
});
