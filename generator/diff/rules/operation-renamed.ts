import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const operationRenamed = defineRule({
  id: 'operation-renamed',
  wire: BOTH_WAYS,
  typescript: 'breaking',
  message: 'operation {old} renamed to {new}',
  detect: {},
});
