import { defineRule } from '../rule-definition.ts';

export const persistenceClassRemoved = defineRule({
  id: 'persistence-class-removed',
  typescript: 'breaking',
  message: 'persistence class {name} removed',
  detect: {},
});
