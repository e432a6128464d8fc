import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const limitUnitChanged = defineRule({
  id: 'limit-unit-changed',
  wire: BOTH_WAYS,
  message: 'limit {name} unit changed from {old} to {new}',
  detect: {
    limit: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      if (x !== undefined && y !== undefined && x.unit !== y.unit)
        report({
          direction: 'both',
          ...fieldAt(pair, ['limits'], 'unit'),
          params: { name: pair.name, old: x.unit, new: y.unit },
        });
    },
  },
});
