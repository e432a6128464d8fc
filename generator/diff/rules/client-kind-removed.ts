import { defineRule } from '../rule-definition.ts';

export const clientKindRemoved = defineRule({
  id: 'client-kind-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'client kind {name} removed: clients of this kind are refused',
  detect: {},
});
