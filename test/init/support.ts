import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything under a folder — files with their bytes, folders as `<dir>`, hidden entries included —
 * by '/'-separated relative path: two equal snapshots mean nothing was added, removed or changed.
 */
export function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const key = path
      .slice(dir.length + 1)
      .split('\\')
      .join('/');
    entries[key] = statSync(path).isDirectory() ? '<dir>' : readFileSync(path, 'utf8');
  }
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)));
}
