import { defineRule } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const limitRaised = defineRule({
  id: 'limit-raised',
  wire: { dangerous: true },
  message: 'limit {name} raised from {old} to {new} {unit}: old peers still enforce {old}',
  detect: {
    limit: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      // A value in another unit is limit-unit-changed, whichever number is larger.
      if (x === undefined || y === undefined || x.unit !== y.unit || y.value <= x.value) return;
      report({
        direction: 'both',
        ...fieldAt(pair, ['limits'], 'value'),
        params: { name: pair.name, old: x.value, new: y.value, unit: y.unit },
      });
    },
  },
});
