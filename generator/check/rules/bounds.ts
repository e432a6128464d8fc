import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/** Lower/upper bound pairs that no value could satisfy at once. */
const PAIRS = [
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
  ['minimum', 'maximum'],
] as const;

export const bounds: SpecRule = {
  id: 'bounds',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      for (const [lower, upper] of PAIRS) {
        const min = schema[lower];
        const max = schema[upper];
        if (typeof min === 'number' && typeof max === 'number' && min > max) {
          problems.push(diagnostic('bad-bounds', { lower, min, upper, max }, locate([...path, lower], 'key')));
        }
      }
    }
    return problems;
  },
};
