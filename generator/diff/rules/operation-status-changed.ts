import { defineRule } from '../rule-definition.ts';

export const operationStatusChanged = defineRule({
  id: 'operation-status-changed',
  docs: true,
  message: 'operation {op} status changed from {old} to {new}',
  detect: {},
});
