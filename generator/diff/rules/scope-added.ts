import { defineRule } from '../rule-definition.ts';

export const scopeAdded = defineRule({
  id: 'scope-added',
  typescript: 'safe',
  message: 'scope {name} added',
  detect: {},
});
