import { defineRule } from '../rule-definition.ts';

export const objectSizeTightened = defineRule({
  id: 'object-size-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: {},
});
