import { defineRule } from '../rule-definition.ts';

export const unionVariantRemovedAfterSunset = defineRule({
  id: 'union-variant-removed-after-sunset',
  wire: {},
  typescript: 'dangerous',
  message: 'deprecated union variant {variant} removed at its sunset {sunset}: peers were told to stop using it',
  typescriptMessage: 'deprecated union variant {variant} removed at its sunset {sunset}: an exhaustive switch over the old variants may no longer compile',
  detect: {},
});
