import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const patternRemoved = defineRule({
  id: 'pattern-removed',
  wire: { widens: true },
  message: 'pattern {old} removed',
  detect: {
    schema(pair, report) {
      if (pair.a.pattern !== undefined && pair.b.pattern === undefined)
        report({ old: String(pair.a.pattern) }, atKeyword(pair, 'pattern'));
    },
  },
});
