import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { pairedContains } from '../schema-keywords/contains.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

// Under a maxContains the count of matches is bounded from above, so narrowing the contains schema may let
// arrays pass that failed: any change to it but its wording is judged both ways.
export const containsChanged = defineRule({
  id: 'contains-changed',
  wire: BOTH_WAYS,
  message: 'contains changed while maxContains bounds the matching items: arrays that passed may fail, and the reverse',
  detect: {
    schema(pair, report) {
      const { a, b } = pair;
      if (a.contains === undefined || b.contains === undefined || pairedContains(pair) !== undefined) return;
      if (pair.differs(a.contains, b.contains, [...pair.oldPath, 'contains'], [...pair.newPath, 'contains']))
        report(undefined, atKeyword(pair, 'contains'));
    },
  },
});
