import { defineRule } from '../rule-definition.ts';

export const groupChanged = defineRule({
  id: 'group-changed',
  docs: true,
  message: 'group {name}: {key} changed',
  detect: {},
});
