import { defineRule } from '../rule-definition.ts';

export const dependentRequiredAdded = defineRule({
  id: 'dependent-required-added',
  wire: { narrows: true },
  message: '{required} is now required when {property} is present: old writers may omit it',
  detect: {},
});
