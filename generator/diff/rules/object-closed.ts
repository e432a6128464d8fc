import { defineRule } from '../rule-definition.ts';
import { isSchema } from '../schema-keywords/schema-pair.ts';

export const objectClosed = defineRule({
  id: 'object-closed',
  wire: { narrows: true },
  message: 'object closed (additionalProperties: false): unknown members are now rejected, not stripped',
  detect: {
    schema(pair, report) {
      const [xa, xb] = [pair.a.additionalProperties, pair.b.additionalProperties];
      // Beside an additionalProperties schema nothing opens or closes: two schemas are compared, a schema and a boolean are schema-changed.
      if (xa !== false && xb === false && !isSchema(xa)) report();
    },
  },
});
