import { defineRule } from '../rule-definition.ts';

export const stringLengthLoosened = defineRule({
  id: 'string-length-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: {},
});
