import { defineRule } from '../rule-definition.ts';

export const containsCountLoosened = defineRule({
  id: 'contains-count-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: {},
});
