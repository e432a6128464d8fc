import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const schemaChanged = defineRule({
  id: 'schema-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: '{keyword} changed in a way the diff cannot classify: treated as breaking',
  detect: {},
});
