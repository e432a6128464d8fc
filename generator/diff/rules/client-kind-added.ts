import { defineRule } from '../rule-definition.ts';

export const clientKindAdded = defineRule({
  id: 'client-kind-added',
  wire: { dangerous: true },
  typescript: 'dangerous',
  message: 'client kind {name} added: old hosts refuse a client of this kind',
  detect: {},
});
