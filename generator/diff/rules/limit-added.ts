import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const limitAdded = defineRule({
  id: 'limit-added',
  wire: {},
  typescript: 'safe',
  message: 'limit {name} added ({value} {unit})',
  detect: {
    limit: (pair, report) => {
      const limit = onlyNew(pair);
      if (limit !== undefined)
        report({
          direction: 'none',
          ...addedAt(pair, ['limits']),
          params: { name: pair.newName, value: limit.value, unit: limit.unit },
        });
    },
  },
});
