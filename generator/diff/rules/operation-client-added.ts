import { defineRule } from '../rule-definition.ts';

export const operationClientAdded = defineRule({
  id: 'operation-client-added',
  wire: { dangerous: true },
  message: 'operation {op} is now open to {client} clients: old hosts refuse them',
  detect: {},
});
