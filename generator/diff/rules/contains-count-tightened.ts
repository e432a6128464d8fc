import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';
import { containsCountChanges } from './support/contains-counts.ts';

export const containsCountTightened = defineRule({
  id: 'contains-count-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: {
    schema(pair, report) {
      for (const { keyword, old, new: now, loosened } of containsCountChanges(pair))
        if (!loosened) report({ keyword, old, new: now }, atKeyword(pair, keyword));
    },
  },
});
