import { defineRule } from '../rule-definition.ts';

export const gatedOperationRemoved = defineRule({
  id: 'gated-operation-removed',
  wire: {},
  typescript: 'breaking',
  message: 'operation {op} removed together with its feature {feature}: old clients sent it only to hosts that advertised the feature, and no new host can',
  detect: {},
});
