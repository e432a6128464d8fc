import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/** Lower/upper bound pairs that no value could satisfy at once. */
const PAIRS = [
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
  ['minimum', 'maximum'],
  ['minContains', 'maxContains'],
] as const;

export const bounds: SpecRule = {
  id: 'bounds',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      for (const [lower, upper] of PAIRS) {
        // Beside contains, an absent minContains is 1: maxContains: 0 alone admits no array.
        const min =
          lower === 'minContains' && schema.minContains === undefined && schema.contains !== undefined
            ? 1
            : schema[lower];
        const max = schema[upper];
        if (typeof min === 'number' && typeof max === 'number' && min > max) {
          problems.push(
            diagnostic(
              'bad-bounds',
              { lower, min, upper, max },
              locate([...path, schema[lower] === undefined ? upper : lower], 'key'),
            ),
          );
        }
      }
    }
    return problems;
  },
};
