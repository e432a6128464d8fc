import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const groupRemoved = defineRule({
  id: 'group-removed',
  docs: true,
  message: 'group {name} removed',
  detect: {
    group: (pair, report) => {
      if (onlyOld(pair) !== undefined)
        report({ direction: 'none', ...removedAt(pair, ['groups']), params: { name: pair.name } });
    },
  },
});
