import { defineRule } from '../rule-definition.ts';

export const fieldGateRemoved = defineRule({
  id: 'field-gate-removed',
  wire: {},
  message: 'no longer requires feature {feature}',
  detect: {},
});
