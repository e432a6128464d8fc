import { defineRule } from '../rule-definition.ts';

export const directionChanged = defineRule({
  id: 'direction-changed',
  docs: true,
  message: 'type {name} direction changed from {old} to {new}',
  detect: {
    type: (pair, report) => {
      const [a, b] = [pair.a, pair.b];
      if (a === undefined || b === undefined || pair.renamed || a.direction === b.direction) return;
      report({
        direction: pair.direction,
        old: ['types', pair.name],
        new: ['types', pair.newName],
        params: { name: pair.name, old: String(a.direction ?? 'derived'), new: String(b.direction ?? 'derived') },
      });
    },
  },
});
