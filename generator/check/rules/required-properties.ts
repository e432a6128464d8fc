import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { compiles } from '../pattern-sites.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';

/**
 * A required name must be declared under `properties`, by the same schema or by one applying to the
 * same value (`oneOf: [{required: [a]}, {required: [b]}]` under declared `a` and `b` is fine):
 * otherwise it is a typo the validator would enforce while the TypeScript type never mentions it.
 * A name matched by one of the same schema's `patternProperties` is declared by that pattern. The
 * nearest declared name is suggested.
 */
export const requiredProperties: SpecRule = {
  id: 'required-properties',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path, context } of schemas) {
      if (!Array.isArray(schema.required)) continue;
      schema.required.forEach((name: unknown, index: number) => {
        const patterns = Object.keys((schema.patternProperties as Record<string, unknown> | undefined) ?? {});
        if (
          !context.declared.has(String(name)) &&
          !patterns.some((source) => compiles(source) && new RegExp(source, 'u').test(String(name)))
        ) {
          const suggestion = didYouMean(String(name), context.declared);
          problems.push(
            diagnostic(
              'required-not-declared',
              { property: JSON.stringify(name), suggestion },
              locate([...path, 'required', index]),
            ),
          );
        }
      });
    }
    return problems;
  },
};
