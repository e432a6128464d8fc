import { defineRule } from '../rule-definition.ts';
import { removedVariants } from './support/union-variants.ts';

export const unionVariantRemoved = defineRule({
  id: 'union-variant-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'union variant {variant} removed: old writers still send it',
  detect: {
    schema(pair, report) {
      for (const { variant, sunset, at } of removedVariants(pair)) if (sunset === undefined) report({ variant }, at);
    },
  },
});
