import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { patternSites } from '../pattern-sites.ts';
import type { SpecRule } from '../rule.ts';

/** Every pattern must compile as the generated validators compile it: a JavaScript RegExp with the u flag. */
export const patterns: SpecRule = {
  id: 'patterns',
  check(context) {
    const problems: Diagnostic[] = [];
    for (const { source, path, target } of patternSites(context)) {
      try {
        new RegExp(source, 'u');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        problems.push(
          diagnostic('invalid-pattern', { pattern: JSON.stringify(source), reason }, context.locate(path, target)),
        );
      }
    }
    return problems;
  },
};
