import { defineRule } from '../rule-definition.ts';

export const arraySizeTightened = defineRule({
  id: 'array-size-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: {},
});
