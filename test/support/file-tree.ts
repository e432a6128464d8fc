/** Every file under a folder, by path relative to it, as bytes: for comparing generated trees exactly. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readTree(dir: string): Map<string, Buffer> {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
  return new Map(paths.map((path) => [path, readFileSync(join(dir, path))]));
}

/** The paths whose bytes differ between two trees, and those only one of them has: empty when they are identical. */
export function treeDifferences(expected: ReadonlyMap<string, Buffer>, actual: ReadonlyMap<string, Buffer>): string[] {
  const differences: string[] = [];
  for (const [path, bytes] of expected) {
    const other = actual.get(path);
    if (other === undefined) differences.push(`missing   ${path}`);
    else if (!other.equals(bytes)) differences.push(`differs   ${path}`);
  }
  for (const path of actual.keys()) if (!expected.has(path)) differences.push(`left-over ${path}`);
  return differences;
}
