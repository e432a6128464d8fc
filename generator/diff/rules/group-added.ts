import { defineRule } from '../rule-definition.ts';

export const groupAdded = defineRule({
  id: 'group-added',
  docs: true,
  message: 'group {name} added',
  detect: {},
});
