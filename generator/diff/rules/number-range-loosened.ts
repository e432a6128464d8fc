import { defineRule } from '../rule-definition.ts';

export const numberRangeLoosened = defineRule({
  id: 'number-range-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: {},
});
