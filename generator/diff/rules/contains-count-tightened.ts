import { defineRule } from '../rule-definition.ts';

export const containsCountTightened = defineRule({
  id: 'contains-count-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: {},
});
