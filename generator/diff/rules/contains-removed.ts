import { defineRule } from '../rule-definition.ts';

export const containsRemoved = defineRule({
  id: 'contains-removed',
  wire: { widens: true },
  message: 'contains removed: arrays are no longer checked for items matching it',
  detect: {},
});
