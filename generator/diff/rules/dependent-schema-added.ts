import { defineRule } from '../rule-definition.ts';

export const dependentSchemaAdded = defineRule({
  id: 'dependent-schema-added',
  wire: { narrows: true },
  message: 'dependent schema for {property} added: objects holding {property} must now satisfy it',
  detect: {},
});
