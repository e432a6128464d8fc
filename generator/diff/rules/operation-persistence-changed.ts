import { defineRule } from '../rule-definition.ts';

export const operationPersistenceChanged = defineRule({
  id: 'operation-persistence-changed',
  wire: { dangerous: true },
  typescript: 'dangerous',
  message: 'operation {op} persistence changed from {old} to {new}: retries and replays behave differently',
  detect: {},
});
