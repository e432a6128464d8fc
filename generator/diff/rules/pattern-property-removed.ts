import { defineRule } from '../rule-definition.ts';
import { unmatchedPatterns } from './support/pattern-properties.ts';

export const patternPropertyRemoved = defineRule({
  id: 'pattern-property-removed',
  wire: (p) => ({
    narrows: p.closed === true,
    widens: (p.closed !== true && p.additionalSchema !== true) || p.overlaps === true,
    ignoredByNewReaders: p.stripped === true,
  }),
  typescript: 'breaking',
  message: 'pattern property {pattern} removed: members whose names match it are no longer checked against its schema',
  typescriptMessage: 'pattern property {pattern} removed: the generated type loses its index signature for them',
  detect: {
    schema(pair, report) {
      for (const { oldAt, newAt, params } of unmatchedPatterns(pair, 'removed')) {
        // New readers strip unknown members of an open object without patterns (see the boundary's strip plans).
        const stripped = pair.b.additionalProperties === undefined && pair.b.patternProperties === undefined;
        report({ ...params, stripped }, { old: oldAt, new: newAt });
      }
    },
  },
});
