import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const limitUnitChanged = defineRule({
  id: 'limit-unit-changed',
  wire: BOTH_WAYS,
  message: 'limit {name} unit changed from {old} to {new}',
  detect: {},
});
