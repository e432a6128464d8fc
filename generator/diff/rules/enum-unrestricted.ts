import { defineRule } from '../rule-definition.ts';
import { valueSet } from '../schema-shape.ts';
import { showValues } from './support/value-lists.ts';

export const enumUnrestricted = defineRule({
  id: 'enum-unrestricted',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'no longer limited to the values {values}',
  detect: {
    schema(pair, report) {
      const values = valueSet(pair.a);
      if (values !== undefined && valueSet(pair.b) === undefined) report({ values: showValues(values) });
    },
  },
});
