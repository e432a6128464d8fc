import { defineRule } from '../rule-definition.ts';

export const patternPropertyRemoved = defineRule({
  id: 'pattern-property-removed',
  wire: (p) => ({ narrows: p.closed === true, widens: (p.closed !== true && p.additionalSchema !== true) || p.overlaps === true, ignoredByNewReaders: p.stripped === true }),
  typescript: 'breaking',
  message: 'pattern property {pattern} removed: members whose names match it are no longer checked against its schema',
  typescriptMessage: 'pattern property {pattern} removed: the generated type loses its index signature for them',
  detect: {},
});
