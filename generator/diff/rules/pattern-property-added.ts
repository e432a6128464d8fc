import { defineRule } from '../rule-definition.ts';

// Which way a pattern moves the object depends on what its members were before (after, for a removal):
// rejected by a closed object, free in an open one, or checked by an additionalProperties schema (then
// that schema and the pattern's are compared, and the pattern itself only counts for `overlaps`: the
// declared properties or other patterns it may also match, which it now constrains too).
export const patternPropertyAdded = defineRule({
  id: 'pattern-property-added',
  wire: (p) => ({ widens: p.closed === true, narrows: (p.closed !== true && p.additionalSchema !== true) || p.overlaps === true }),
  typescript: 'dangerous',
  message: 'pattern property {pattern} added{gate}: members whose names match it are now checked against its schema',
  typescriptMessage: 'pattern property {pattern} added: the index signature of the generated type changes',
  detect: {},
});
