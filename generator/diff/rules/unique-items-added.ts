import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const uniqueItemsAdded = defineRule({
  id: 'unique-items-added',
  wire: { narrows: true },
  message: 'items must now be unique',
  detect: {
    schema(pair, report) {
      if (pair.a.uniqueItems !== true && pair.b.uniqueItems === true) report(undefined, atKeyword(pair, 'uniqueItems'));
    },
  },
});
