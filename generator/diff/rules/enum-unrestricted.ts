import { defineRule } from '../rule-definition.ts';

export const enumUnrestricted = defineRule({
  id: 'enum-unrestricted',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'no longer limited to the values {values}',
  detect: {},
});
