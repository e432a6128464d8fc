import { defineRule } from '../rule-definition.ts';
import { addedProperties } from './support/object-members.ts';

export const requiredPropertyAdded = defineRule({
  id: 'required-property-added',
  wire: (p) => ({ narrows: true, widens: p.closed === true }),
  typescript: 'breaking',
  message: 'required property {property} added: old writers do not send it',
  detect: {
    schema(pair, report) {
      for (const { property, required, closedBefore, at } of addedProperties(pair))
        if (required) report({ property, closed: closedBefore }, at);
    },
  },
});
