import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const interactionCatalogRemoved = defineRule({
  id: 'interaction-catalog-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'interaction catalog {name} removed',
  detect: {
    catalog: (pair, report) => {
      if (onlyOld(pair) !== undefined)
        report({ direction: 'client-to-host', ...removedAt(pair, ['interactions']), params: { name: pair.name } });
    },
  },
});
