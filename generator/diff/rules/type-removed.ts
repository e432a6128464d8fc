import { defineRule } from '../rule-definition.ts';
import { removedType } from './support/removed-type.ts';

export const typeRemoved = defineRule({
  id: 'type-removed',
  typescript: 'breaking',
  message: 'type {name} removed: its exported type and guard are gone',
  detect: {
    type: (pair, report) => {
      const removed = removedType(pair);
      if (removed !== undefined && removed.sunset === undefined)
        report({ direction: 'none', old: ['types', pair.name], new: ['types'], params: { name: pair.name } });
    },
  },
});
