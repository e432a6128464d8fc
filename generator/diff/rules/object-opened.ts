import { defineRule } from '../rule-definition.ts';
import { isSchema } from '../schema-keywords/schema-pair.ts';

export const objectOpened = defineRule({
  id: 'object-opened',
  wire: { widens: true },
  message: 'object opened: unknown members are now stripped, not rejected',
  detect: {
    schema(pair, report) {
      const [xa, xb] = [pair.a.additionalProperties, pair.b.additionalProperties];
      // Beside an additionalProperties schema nothing opens or closes: two schemas are compared, a schema and a boolean are schema-changed.
      if (xa === false && xb !== false && !isSchema(xb)) report();
    },
  },
});
