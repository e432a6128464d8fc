import { defineRule } from '../rule-definition.ts';

export const scopeRemoved = defineRule({
  id: 'scope-removed',
  typescript: 'breaking',
  message: 'scope {name} removed',
  detect: {},
});
