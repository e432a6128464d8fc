import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const conditionalBranchAdded = defineRule({
  id: 'conditional-branch-added',
  wire: { narrows: true },
  message: '{keyword} branch added',
  detect: {
    schema(pair, report) {
      const { a, b } = pair;
      // A branch counts only beside a condition on both sides: adding or removing the whole conditional says it all.
      if (a.if === undefined || b.if === undefined) return;
      for (const keyword of ['then', 'else'] as const)
        if (a[keyword] === undefined && b[keyword] !== undefined) report({ keyword }, atKeyword(pair, keyword));
    },
  },
});
