import { defineRule } from '../rule-definition.ts';

export const typeRemoved = defineRule({
  id: 'type-removed',
  typescript: 'breaking',
  message: 'type {name} removed: its exported type and guard are gone',
  detect: {},
});
