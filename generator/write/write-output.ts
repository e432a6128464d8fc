import type { FileSystemHost } from '../host/file-system.ts';
import type { FileComparison } from './compare-output.ts';

/** An I/O failure while writing generated files (a package, docs, a scaffold): which file, why, and whether what was there is back. */
export class OutputWriteError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
    /** True when every file was put back as it was; false only if putting back failed too. */
    readonly restored: boolean,
    options?: ErrorOptions,
  ) {
    super(`cannot write ${path}: ${reason}`, options);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * write: applies a comparison to disk, all files or none. Changed and missing files are written,
 * left-over ones removed, unchanged ones never touched (their times neither).
 *
 * Phase 1 writes every new content to a temporary sibling; a failure removes the temporaries and
 * nothing else has changed. Phase 2 moves each file to be replaced or removed aside to a backup
 * sibling, then renames the temporaries into place; a failure renames the backups back and removes
 * what was put in. Only then are the backups removed. Siblings live in the same folder, so every
 * move is one rename on one file system. A run killed part-way leaves `.felan-*` siblings, which the
 * next gen finds as left-over files and removes.
 */
export async function writeOutput(
  fs: FileSystemHost,
  dir: string,
  comparison: readonly FileComparison[],
): Promise<FileComparison[]> {
  const touched = comparison.filter((entry) => entry.status !== 'unchanged');
  if (touched.length === 0) return [];
  const hadFolder = (await fs.listFiles(dir)) !== undefined;
  const token = `${process.pid}-${Date.now().toString(36)}`;
  const target = (entry: FileComparison) => `${dir}/${entry.path}`;
  const temporary = (entry: FileComparison) => `${dir}/${entry.path}.felan-new-${token}`;
  const backup = (entry: FileComparison) => `${dir}/${entry.path}.felan-old-${token}`;
  const writes = touched.filter((entry) => entry.status === 'changed' || entry.status === 'missing');
  const asides = touched.filter((entry) => entry.status === 'changed' || entry.status === 'left-over');

  const written: FileComparison[] = [];
  const movedAside: FileComparison[] = [];
  const installed: FileComparison[] = [];
  const rollBack = async (): Promise<boolean> => {
    let restored = true;
    const attempt = async (step: () => Promise<void>) => {
      try {
        await step();
      } catch {
        restored = false;
      }
    };
    for (const entry of installed) if (entry.status === 'missing') await attempt(() => fs.remove(target(entry)));
    for (const entry of movedAside) await attempt(() => fs.rename(backup(entry), target(entry)));
    for (const entry of written) if (!installed.includes(entry)) await attempt(() => fs.remove(temporary(entry)));
    await attempt(() => fs.removeEmptyFolders(dir, !hadFolder));
    return restored;
  };
  const fail = async (path: string, error: unknown): Promise<never> => {
    throw new OutputWriteError(path, reasonOf(error), await rollBack(), { cause: error });
  };

  for (const entry of writes) {
    try {
      await fs.writeText(temporary(entry), entry.expected!);
    } catch (error) {
      await fs.remove(temporary(entry)).catch(() => undefined);
      return fail(target(entry), error);
    }
    written.push(entry);
  }
  for (const entry of asides) {
    try {
      await fs.rename(target(entry), backup(entry));
    } catch (error) {
      return fail(target(entry), error);
    }
    movedAside.push(entry);
  }
  for (const entry of writes) {
    try {
      await fs.rename(temporary(entry), target(entry));
    } catch (error) {
      return fail(target(entry), error);
    }
    installed.push(entry);
  }

  // Every file is in place: what remains is clean-up, whose failure leaves the package whole.
  for (const entry of asides) await fs.remove(backup(entry)).catch(() => undefined);
  // A left-over file may have been the last one in its folder: leave no empty folder behind.
  if (touched.some((entry) => entry.status === 'left-over')) await fs.removeEmptyFolders(dir);
  return touched;
}
