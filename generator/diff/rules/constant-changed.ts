import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const constantChanged = defineRule({
  id: 'constant-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'constant {name} changed from {old} to {new}: peers of the two versions no longer agree on it',
  detect: {
    // A constant's value read by both peers; one declared stored is read only by whoever reads stored records.
    constant: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      if (x === undefined || y === undefined || x.value === y.value || y.direction === 'stored') return;
      report({
        direction: 'both',
        ...fieldAt(pair, ['constants'], 'value'),
        params: { name: pair.name, old: x.value, new: y.value },
      });
    },
  },
});
