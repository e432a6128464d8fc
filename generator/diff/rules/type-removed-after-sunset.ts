import { defineRule } from '../rule-definition.ts';
import { removedType } from './support/removed-type.ts';

export const typeRemovedAfterSunset = defineRule({
  id: 'type-removed-after-sunset',
  typescript: 'dangerous',
  message: 'deprecated type {name} removed at its sunset {sunset}',
  typescriptMessage:
    'deprecated type {name} removed at its sunset {sunset}: code that still uses its type or guard no longer compiles',
  detect: {
    type: (pair, report) => {
      const sunset = removedType(pair)?.sunset;
      if (sunset !== undefined)
        report({ direction: 'none', old: ['types', pair.name], new: ['types'], params: { name: pair.name, sunset } });
    },
  },
});
