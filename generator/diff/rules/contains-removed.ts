import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

export const containsRemoved = defineRule({
  id: 'contains-removed',
  wire: { widens: true },
  message: 'contains removed: arrays are no longer checked for items matching it',
  detect: {
    schema(pair, report) {
      if (pair.a.contains !== undefined && pair.b.contains === undefined)
        report(undefined, atKeyword(pair, 'contains'));
    },
  },
});
