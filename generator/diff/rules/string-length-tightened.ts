import { defineRule } from '../rule-definition.ts';

export const stringLengthTightened = defineRule({
  id: 'string-length-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: {},
});
