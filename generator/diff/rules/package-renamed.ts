import { defineRule } from '../rule-definition.ts';

export const packageRenamed = defineRule({
  id: 'package-renamed',
  typescript: 'breaking',
  message: 'the generated package is renamed from {old} to {new}: every import changes',
  detect: {},
});
