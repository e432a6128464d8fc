import { defineRule } from '../rule-definition.ts';

export const checkRemoved = defineRule({
  id: 'check-removed',
  wire: { widens: true },
  message: 'check {old} removed',
  detect: {},
});
