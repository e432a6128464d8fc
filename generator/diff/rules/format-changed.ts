import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const formatChanged = defineRule({
  id: 'format-changed',
  wire: BOTH_WAYS,
  message: 'format changed from {old} to {new}',
  detect: {},
});
