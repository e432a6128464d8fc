import { defineRule } from '../rule-definition.ts';
import { valueSet } from '../schema-shape.ts';
import { showValues } from './support/value-lists.ts';

export const enumRestricted = defineRule({
  id: 'enum-restricted',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'now limited to the values {values}',
  detect: {
    schema(pair, report) {
      const values = valueSet(pair.b);
      if (valueSet(pair.a) === undefined && values !== undefined) report({ values: showValues(values) });
    },
  },
});
