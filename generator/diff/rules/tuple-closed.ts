import { defineRule } from '../rule-definition.ts';

export const tupleClosed = defineRule({
  id: 'tuple-closed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'tuple closed (items false): arrays of more than {length} items are now rejected',
  detect: {},
});
