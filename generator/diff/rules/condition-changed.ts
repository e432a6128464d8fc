import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

// A changed condition sends values to the other branch, which no single direction describes: any change
// to `if` but its wording is judged both ways.
export const conditionChanged = defineRule({
  id: 'condition-changed',
  wire: BOTH_WAYS,
  message: 'the if condition changed: values may now be checked against the other branch',
  detect: {
    schema(pair, report) {
      const { a, b } = pair;
      if (a.if === undefined || b.if === undefined) return;
      if (pair.differs(a.if, b.if, [...pair.oldPath, 'if'], [...pair.newPath, 'if']))
        report(undefined, atKeyword(pair, 'if'));
    },
  },
});
