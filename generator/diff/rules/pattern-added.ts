import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const patternAdded = defineRule({
  id: 'pattern-added',
  wire: { narrows: true },
  message: 'pattern {new} added',
  detect: {
    schema(pair, report) {
      if (pair.a.pattern === undefined && pair.b.pattern !== undefined)
        report({ new: String(pair.b.pattern) }, atKeyword(pair, 'pattern'));
    },
  },
});
