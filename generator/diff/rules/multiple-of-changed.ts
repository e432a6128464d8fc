import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const multipleOfChanged = defineRule({
  id: 'multiple-of-changed',
  wire: BOTH_WAYS,
  message: 'multipleOf changed from {old} to {new}',
  detect: {
    schema(pair, report) {
      const [x, y] = [pair.a.multipleOf, pair.b.multipleOf];
      if (x !== y) report({ old: String(x ?? 'none'), new: String(y ?? 'none') }, atKeyword(pair, 'multipleOf'));
    },
  },
});
