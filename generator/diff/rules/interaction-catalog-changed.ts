import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const interactionCatalogChanged = defineRule({
  id: 'interaction-catalog-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'interaction catalog {name}: {key} changed',
  detect: {},
});
