import { join } from 'node:path';
import type { FileSystemHost } from '../host/file-system.ts';
import { compareVersions } from '../schema/versions.ts';

const RELEASE_FILE = /^(\d+\.\d+\.\d+)\.json$/;

/** Whether a file name is a release snapshot's, `<version>.json` (what a releases folder holds). */
export function isReleaseFileName(name: string): boolean {
  return RELEASE_FILE.test(name);
}

/** The release snapshots in a folder (`<version>.json`), oldest first. */
export async function listReleases(fs: FileSystemHost, dir: string): Promise<{ version: string; path: string }[]> {
  const names = (await fs.listFiles(dir)) ?? [];
  return names
    .flatMap((name) => {
      const match = RELEASE_FILE.exec(name);
      return match ? [{ version: match[1]!, path: join(dir, name) }] : [];
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

export async function latestRelease(
  fs: FileSystemHost,
  dir: string,
): Promise<{ version: string; path: string } | undefined> {
  return (await listReleases(fs, dir)).at(-1);
}
