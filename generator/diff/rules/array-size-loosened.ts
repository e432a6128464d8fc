import { defineRule } from '../rule-definition.ts';

export const arraySizeLoosened = defineRule({
  id: 'array-size-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: {},
});
