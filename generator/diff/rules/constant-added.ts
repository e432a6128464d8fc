import { defineRule } from '../rule-definition.ts';

export const constantAdded = defineRule({
  id: 'constant-added',
  typescript: 'safe',
  message: 'constant {name} added',
  detect: {},
});
