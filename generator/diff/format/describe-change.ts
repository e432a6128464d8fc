// How every report format names a change's place and words the verdict: one wording for all of them.
import { formatPosition, type SourcePosition } from '../../diagnostics/diagnostic.ts';
import type { Change, ChangeSummary } from '../change.ts';
import type { ReportOptions } from './formats.ts';
import { versionScheme } from '../../schema/versions.ts';

/** The file position a change is shown at: the new side's if it has one (for a removal, where it was removed from), else the old side's. */
export function changeLocation(change: Change): SourcePosition | undefined {
  return change.new.location ?? change.old.location;
}

/** `file:line:col` when the change has a position, else the new side's JSON pointer. */
export function changeWhere(change: Change): string {
  const at = changeLocation(change);
  return at === undefined ? change.new.pointer : formatPosition(at);
}

/**
 * What the changes ask of the version, in words: `a minor bump` for semver; for a contract numbered
 * by revision dates, which carry no bump, `a later revision date (a minor change)`.
 */
export function bumpWords(summary: Pick<ChangeSummary, 'requiredBump' | 'oldVersion'>): string {
  return versionScheme(summary.oldVersion) === 'date'
    ? `a later revision date (a ${summary.requiredBump} change)`
    : `a ${summary.requiredBump} bump`;
}

/** The one-line verdict shared by the text and github formats; `waived`: changes listed but not counted (controls.ts), which are still changes. */
export function summarySentence(summary: ChangeSummary, options: ReportOptions, waived = 0): string {
  const counts = `${summary.breaking} breaking, ${summary.dangerous} dangerous, ${summary.safe} safe (${summary.accepted} accepted)`;
  const verdict =
    summary.requiredBump === 'none'
      ? summary.breaking + summary.dangerous + summary.safe + summary.accepted + waived === 0
        ? 'no change'
        : 'needs no version bump'
      : `needs ${bumpWords(summary)}: version ${summary.newVersion} ${
          summary.versionOk ? 'is enough' : `is too small, needs at least ${summary.minimumVersion}`
        }`;
  return `${options.oldLabel} → ${options.newLabel}: ${counts}; ${verdict}`;
}

export function staleAcceptanceWarning(fingerprint: string): string {
  return `accepted change ${fingerprint} no longer occurs; remove it from the accepted-changes file`;
}
