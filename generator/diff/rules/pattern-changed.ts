import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const patternChanged = defineRule({
  id: 'pattern-changed',
  wire: BOTH_WAYS,
  message: 'pattern changed from {old} to {new}',
  detect: {
    schema(pair, report) {
      const [x, y] = [pair.a.pattern, pair.b.pattern];
      if (x !== undefined && y !== undefined && x !== y)
        report({ old: String(x), new: String(y) }, atKeyword(pair, 'pattern'));
    },
  },
});
