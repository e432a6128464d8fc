import { defineRule } from '../rule-definition.ts';
import { addedProperties } from './support/object-members.ts';

export const optionalPropertyAddedClosed = defineRule({
  id: 'optional-property-added-closed',
  wire: { widens: true },
  typescript: 'safe',
  message: 'optional property {property} added to a closed object{gate}: old readers reject it',
  detect: {
    schema(pair, report) {
      for (const { property, required, closedBefore, gate, at } of addedProperties(pair))
        if (!required && closedBefore) report({ property, gate }, at);
    },
  },
});
