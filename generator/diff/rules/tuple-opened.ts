import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';
import { prefixItemsOf } from '../schema-keywords/tuple.ts';

export const tupleOpened = defineRule({
  id: 'tuple-opened',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'tuple opened (items false removed): arrays of more than {length} items are now accepted',
  detect: {
    schema(pair, report) {
      if (pair.a.items === false && pair.b.items !== false)
        report({ length: prefixItemsOf(pair.a).length }, atKeyword(pair, 'items'));
    },
  },
});
