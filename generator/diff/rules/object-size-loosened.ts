import { defineRule } from '../rule-definition.ts';

export const objectSizeLoosened = defineRule({
  id: 'object-size-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: {},
});
