import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';
import { prefixItemsOf } from '../schema-keywords/tuple.ts';

export const tupleClosed = defineRule({
  id: 'tuple-closed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'tuple closed (items false): arrays of more than {length} items are now rejected',
  detect: {
    schema(pair, report) {
      if (pair.a.items !== false && pair.b.items === false)
        report({ length: prefixItemsOf(pair.b).length }, atKeyword(pair, 'items'));
    },
  },
});
