import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const conditionalRemoved = defineRule({
  id: 'conditional-removed',
  wire: { widens: true },
  message: 'if/then/else removed: values need no longer satisfy the branch their condition picked',
  detect: {
    schema(pair, report) {
      if (pair.a.if !== undefined && pair.b.if === undefined) report(undefined, atKeyword(pair, 'if'));
    },
  },
});
