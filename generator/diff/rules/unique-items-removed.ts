import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const uniqueItemsRemoved = defineRule({
  id: 'unique-items-removed',
  wire: { widens: true },
  message: 'items need no longer be unique',
  detect: {
    schema(pair, report) {
      if (pair.a.uniqueItems === true && pair.b.uniqueItems !== true) report(undefined, atKeyword(pair, 'uniqueItems'));
    },
  },
});
