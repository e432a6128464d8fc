import { defineRule } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const groupChanged = defineRule({
  id: 'group-changed',
  docs: true,
  message: 'group {name}: {key} changed',
  detect: {
    group: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      if (x === undefined || y === undefined) return;
      for (const key of ['title', 'description'] as const) {
        if (x[key] !== y[key])
          report({ direction: 'none', ...fieldAt(pair, ['groups'], key), params: { name: pair.name, key } });
      }
    },
  },
});
