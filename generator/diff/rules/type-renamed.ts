import { defineRule } from '../rule-definition.ts';

export const typeRenamed = defineRule({
  id: 'type-renamed',
  typescript: 'breaking',
  message: 'type {old} renamed to {new}',
  detect: {
    // The pairing matched a removed type with an added one of the same shape (pairing/types.ts).
    type: (pair, report) => {
      if (pair.renamed)
        report({
          direction: 'none',
          old: ['types', pair.name],
          new: ['types', pair.newName],
          params: { old: pair.name, new: pair.newName },
        });
    },
  },
});
