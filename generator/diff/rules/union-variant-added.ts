import { defineRule } from '../rule-definition.ts';

export const unionVariantAdded = defineRule({
  id: 'union-variant-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'union variant {variant} added{gate}: old readers reject it',
  detect: {},
});
