import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const featureRemoved = defineRule({
  id: 'feature-removed',
  wire: { dangerous: true },
  typescript: 'breaking',
  message: 'feature {name} removed: clients relying on it lose it',
  detect: {
    feature: (pair, report) => {
      if (onlyOld(pair) !== undefined)
        report({ direction: 'host-to-client', ...removedAt(pair, ['features']), params: { name: pair.name } });
    },
  },
});
