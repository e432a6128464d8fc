import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { compiles, patternSites } from '../pattern-sites.ts';
import { redosVerdict } from '../redos-verdict.ts';
import type { SpecRule } from '../rule.ts';

/**
 * No pattern may backtrack catastrophically: the generated validators run every pattern on values a
 * peer sends, so a pattern that takes exponential or polynomial time on some string lets one message
 * stall the process. Decided by recheck at generation time (redos-verdict.ts); a pattern the check
 * cannot decide is an error too, never a silent pass. Patterns that do not compile are left to `patterns`.
 */
export const patternRedos: SpecRule = {
  id: 'pattern-redos',
  check(context) {
    const problems: Diagnostic[] = [];
    for (const { source, path, target } of patternSites(context)) {
      if (!compiles(source)) continue;
      const verdict = redosVerdict(source);
      const pattern = JSON.stringify(source);
      if (verdict.status === 'vulnerable') {
        const { complexity, attack, hotspot } = verdict;
        problems.push(
          diagnostic('pattern-redos', { pattern, complexity, attack, hotspot }, context.locate(path, target)),
        );
      } else if (verdict.status === 'inconclusive') {
        problems.push(
          diagnostic('pattern-check-inconclusive', { pattern, reason: verdict.reason }, context.locate(path, target)),
        );
      }
    }
    return problems;
  },
};
