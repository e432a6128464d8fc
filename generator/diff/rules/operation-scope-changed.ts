import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const operationScopeChanged = defineRule({
  id: 'operation-scope-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'operation {op} scope changed from {old} to {new}',
  detect: {},
});
