import { defineRule } from '../rule-definition.ts';

export const persistenceClassAdded = defineRule({
  id: 'persistence-class-added',
  typescript: 'safe',
  message: 'persistence class {name} added',
  detect: {},
});
