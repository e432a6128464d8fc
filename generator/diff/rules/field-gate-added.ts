import { defineRule } from '../rule-definition.ts';

export const fieldGateAdded = defineRule({
  id: 'field-gate-added',
  wire: { dangerous: true },
  message: 'now requires feature {feature}: old clients send it without checking hello',
  detect: {
    schema({ a, b }, report) {
      if (a.requires !== b.requires && typeof b.requires === 'string') report({ feature: b.requires });
    },
  },
});
