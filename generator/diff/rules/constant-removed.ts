import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const constantRemoved = defineRule({
  id: 'constant-removed',
  typescript: 'breaking',
  message: 'constant {name} removed: imports of it fail',
  detect: {
    constant: (pair, report) => {
      if (onlyOld(pair) !== undefined)
        report({ direction: 'none', ...removedAt(pair, ['constants']), params: { name: pair.name } });
    },
  },
});
