import type { Dirent, Stats } from 'node:fs';
import type { SpecListing, SpecLinkProblem } from './file-system.ts';

/** The few calls of node:fs/promises the walk makes. */
export interface TreeCalls {
  readdir(path: string): Promise<Dirent[]>;
  readlink(path: string): Promise<string>;
  realpath(path: string): Promise<string>;
  stat(path: string): Promise<Stats>;
  readonly separator: string;
}

/**
 * Lists a spec folder on disk, following symbolic links as buf and tsc do, with three limits:
 * - a link back into a folder being walked (`a/loop -> ..`) is a `loop`, found by real path, so the
 *   walk always ends;
 * - a link whose real path leaves the spec folder is `outside`: a spec folder is self-contained, so
 *   the package built from it is the same on every checkout (a link to /etc or to a sibling
 *   checkout would make it depend on the machine);
 * - a link to nothing is `dangling`.
 * A link to a plain file is reported only when its own name is a spec file's: an editor's lock link
 * (`.#types.yaml`) is skipped with the other files that are not spec files. A file reached twice
 * (a link to a file of the folder) is listed once, under the path that sorts first.
 */
export async function listSpecTree(
  dir: string,
  isSpecFile: (path: string) => boolean,
  calls: TreeCalls,
): Promise<SpecListing> {
  const root = await calls.realpath(dir);
  const inside = (real: string) => real === root || real.startsWith(root + calls.separator);
  const found: { path: string; real: string }[] = [];
  const links: { path: string; problem: SpecLinkProblem; target: string }[] = [];

  const walk = async (relative: string, real: string, ancestors: ReadonlySet<string>): Promise<void> => {
    const entries = (await calls.readdir(real)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      const at = `${real}${calls.separator}${entry.name}`;
      if (entry.isDirectory()) {
        await walk(path, at, new Set([...ancestors, at]));
      } else if (entry.isFile()) {
        if (isSpecFile(path)) found.push({ path, real: at });
      } else if (entry.isSymbolicLink()) {
        const target = await calls.readlink(at);
        const problem = (what: SpecLinkProblem) => links.push({ path, problem: what, target });
        let resolved: string;
        try {
          resolved = await calls.realpath(at);
        } catch (error) {
          // ELOOP: links that lead to one another; anything else (ENOENT): a link to nothing.
          if (isSpecFile(path) || (error as NodeJS.ErrnoException).code === 'ELOOP')
            problem((error as NodeJS.ErrnoException).code === 'ELOOP' ? 'loop' : 'dangling');
          continue;
        }
        const stats = await calls.stat(resolved);
        if (stats.isDirectory()) {
          if (ancestors.has(resolved) || resolved === root) problem('loop');
          else if (!inside(resolved)) problem('outside');
          else await walk(path, resolved, new Set([...ancestors, resolved]));
        } else if (isSpecFile(path)) {
          if (!inside(resolved)) problem('outside');
          else found.push({ path, real: resolved });
        }
      }
    }
  };
  await walk('', root, new Set([root]));

  const seen = new Set<string>();
  const files = found
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .filter(({ real }) => !seen.has(real) && seen.add(real) !== undefined)
    .map(({ path }) => path);
  return { files, links: links.sort((a, b) => (a.path < b.path ? -1 : 1)) };
}
