import { defineRule } from '../rule-definition.ts';

export const numberRangeTightened = defineRule({
  id: 'number-range-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: {},
});
