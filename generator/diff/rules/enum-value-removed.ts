import { defineRule } from '../rule-definition.ts';

export const enumValueRemoved = defineRule({
  id: 'enum-value-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'value {value} removed',
  detect: {},
});
