import { defineRule } from '../rule-definition.ts';
import { canonicalJson } from '../schema-shape.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

/** An operation's or a schema's examples: checked against the contract, never part of it. */
export const examplesChanged = defineRule({
  id: 'examples-changed',
  docs: true,
  message: 'examples changed',
  detect: {
    operation(pair, report) {
      const sides = bothSides(pair);
      if (sides === undefined || pair.renamed || canonicalJson(sides[0].examples) === canonicalJson(sides[1].examples))
        return;
      report({ direction: 'none', ...fieldAt(pair, ['operations'], 'examples') });
    },
    schema({ a, b }, report) {
      if (canonicalJson(a.examples) !== canonicalJson(b.examples)) report({ keyword: 'examples' });
    },
  },
});
