import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const patternChanged = defineRule({
  id: 'pattern-changed',
  wire: BOTH_WAYS,
  message: 'pattern changed from {old} to {new}',
  detect: {},
});
