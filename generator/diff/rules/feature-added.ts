import { defineRule } from '../rule-definition.ts';

export const featureAdded = defineRule({
  id: 'feature-added',
  wire: {},
  typescript: 'safe',
  message: 'feature {name} added',
  detect: {},
});
