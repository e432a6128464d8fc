import { defineRule } from '../rule-definition.ts';

export const dependentSchemaRemoved = defineRule({
  id: 'dependent-schema-removed',
  wire: { widens: true },
  message: 'dependent schema for {property} removed: objects holding {property} need no longer satisfy it',
  detect: {},
});
