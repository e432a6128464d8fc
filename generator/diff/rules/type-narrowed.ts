import { defineRule } from '../rule-definition.ts';

export const typeNarrowed = defineRule({
  id: 'type-narrowed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'type narrowed from {old} to {new}',
  detect: {},
});
