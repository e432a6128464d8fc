import { defineRule } from '../rule-definition.ts';

export const groupRemoved = defineRule({
  id: 'group-removed',
  docs: true,
  message: 'group {name} removed',
  detect: {},
});
