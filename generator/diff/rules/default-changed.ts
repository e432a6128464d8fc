import { defineRule } from '../rule-definition.ts';

// oasdiff's request-parameter-default-value-changed: nothing is refused, but a peer that leaves the
// member out now means something else by it.
export const defaultChanged = defineRule({
  id: 'default-changed',
  wire: { dangerous: true },
  message: 'default changed from {old} to {new}: old peers that leave the member out mean the old default',
  detect: {},
});
