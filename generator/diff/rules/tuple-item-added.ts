import { defineRule } from '../rule-definition.ts';

// A position added takes over items the old `rest` (items) governed: rejected (items: false), free (no
// items), or checked by a schema (then that schema and the position's are compared). The generated
// tuple type lists every position as present, so arrays of the old length no longer type-check.
export const tupleItemAdded = defineRule({
  id: 'tuple-item-added',
  wire: (p) => (p.rest === 'closed' ? { widens: true } : p.rest === 'schema' ? {} : { narrows: true }),
  typescript: 'breaking',
  message: 'tuple position prefixItems[{position}] added{gate}',
  detect: {},
});
