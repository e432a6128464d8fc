import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/** Every pattern must compile as the generated validators compile it: a JavaScript RegExp with the u flag. */
export const patterns: SpecRule = {
  id: 'patterns',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      if (typeof schema.pattern !== 'string') continue;
      try {
        new RegExp(schema.pattern, 'u');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        problems.push(diagnostic('invalid-pattern', { pattern: JSON.stringify(schema.pattern), reason }, locate([...path, 'pattern'])));
      }
    }
    return problems;
  },
};
