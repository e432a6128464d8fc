import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/**
 * A required name must be declared under the same schema's properties: otherwise it is a typo the
 * validator would enforce while the generated TypeScript type never mentions it.
 */
export const requiredProperties: SpecRule = {
  id: 'required-properties',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      if (!Array.isArray(schema.required)) continue;
      const declared = (schema.properties ?? {}) as Record<string, unknown>;
      schema.required.forEach((name: unknown, index: number) => {
        if (!Object.hasOwn(declared, String(name))) {
          problems.push(diagnostic('required-not-declared', { property: JSON.stringify(name) }, locate([...path, 'required', index])));
        }
      });
    }
    return problems;
  },
};
