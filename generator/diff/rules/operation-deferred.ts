import { defineRule } from '../rule-definition.ts';

export const operationDeferred = defineRule({
  id: 'operation-deferred',
  wire: { narrows: true },
  message: 'operation {op} is now deferred (reserved, never advertised): old clients still send it',
  detect: {},
});
