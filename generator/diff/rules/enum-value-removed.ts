import { defineRule } from '../rule-definition.ts';
import { valuePlace, valuesKeyword, valuesOnlyIn } from './support/value-lists.ts';

export const enumValueRemoved = defineRule({
  id: 'enum-value-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'value {value} removed',
  detect: {
    schema(pair, report) {
      for (const [value, index] of valuesOnlyIn(pair, 'old')) {
        report(
          { value: JSON.stringify(value) },
          { old: valuePlace(pair.a, pair.oldPath, index), new: [...pair.newPath, valuesKeyword(pair.b)] },
        );
      }
    },
  },
});
