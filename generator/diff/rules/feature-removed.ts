import { defineRule } from '../rule-definition.ts';

export const featureRemoved = defineRule({
  id: 'feature-removed',
  wire: { dangerous: true },
  typescript: 'breaking',
  message: 'feature {name} removed: clients relying on it lose it',
  detect: {},
});
