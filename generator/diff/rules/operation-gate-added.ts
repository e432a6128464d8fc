import { defineRule } from '../rule-definition.ts';

export const operationGateAdded = defineRule({
  id: 'operation-gate-added',
  wire: { dangerous: true },
  message: 'operation {op} now requires feature {feature}: clients must check hello first',
  detect: {},
});
