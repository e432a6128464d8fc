import type { DiffReport } from './change.ts';

/**
 * One comparison of a transitive run (`--compatibility *-transitive`): a release snapshot, the
 * baseline, against the new contract. `passed` is the verdict of --fail-on and --check-version on
 * this comparison alone, which the CLI gives: the run fails when any baseline fails.
 */
export interface BaselineReport {
  readonly version: string;
  readonly oldLabel: string;
  readonly newLabel: string;
  readonly report: DiffReport;
  readonly passed: boolean;
}

/**
 * The reports with one list of stale acceptances: an acceptance is matched per baseline, as in a
 * single comparison, and is stale only when it matches a change against no baseline — one written
 * against the latest release is no warning in the comparison with an older one.
 */
export function shareStaleAcceptances(reports: readonly DiffReport[]): DiffReport[] {
  const staleEverywhere = reports.reduce<readonly string[] | undefined>(
    (stale, report) =>
      stale === undefined
        ? report.staleAcceptances
        : stale.filter((fingerprint) => report.staleAcceptances.includes(fingerprint)),
    undefined,
  );
  return reports.map((report) => ({ ...report, staleAcceptances: staleEverywhere ?? [] }));
}
