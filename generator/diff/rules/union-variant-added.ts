import { defineRule } from '../rule-definition.ts';
import { addedVariants } from './support/union-variants.ts';

export const unionVariantAdded = defineRule({
  id: 'union-variant-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'union variant {variant} added{gate}: old readers reject it',
  detect: {
    schema(pair, report) {
      for (const { variant, gate, at } of addedVariants(pair)) report({ variant, gate }, at);
    },
  },
});
