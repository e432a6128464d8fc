import { defineRule } from '../rule-definition.ts';
import { matchKeys } from '../schema-keywords/matched-keys.ts';
import { schemaMap } from '../schema-keywords/schema-pair.ts';

// A dependent schema applies to the whole object when its property is present: it narrows the object as any constraint does.
export const dependentSchemaAdded = defineRule({
  id: 'dependent-schema-added',
  wire: { narrows: true },
  message: 'dependent schema for {property} added: objects holding {property} must now satisfy it',
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
        if (inNew && !inOld) report({ property: key }, { old: oldAt, new: newAt });
      }
    },
  },
});
