import { defineRule } from '../rule-definition.ts';

export const objectOpened = defineRule({
  id: 'object-opened',
  wire: { widens: true },
  message: 'object opened: unknown members are now stripped, not rejected',
  detect: {},
});
