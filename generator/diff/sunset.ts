import { compareVersions } from '../schema/versions.ts';

/**
 * Deprecation before removal (oasdiff's x-sunset): an operation with `status: deprecated`, or a type
 * or member with `deprecated: true`, that names a `sunset` version may be removed from that version
 * on without a break on the wire — its users were told when it would go. The sunset it was removed
 * after, when the new contract's version has reached it; undefined otherwise (removing it earlier is
 * the ordinary removal, and breaks what it breaks).
 */
export function reachedSunset(deprecated: boolean, sunset: unknown, newVersion: string): string | undefined {
  if (!deprecated || typeof sunset !== 'string') return undefined;
  return compareVersions(newVersion, sunset) >= 0 ? sunset : undefined;
}
