import { defineRule } from '../rule-definition.ts';

export const operationGroupChanged = defineRule({
  id: 'operation-group-changed',
  docs: true,
  message: 'operation {op} moved from group {old} to {new}',
  detect: {},
});
