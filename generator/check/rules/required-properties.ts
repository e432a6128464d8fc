import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/**
 * A required name must be declared under `properties`, by the same schema or by one applying to the
 * same value (`oneOf: [{required: [a]}, {required: [b]}]` under declared `a` and `b` is fine):
 * otherwise it is a typo the validator would enforce while the TypeScript type never mentions it.
 */
export const requiredProperties: SpecRule = {
  id: 'required-properties',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path, context } of schemas) {
      if (!Array.isArray(schema.required)) continue;
      schema.required.forEach((name: unknown, index: number) => {
        if (!context.declared.has(String(name))) {
          problems.push(diagnostic('required-not-declared', { property: JSON.stringify(name) }, locate([...path, 'required', index])));
        }
      });
    }
    return problems;
  },
};
