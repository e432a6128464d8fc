import { defineRule } from '../rule-definition.ts';

export const operationClientRemoved = defineRule({
  id: 'operation-client-removed',
  wire: { narrows: true },
  message: 'operation {op} no longer accepts {client} clients',
  detect: {},
});
