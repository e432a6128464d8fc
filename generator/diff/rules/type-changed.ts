import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { typeChange } from './support/type-change.ts';

export const typeChanged = defineRule({
  id: 'type-changed',
  wire: BOTH_WAYS,
  typescript: 'breaking',
  message: 'type changed from {old} to {new}',
  detect: {
    schema(pair, report) {
      const found = typeChange(pair);
      if (found?.change === 'changed') report(found.params);
    },
  },
});
