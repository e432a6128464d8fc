import { defineRule } from '../rule-definition.ts';
import { atRequired, requiredOnlyIn } from './support/object-members.ts';

export const propertyMadeRequired = defineRule({
  id: 'property-made-required',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'property {property} is now required: old writers may omit it',
  detect: {
    schema(pair, report) {
      for (const property of requiredOnlyIn(pair, 'new')) report({ property }, atRequired(pair));
    },
  },
});
