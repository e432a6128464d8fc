import { defineRule } from '../rule-definition.ts';

export const patternAdded = defineRule({
  id: 'pattern-added',
  wire: { narrows: true },
  message: 'pattern {new} added',
  detect: {},
});
