import { defineRule } from '../rule-definition.ts';

export const uniqueItemsRemoved = defineRule({
  id: 'unique-items-removed',
  wire: { widens: true },
  message: 'items need no longer be unique',
  detect: {},
});
