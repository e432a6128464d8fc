import { defineRule } from '../rule-definition.ts';

export const typeRemovedAfterSunset = defineRule({
  id: 'type-removed-after-sunset',
  typescript: 'dangerous',
  message: 'deprecated type {name} removed at its sunset {sunset}',
  typescriptMessage: 'deprecated type {name} removed at its sunset {sunset}: code that still uses its type or guard no longer compiles',
  detect: {},
});
