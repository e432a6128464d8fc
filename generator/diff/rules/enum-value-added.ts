import { defineRule } from '../rule-definition.ts';
import { valuePlace, valuesKeyword, valuesOnlyIn } from './support/value-lists.ts';

export const enumValueAdded = defineRule({
  id: 'enum-value-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'value {value} added',
  detect: {
    schema(pair, report) {
      for (const [value, index] of valuesOnlyIn(pair, 'new')) {
        report(
          { value: JSON.stringify(value) },
          { old: [...pair.oldPath, valuesKeyword(pair.a)], new: valuePlace(pair.b, pair.newPath, index) },
        );
      }
    },
  },
});
