import { defineRule } from '../rule-definition.ts';

export const operationGateRemoved = defineRule({
  id: 'operation-gate-removed',
  wire: {},
  message: 'operation {op} no longer requires feature {feature}',
  detect: {},
});
