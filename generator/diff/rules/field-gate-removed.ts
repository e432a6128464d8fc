import { defineRule } from '../rule-definition.ts';

export const fieldGateRemoved = defineRule({
  id: 'field-gate-removed',
  wire: {},
  message: 'no longer requires feature {feature}',
  detect: {
    schema({ a, b }, report) {
      if (a.requires !== b.requires && typeof b.requires !== 'string') report({ feature: String(a.requires) });
    },
  },
});
