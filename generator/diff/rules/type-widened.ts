import { defineRule } from '../rule-definition.ts';
import { typeChange } from './support/type-change.ts';

export const typeWidened = defineRule({
  id: 'type-widened',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'type widened from {old} to {new}',
  detect: {
    schema(pair, report) {
      const found = typeChange(pair);
      if (found?.change === 'widened') report(found.params);
    },
  },
});
