import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const interactionCatalogAdded = defineRule({
  id: 'interaction-catalog-added',
  wire: {},
  typescript: 'safe',
  message: 'interaction catalog {name} added',
  detect: {
    catalog: (pair, report) => {
      if (onlyNew(pair) !== undefined)
        report({ direction: 'client-to-host', ...addedAt(pair, ['interactions']), params: { name: pair.newName } });
    },
  },
});
