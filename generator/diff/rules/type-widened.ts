import { defineRule } from '../rule-definition.ts';

export const typeWidened = defineRule({
  id: 'type-widened',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'type widened from {old} to {new}',
  detect: {},
});
