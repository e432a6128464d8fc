import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const groupAdded = defineRule({
  id: 'group-added',
  docs: true,
  message: 'group {name} added',
  detect: {
    group: (pair, report) => {
      if (onlyNew(pair) !== undefined)
        report({ direction: 'none', ...addedAt(pair, ['groups']), params: { name: pair.newName } });
    },
  },
});
