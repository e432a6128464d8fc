import type { Change, ChangeSummary, Severity } from './change.ts';
import { versionGate } from './version-gate.ts';

/** Whether a change counts toward --fail-on, the version gate and the summary's counts: neither accepted nor waived. */
export function counts(change: Change): boolean {
  return !change.accepted && change.waived === undefined;
}

/**
 * The summary of a report's listed changes: the counts and the version gate come from the changes
 * that count, `accepted` from every listed change. The comparison (diff-contracts.ts) calls it before
 * any change is waived, and the controls (controls.ts) again after they waive some, so both reports
 * agree on what counts.
 */
export function summarizeChanges(changes: readonly Change[], oldVersion: string, newVersion: string): ChangeSummary {
  const counted = changes.filter(counts);
  const count = (severity: Severity) => counted.filter((change) => change.severity === severity).length;
  return {
    breaking: count('breaking'),
    dangerous: count('dangerous'),
    safe: count('safe'),
    accepted: changes.filter((change) => change.accepted).length,
    oldVersion,
    newVersion,
    ...versionGate(counted, oldVersion, newVersion),
  };
}
