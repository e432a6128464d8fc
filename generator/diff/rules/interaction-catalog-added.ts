import { defineRule } from '../rule-definition.ts';

export const interactionCatalogAdded = defineRule({
  id: 'interaction-catalog-added',
  wire: {},
  typescript: 'safe',
  message: 'interaction catalog {name} added',
  detect: {},
});
