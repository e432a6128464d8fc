import { defineRule } from '../rule-definition.ts';

export const conditionalBranchRemoved = defineRule({
  id: 'conditional-branch-removed',
  wire: { widens: true },
  message: '{keyword} branch removed',
  detect: {},
});
