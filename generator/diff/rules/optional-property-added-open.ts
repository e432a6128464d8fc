import { defineRule } from '../rule-definition.ts';
import { addedProperties } from './support/object-members.ts';

export const optionalPropertyAddedOpen = defineRule({
  id: 'optional-property-added-open',
  wire: { ignoredByOldReaders: true },
  typescript: 'safe',
  message: 'optional property {property} added to an open object{gate}: old readers strip it',
  detect: {
    schema(pair, report) {
      for (const { property, required, closedBefore, gate, at } of addedProperties(pair))
        if (!required && !closedBefore) report({ property, gate }, at);
    },
  },
});
