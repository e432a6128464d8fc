import { defineRule } from '../rule-definition.ts';

export const limitRenamed = defineRule({
  id: 'limit-renamed',
  wire: {},
  typescript: 'breaking',
  message:
    'limit {old} renamed to {new} ({value} {unit}), and the bounds that named it name {new}: LIMITS.{old} is gone',
  detect: {
    // The pairing matched a removed limit with an added one its bounds followed (pairing/limit-renames.ts).
    limit: (pair, report) => {
      if (!pair.renamed || pair.b === undefined) return;
      report({
        direction: 'none',
        old: ['limits', pair.name],
        new: ['limits', pair.newName],
        params: { old: pair.name, new: pair.newName, value: pair.b.value, unit: pair.b.unit },
      });
    },
  },
});
