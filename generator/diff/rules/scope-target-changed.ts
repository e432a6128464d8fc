import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const scopeTargetChanged = defineRule({
  id: 'scope-target-changed',
  wire: BOTH_WAYS,
  message: 'scope {name}: the request target is now {new} (was {old})',
  detect: {},
});
