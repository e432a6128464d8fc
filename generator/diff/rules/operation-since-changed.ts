import { defineRule } from '../rule-definition.ts';

export const operationSinceChanged = defineRule({
  id: 'operation-since-changed',
  docs: true,
  message: 'operation {op} since changed from {old} to {new}',
  detect: {},
});
