import { defineRule } from '../rule-definition.ts';

export const directionChanged = defineRule({
  id: 'direction-changed',
  docs: true,
  message: 'type {name} direction changed from {old} to {new}',
  detect: {},
});
