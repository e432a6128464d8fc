import { defineRule } from '../rule-definition.ts';

export const sinceChanged = defineRule({
  id: 'since-changed',
  docs: true,
  message: '{what} since changed from {old} to {new}',
  detect: {},
});
