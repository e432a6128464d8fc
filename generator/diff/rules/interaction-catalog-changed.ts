import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { CATALOG_WORDING, changedCatalogKeys } from './support/interaction-keys.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const interactionCatalogChanged = defineRule({
  id: 'interaction-catalog-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'interaction catalog {name}: {key} changed',
  detect: {
    catalog: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      if (x === undefined || y === undefined) return;
      for (const key of changedCatalogKeys(x, y).filter((k) => !CATALOG_WORDING.has(k))) {
        report({
          direction: 'client-to-host',
          ...fieldAt(pair, ['interactions'], key),
          params: { name: pair.name, key },
        });
      }
    },
  },
});
