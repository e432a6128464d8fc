import { defineRule } from '../rule-definition.ts';
import { matchKeys } from '../schema-keywords/matched-keys.ts';
import { schemaMap } from '../schema-keywords/schema-pair.ts';

export const dependentSchemaRemoved = defineRule({
  id: 'dependent-schema-removed',
  wire: { widens: true },
  message: 'dependent schema for {property} removed: objects holding {property} need no longer satisfy it',
  detect: {
    schema(pair, report) {
      if (pair.a.dependentSchemas === undefined && pair.b.dependentSchemas === undefined) return;
      const [sa, sb] = [schemaMap(pair.a.dependentSchemas), schemaMap(pair.b.dependentSchemas)];
      for (const { key, inOld, inNew, oldAt, newAt } of matchKeys(
        pair,
        'dependentSchemas',
        Object.keys(sa),
        Object.keys(sb),
      )) {
        if (inOld && !inNew) report({ property: key }, { old: oldAt, new: newAt });
      }
    },
  },
});
