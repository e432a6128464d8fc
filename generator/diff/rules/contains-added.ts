import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const containsAdded = defineRule({
  id: 'contains-added',
  wire: { narrows: true },
  message: 'contains added: arrays are now checked for items matching it',
  detect: {
    schema(pair, report) {
      if (pair.a.contains === undefined && pair.b.contains !== undefined)
        report(undefined, atKeyword(pair, 'contains'));
    },
  },
});
