import { defineRule } from '../rule-definition.ts';

export const limitRaised = defineRule({
  id: 'limit-raised',
  wire: { dangerous: true },
  message: 'limit {name} raised from {old} to {new} {unit}: old peers still enforce {old}',
  detect: {},
});
