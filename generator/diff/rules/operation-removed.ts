import { defineRule } from '../rule-definition.ts';

export const operationRemoved = defineRule({
  id: 'operation-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'operation {op} removed: old clients still send it',
  detect: {},
});
