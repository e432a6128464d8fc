import { defineRule } from '../rule-definition.ts';
import { typeChange } from './support/type-change.ts';

export const typeNarrowed = defineRule({
  id: 'type-narrowed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'type narrowed from {old} to {new}',
  detect: {
    schema(pair, report) {
      const found = typeChange(pair);
      if (found?.change === 'narrowed') report(found.params);
    },
  },
});
