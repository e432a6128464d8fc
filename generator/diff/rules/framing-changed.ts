import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const framingChanged = defineRule({
  id: 'framing-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'framing {what} changed: peers of the two versions frame messages differently',
  detect: {},
});
