import { defineRule } from '../rule-definition.ts';

export const operationAdded = defineRule({
  id: 'operation-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'operation {op} added{gate}',
  detect: {},
});
