import { defineRule } from '../rule-definition.ts';

export const conditionalBranchAdded = defineRule({
  id: 'conditional-branch-added',
  wire: { narrows: true },
  message: '{keyword} branch added',
  detect: {},
});
