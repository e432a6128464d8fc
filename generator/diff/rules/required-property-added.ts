import { defineRule } from '../rule-definition.ts';

export const requiredPropertyAdded = defineRule({
  id: 'required-property-added',
  wire: (p) => ({ narrows: true, widens: p.closed === true }),
  typescript: 'breaking',
  message: 'required property {property} added: old writers do not send it',
  detect: {},
});
