import { defineRule } from '../rule-definition.ts';

export const jsonSizeLoosened = defineRule({
  id: 'json-size-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: {},
});
