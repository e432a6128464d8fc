import { defineRule } from '../rule-definition.ts';

export const propertyMadeOptional = defineRule({
  id: 'property-made-optional',
  wire: { widens: true },
  typescript: 'breaking',
  message: 'property {property} is now optional: old readers require it',
  detect: {},
});
