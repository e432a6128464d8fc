import type { SchemaReport } from '../../rule-definition.ts';
import { atKeyword, type SchemaPair } from '../../schema-keywords/schema-pair.ts';

/** Bound keywords: which family of rules reports them, and whether a larger value admits more (upper bound) or less. */
export const BOUNDS = {
  minLength: { family: 'string-length', upper: false },
  maxLength: { family: 'string-length', upper: true },
  maxBytes: { family: 'byte-length', upper: true },
  minimum: { family: 'number-range', upper: false },
  exclusiveMinimum: { family: 'number-range', upper: false },
  maximum: { family: 'number-range', upper: true },
  exclusiveMaximum: { family: 'number-range', upper: true },
  minItems: { family: 'array-size', upper: false },
  maxItems: { family: 'array-size', upper: true },
  minProperties: { family: 'object-size', upper: false },
  maxProperties: { family: 'object-size', upper: true },
  maxEntries: { family: 'json-size', upper: true },
  maxJsonBytes: { family: 'json-size', upper: true },
} as const;

export type BoundFamily = (typeof BOUNDS)[keyof typeof BOUNDS]['family'];

/**
 * The detector of one rule of a bound family (`<family>-tightened` or `<family>-loosened`): reports,
 * at its keyword, each bound of the family that moved that way.
 */
export function boundDetector(
  family: BoundFamily,
  way: 'tightened' | 'loosened',
): (pair: SchemaPair, report: SchemaReport) => void {
  return (pair, report) => {
    for (const [keyword, { family: of, upper }] of Object.entries(BOUNDS)) {
      if (of !== family) continue;
      const [x, y] = [pair.a[keyword] as number | undefined, pair.b[keyword] as number | undefined];
      if (x === y) continue;
      // An absent bound admits everything: a lower bound of -∞, an upper bound of +∞.
      const loosened = upper
        ? y === undefined || (x !== undefined && y > x)
        : y === undefined || (x !== undefined && y < x);
      if (loosened !== (way === 'loosened')) continue;
      report(
        { keyword, old: x === undefined ? 'none' : x, new: y === undefined ? 'none' : y },
        atKeyword(pair, keyword),
      );
    }
  };
}
