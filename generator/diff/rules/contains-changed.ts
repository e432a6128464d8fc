import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const containsChanged = defineRule({
  id: 'contains-changed',
  wire: BOTH_WAYS,
  message: 'contains changed while maxContains bounds the matching items: arrays that passed may fail, and the reverse',
  detect: {},
});
