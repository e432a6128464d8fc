import { defineRule } from '../rule-definition.ts';

export const patternRemoved = defineRule({
  id: 'pattern-removed',
  wire: { widens: true },
  message: 'pattern {old} removed',
  detect: {},
});
