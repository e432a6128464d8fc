import { defineRule } from '../rule-definition.ts';

export const tupleItemRemoved = defineRule({
  id: 'tuple-item-removed',
  wire: (p) => (p.rest === 'closed' ? { narrows: true } : p.rest === 'schema' ? {} : { widens: true }),
  typescript: 'breaking',
  message: 'tuple position prefixItems[{position}] removed',
  detect: {},
});
