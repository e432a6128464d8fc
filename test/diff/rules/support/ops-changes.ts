/**
 * What the rules' own tests read off a report: each change of one rule as the user sees it — its
 * class (layer, severity, direction, who it breaks), both pointers and the message — in the
 * report's order, so that order is asserted too.
 */
import type { Change, DiffReport } from '../../../../generator/diff/change.ts';
import { seen, type SeenChange } from './seen-change.ts';

/** A change of a rule already named: all a reader sees but the rule and the subject. */
export type ChangeView = Omit<SeenChange, 'rule' | 'subject'>;

export const viewOf = (change: Change): ChangeView => {
  const { rule: _rule, subject: _subject, ...view } = seen(change);
  return view;
};

/** The changes `rule` reported, in the report's order. */
export const changesOf = (report: DiffReport, rule: string): ChangeView[] =>
  report.changes.filter((change) => change.rule === rule).map(viewOf);

/** The rules of a report's changes, in its order, each once. */
export const rulesOf = (report: DiffReport): string[] => [...new Set(report.changes.map((change) => change.rule))];
