import { defineRule } from '../rule-definition.ts';

export const enumValueAdded = defineRule({
  id: 'enum-value-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'value {value} added',
  detect: {},
});
