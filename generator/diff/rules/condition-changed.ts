import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const conditionChanged = defineRule({
  id: 'condition-changed',
  wire: BOTH_WAYS,
  message: 'the if condition changed: values may now be checked against the other branch',
  detect: {},
});
