import { defineRule } from '../rule-definition.ts';

export const operationUndeferred = defineRule({
  id: 'operation-undeferred',
  wire: { widens: true },
  message: 'operation {op} is no longer deferred (now {status}){gate}',
  detect: {},
});
