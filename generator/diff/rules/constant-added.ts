import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const constantAdded = defineRule({
  id: 'constant-added',
  typescript: 'safe',
  message: 'constant {name} added',
  detect: {
    constant: (pair, report) => {
      if (onlyNew(pair) !== undefined)
        report({ direction: 'none', ...addedAt(pair, ['constants']), params: { name: pair.newName } });
    },
  },
});
