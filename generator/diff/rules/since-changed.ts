import type { NamedPair } from '../pairs.ts';
import { defineRule, type ContractReport } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const sinceChanged = defineRule({
  id: 'since-changed',
  docs: true,
  message: '{what} since changed from {old} to {new}',
  detect: {
    error: (pair, report) => reportSince(pair, report, 'errors', `error ${pair.newName}`),
    limit: (pair, report) => reportSince(pair, report, 'limits', `limit ${pair.newName}`),
    feature: (pair, report) => reportSince(pair, report, 'features', `feature ${pair.newName}`),
  },
});

/** The documentation of a named error, limit or feature: its since, at its name on each side (a limit may be renamed). */
function reportSince(
  pair: NamedPair<{ readonly since?: string }>,
  report: ContractReport,
  section: string,
  what: string,
): void {
  const [x, y] = bothSides(pair) ?? [];
  if (x !== undefined && y !== undefined && x.since !== y.since)
    report({
      direction: 'none',
      ...fieldAt(pair, [section], 'since'),
      params: { what, old: x.since ?? 'none', new: y.since ?? 'none' },
    });
}
