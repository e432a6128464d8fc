import { defineRule } from '../rule-definition.ts';
import { removedProperties } from './support/object-members.ts';

export const propertyRemovedAfterSunset = defineRule({
  id: 'property-removed-after-sunset',
  wire: {},
  typescript: 'dangerous',
  message: 'deprecated property {property} removed at its sunset {sunset}: peers were told to stop using it',
  typescriptMessage:
    'deprecated property {property} removed at its sunset {sunset}: code that still reads or writes it no longer compiles',
  detect: {
    schema(pair, report) {
      for (const { property, sunset, at } of removedProperties(pair))
        if (sunset !== undefined) report({ property, sunset }, at);
    },
  },
});
