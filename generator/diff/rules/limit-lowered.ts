import { defineRule } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const limitLowered = defineRule({
  id: 'limit-lowered',
  wire: { dangerous: true },
  message: 'limit {name} lowered from {old} to {new} {unit}: what old peers send may exceed it',
  detect: {
    limit: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      // A value in another unit is limit-unit-changed, whichever number is larger.
      if (x === undefined || y === undefined || x.unit !== y.unit || x.value === y.value || y.value > x.value) return;
      report({
        direction: 'both',
        ...fieldAt(pair, ['limits'], 'value'),
        params: { name: pair.name, old: x.value, new: y.value, unit: y.unit },
      });
    },
  },
});
