import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const operationSenderChanged = defineRule({
  id: 'operation-sender-changed',
  wire: BOTH_WAYS,
  typescript: 'breaking',
  message: 'operation {op} is now sent by the {new} (was the {old})',
  detect: {},
});
