import { defineRule } from '../rule-definition.ts';

export const unionVariantRemoved = defineRule({
  id: 'union-variant-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'union variant {variant} removed: old writers still send it',
  detect: {},
});
