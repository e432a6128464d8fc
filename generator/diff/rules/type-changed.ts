import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const typeChanged = defineRule({
  id: 'type-changed',
  wire: BOTH_WAYS,
  typescript: 'breaking',
  message: 'type changed from {old} to {new}',
  detect: {},
});
