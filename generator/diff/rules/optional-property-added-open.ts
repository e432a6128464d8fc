import { defineRule } from '../rule-definition.ts';

export const optionalPropertyAddedOpen = defineRule({
  id: 'optional-property-added-open',
  wire: { ignoredByOldReaders: true },
  typescript: 'safe',
  message: 'optional property {property} added to an open object{gate}: old readers strip it',
  detect: {},
});
