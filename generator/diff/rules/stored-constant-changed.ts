import { defineRule } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const storedConstantChanged = defineRule({
  id: 'stored-constant-changed',
  wire: { narrows: true },
  typescript: 'dangerous',
  message: 'constant {name} changed from {old} to {new}: records written before need a migration',
  detect: {
    // A constant declared stored is read only by whoever reads stored records (its new declaration says).
    constant: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      if (x === undefined || y === undefined || x.value === y.value || y.direction !== 'stored') return;
      report({
        direction: 'stored',
        ...fieldAt(pair, ['constants'], 'value'),
        params: { name: pair.name, old: x.value, new: y.value },
      });
    },
  },
});
