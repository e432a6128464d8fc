import { defineRule } from '../rule-definition.ts';

export const constantRemoved = defineRule({
  id: 'constant-removed',
  typescript: 'breaking',
  message: 'constant {name} removed: imports of it fail',
  detect: {},
});
