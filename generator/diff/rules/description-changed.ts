import { defineRule } from '../rule-definition.ts';

export const descriptionChanged = defineRule({
  id: 'description-changed',
  docs: true,
  message: '{keyword} changed',
  detect: {},
});
