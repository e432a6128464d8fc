import { defineRule } from '../rule-definition.ts';

export const limitAdded = defineRule({
  id: 'limit-added',
  wire: {},
  typescript: 'safe',
  message: 'limit {name} added ({value} {unit})',
  detect: {},
});
