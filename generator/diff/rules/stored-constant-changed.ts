import { defineRule } from '../rule-definition.ts';

export const storedConstantChanged = defineRule({
  id: 'stored-constant-changed',
  wire: { narrows: true },
  typescript: 'dangerous',
  message: 'constant {name} changed from {old} to {new}: records written before need a migration',
  detect: {},
});
