import { defineRule } from '../rule-definition.ts';

export const propertyRemoved = defineRule({
  id: 'property-removed',
  wire: (p) => ({ widens: p.wasRequired === true, narrows: p.closed === true, ignoredByNewReaders: p.closed !== true }),
  typescript: 'breaking',
  message: 'property {property} removed',
  detect: {},
});
