import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const multipleOfChanged = defineRule({
  id: 'multiple-of-changed',
  wire: BOTH_WAYS,
  message: 'multipleOf changed from {old} to {new}',
  detect: {},
});
