import { defineRule } from '../rule-definition.ts';

export const jsonSizeTightened = defineRule({
  id: 'json-size-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: {},
});
