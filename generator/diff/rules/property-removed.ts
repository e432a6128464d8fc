import { defineRule } from '../rule-definition.ts';
import { removedProperties } from './support/object-members.ts';

export const propertyRemoved = defineRule({
  id: 'property-removed',
  wire: (p) => ({ widens: p.wasRequired === true, narrows: p.closed === true, ignoredByNewReaders: p.closed !== true }),
  typescript: 'breaking',
  message: 'property {property} removed',
  detect: {
    schema(pair, report) {
      for (const { property, wasRequired, closed, sunset, at } of removedProperties(pair))
        if (sunset === undefined) report({ property, wasRequired, closed }, at);
    },
  },
});
