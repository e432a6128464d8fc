/**
 * A contract's versions: semver (MAJOR.MINOR.PATCH, 0.4.3) or a revision date (YYYY-MM-DD,
 * 2025-06-18, as MCP numbers its revisions). The meta-schema admits both forms; the
 * version-scheme rule holds a spec to the one its protocol.version uses.
 */
export type VersionScheme = 'semver' | 'date';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function versionScheme(version: string): VersionScheme {
  return DATE.test(version) ? 'date' : 'semver';
}

/** Whether a date version names a day of the Gregorian calendar (2025-02-30 does not). */
export function isCalendarDate(version: string): boolean {
  const match = DATE.exec(version);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day after a date version (2025-12-31 → 2026-01-01): the least later revision. */
export function nextDate(version: string): string {
  const [year, month, day] = version.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * Orders two versions (the meta-schema guarantees their forms): negative, zero or positive. Dates
 * compare as days, semver by its numbers; a semver version comes before any date, so a history
 * that moved from semver to dates reads forward.
 */
export function compareVersions(a: string, b: string): number {
  const [sa, sb] = [versionScheme(a), versionScheme(b)];
  if (sa !== sb) return sa === 'semver' ? -1 : 1;
  if (sa === 'date') return a < b ? -1 : a > b ? 1 : 0;
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
