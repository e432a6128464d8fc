import { defineRule } from '../rule-definition.ts';

export const uniqueItemsAdded = defineRule({
  id: 'unique-items-added',
  wire: { narrows: true },
  message: 'items must now be unique',
  detect: {},
});
