import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const operationMutationChanged = defineRule({
  id: 'operation-mutation-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'operation {op} is now {new} (was {old}): request identity and retries differ',
  detect: {},
});
