import { defineRule } from '../rule-definition.ts';

export const deferredOperationRemoved = defineRule({
  id: 'deferred-operation-removed',
  wire: {},
  typescript: 'breaking',
  message: 'deferred operation {op} removed (it was never advertised)',
  detect: {},
});
