import { compareVersions, nextDate, versionScheme } from '../schema/versions.ts';
import { BUMP_ORDER, type Bump, type Change } from './change.ts';

/**
 * The bump a list of changes needs under the versioning policy. Before 1.0 (the 0.x rule of the
 * session protocol): a break needs the next minor, anything else stays in the patch line. From 1.0:
 * a break needs a major, a dangerous change or an addition a minor, the rest a patch. A contract
 * numbered by revision dates is read as stable: the bump says how big the change is, and the gate
 * asks a later date for anything above a patch (bumpVersion).
 */
export function requiredBump(changes: readonly Change[], oldVersion: string): Bump {
  const counted = changes.filter((change) => !change.accepted);
  if (counted.length === 0) return 'none';
  const stable = versionScheme(oldVersion) === 'date' || Number(oldVersion.split('.')[0]) >= 1;
  const breaking = counted.some((change) => change.severity === 'breaking');
  if (breaking) return stable ? 'major' : 'minor';
  if (
    stable &&
    counted.some(
      (change) => change.severity === 'dangerous' || (change.layer !== 'docs' && change.rule.endsWith('-added')),
    )
  )
    return 'minor';
  return 'patch';
}

/** The smallest version after `version` that a bump allows; for a date, the next day whatever the bump. */
export function bumpVersion(version: string, bump: Bump): string {
  if (versionScheme(version) === 'date') return bump === 'none' ? version : nextDate(version);
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return version;
}

/**
 * Whether the new contract's version is enough. Only a bump above patch is enforced: between
 * releases the working spec keeps the released version while compatible changes accumulate (the
 * release command refuses to freeze a changed contract under an existing version). A version lower
 * than the old one is never enough.
 */
export function versionGate(changes: readonly Change[], oldVersion: string, newVersion: string) {
  const bump = requiredBump(changes, oldVersion);
  const enforced: Bump = BUMP_ORDER.indexOf(bump) > BUMP_ORDER.indexOf('patch') ? bump : 'none';
  const minimumVersion = bumpVersion(oldVersion, enforced);
  return { requiredBump: bump, minimumVersion, versionOk: compareVersions(newVersion, minimumVersion) >= 0 };
}
