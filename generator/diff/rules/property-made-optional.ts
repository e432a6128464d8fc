import { defineRule } from '../rule-definition.ts';
import { atRequired, requiredOnlyIn } from './support/object-members.ts';

export const propertyMadeOptional = defineRule({
  id: 'property-made-optional',
  wire: { widens: true },
  typescript: 'breaking',
  message: 'property {property} is now optional: old readers require it',
  detect: {
    schema(pair, report) {
      for (const property of requiredOnlyIn(pair, 'old')) report({ property }, atRequired(pair));
    },
  },
});
