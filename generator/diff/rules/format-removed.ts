import { defineRule } from '../rule-definition.ts';

export const formatRemoved = defineRule({
  id: 'format-removed',
  wire: { widens: true },
  message: 'format {old} removed',
  detect: {},
});
