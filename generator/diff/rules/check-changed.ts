import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const checkChanged = defineRule({
  id: 'check-changed',
  wire: BOTH_WAYS,
  message: 'check changed from {old} to {new}',
  detect: {},
});
