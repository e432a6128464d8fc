import { defineRule } from '../rule-definition.ts';

export const optionalPropertyAddedClosed = defineRule({
  id: 'optional-property-added-closed',
  wire: { widens: true },
  typescript: 'safe',
  message: 'optional property {property} added to a closed object{gate}: old readers reject it',
  detect: {},
});
