import { defineRule } from '../rule-definition.ts';

export const limitRemoved = defineRule({
  id: 'limit-removed',
  wire: {},
  typescript: 'breaking',
  message: 'limit {name} removed from LIMITS',
  detect: {},
});
