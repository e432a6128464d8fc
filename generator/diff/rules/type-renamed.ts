import { defineRule } from '../rule-definition.ts';

export const typeRenamed = defineRule({
  id: 'type-renamed',
  typescript: 'breaking',
  message: 'type {old} renamed to {new}',
  detect: {},
});
