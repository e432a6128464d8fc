import { defineRule } from '../rule-definition.ts';

export const limitRenamed = defineRule({
  id: 'limit-renamed',
  wire: {},
  typescript: 'breaking',
  message: 'limit {old} renamed to {new} ({value} {unit}), and the bounds that named it name {new}: LIMITS.{old} is gone',
  detect: {},
});
