import { defineRule } from '../rule-definition.ts';

export const containsAdded = defineRule({
  id: 'contains-added',
  wire: { narrows: true },
  message: 'contains added: arrays are now checked for items matching it',
  detect: {},
});
