import { defineRule } from '../rule-definition.ts';

export const examplesChanged = defineRule({
  id: 'examples-changed',
  docs: true,
  message: 'examples changed',
  detect: {},
});
