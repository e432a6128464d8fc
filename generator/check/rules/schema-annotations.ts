import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';

/**
 * The annotations the contract diff reads: `requires` must name a declared feature (a gate nobody can
 * advertise gates nothing), and `direction` is said of a whole named type, so it stands at its top.
 */
export const schemaAnnotations: SpecRule = {
  id: 'schema-annotations',
  check({ spec, schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      if (typeof schema.requires === 'string' && !Object.hasOwn(spec.features ?? {}, schema.requires)) {
        const suggestion = didYouMean(schema.requires, Object.keys(spec.features ?? {}));
        problems.push(
          diagnostic('unknown-gate-feature', { feature: schema.requires, suggestion }, locate([...path, 'requires'])),
        );
      }
      const atTypeTop = path.length === 2 && path[0] === 'types';
      if (schema.direction !== undefined && !atTypeTop)
        problems.push(diagnostic('misplaced-direction', {}, locate([...path, 'direction'], 'key')));
    }
    return problems;
  },
};
