import { defineRule } from '../rule-definition.ts';

export const enumRestricted = defineRule({
  id: 'enum-restricted',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'now limited to the values {values}',
  detect: {},
});
