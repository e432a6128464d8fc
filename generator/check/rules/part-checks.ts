import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { PARTS } from '../../parts/parts.ts';
import type { SpecRule } from '../rule.ts';

/**
 * `check` names a check of a part (parts/part-checks.ts); the meta-schema admits only those
 * names. The part must be one the spec asks for: its check modules are carried into the package only
 * then, and a validator that calls a module the package lacks would fail to load.
 */
export const partChecks: SpecRule = {
  id: 'part-checks',
  check({ spec, schemas, locate }) {
    const problems: Diagnostic[] = [];
    const asked = new Set(spec.parts ?? []);
    for (const { schema, path } of schemas) {
      if (typeof schema.check !== 'string') continue;
      const part = PARTS.find((candidate) =>
        (candidate.checks as readonly string[] | undefined)?.includes(schema.check as string),
      );
      if (part !== undefined && !asked.has(part.name))
        problems.push(
          diagnostic('check-part-missing', { check: schema.check, part: part.name }, locate([...path, 'check'])),
        );
    }
    return problems;
  },
};
