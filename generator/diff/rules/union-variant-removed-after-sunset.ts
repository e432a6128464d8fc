import { defineRule } from '../rule-definition.ts';
import { removedVariants } from './support/union-variants.ts';

export const unionVariantRemovedAfterSunset = defineRule({
  id: 'union-variant-removed-after-sunset',
  wire: {},
  typescript: 'dangerous',
  message: 'deprecated union variant {variant} removed at its sunset {sunset}: peers were told to stop using it',
  typescriptMessage:
    'deprecated union variant {variant} removed at its sunset {sunset}: an exhaustive switch over the old variants may no longer compile',
  detect: {
    schema(pair, report) {
      for (const { variant, sunset, at } of removedVariants(pair))
        if (sunset !== undefined) report({ variant, sunset }, at);
    },
  },
});
