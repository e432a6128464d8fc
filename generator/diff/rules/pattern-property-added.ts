import { defineRule } from '../rule-definition.ts';
import { unmatchedPatterns } from './support/pattern-properties.ts';

// Which way a pattern moves the object depends on what its members were before (after, for a removal):
// rejected by a closed object, free in an open one, or checked by an additionalProperties schema (then
// that schema and the pattern's are compared, and the pattern itself only counts for `overlaps`: the
// declared properties or other patterns it may also match, which it now constrains too).
export const patternPropertyAdded = defineRule({
  id: 'pattern-property-added',
  wire: (p) => ({
    widens: p.closed === true,
    narrows: (p.closed !== true && p.additionalSchema !== true) || p.overlaps === true,
  }),
  typescript: 'dangerous',
  message: 'pattern property {pattern} added{gate}: members whose names match it are now checked against its schema',
  typescriptMessage: 'pattern property {pattern} added: the index signature of the generated type changes',
  detect: {
    schema(pair, report) {
      for (const { schema, oldAt, newAt, params } of unmatchedPatterns(pair, 'added')) {
        const feature = pair.newGate(schema);
        const gate = feature === undefined ? '' : ` (gated by feature ${feature})`;
        report({ ...params, gate }, { old: oldAt, new: newAt, gated: pair.gated || feature !== undefined });
      }
    },
  },
});
