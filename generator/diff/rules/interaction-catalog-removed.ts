import { defineRule } from '../rule-definition.ts';

export const interactionCatalogRemoved = defineRule({
  id: 'interaction-catalog-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'interaction catalog {name} removed',
  detect: {},
});
