import { defineRule } from '../rule-definition.ts';

export const tupleOpened = defineRule({
  id: 'tuple-opened',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'tuple opened (items false removed): arrays of more than {length} items are now accepted',
  detect: {},
});
