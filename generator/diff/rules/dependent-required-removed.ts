import { defineRule } from '../rule-definition.ts';

export const dependentRequiredRemoved = defineRule({
  id: 'dependent-required-removed',
  wire: { widens: true },
  message: '{required} is no longer required when {property} is present: old readers expect it',
  detect: {},
});
