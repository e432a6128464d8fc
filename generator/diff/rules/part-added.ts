import { defineRule } from '../rule-definition.ts';

export const partAdded = defineRule({
  id: 'part-added',
  typescript: 'safe',
  message: 'runtime part {name} added',
  detect: {},
});
