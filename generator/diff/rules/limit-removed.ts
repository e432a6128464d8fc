import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const limitRemoved = defineRule({
  id: 'limit-removed',
  wire: {},
  typescript: 'breaking',
  message: 'limit {name} removed from LIMITS',
  detect: {
    limit: (pair, report) => {
      if (onlyOld(pair) !== undefined)
        report({ direction: 'none', ...removedAt(pair, ['limits']), params: { name: pair.name } });
    },
  },
});
