import { defineRule } from '../rule-definition.ts';

export const propertyMadeRequired = defineRule({
  id: 'property-made-required',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'property {property} is now required: old writers may omit it',
  detect: {},
});
