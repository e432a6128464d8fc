import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const constantChanged = defineRule({
  id: 'constant-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'constant {name} changed from {old} to {new}: peers of the two versions no longer agree on it',
  detect: {},
});
