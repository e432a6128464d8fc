import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const persistenceClassRemoved = defineRule({
  id: 'persistence-class-removed',
  typescript: 'breaking',
  message: 'persistence class {name} removed',
  detect: {
    vocabulary: (pair, report) => {
      if (pair.vocabulary === 'persistence' && onlyOld(pair) !== undefined)
        report({ direction: 'none', ...removedAt(pair, ['protocol', 'persistence']), params: { name: pair.name } });
    },
  },
});
