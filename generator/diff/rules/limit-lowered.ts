import { defineRule } from '../rule-definition.ts';

export const limitLowered = defineRule({
  id: 'limit-lowered',
  wire: { dangerous: true },
  message: 'limit {name} lowered from {old} to {new} {unit}: what old peers send may exceed it',
  detect: {},
});
