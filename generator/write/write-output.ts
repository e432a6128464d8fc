import type { FileSystemHost } from '../host/file-system.ts';
import type { FileComparison } from './compare-output.ts';

/**
 * write: applies a comparison to disk: writes changed and missing files (each replaced whole through
 * a temporary file), removes left-over ones, and leaves unchanged files untouched (their times too).
 * Everything written was computed, built and checked before the first write, so a bad spec or a
 * failed build never touches the disk; only an I/O failure part-way (disk full) can leave some files
 * from this run beside some from the last, each file still whole, and the next gen completes it.
 */
export async function writeOutput(fs: FileSystemHost, dir: string, comparison: readonly FileComparison[]): Promise<FileComparison[]> {
  const touched: FileComparison[] = [];
  for (const entry of comparison) {
    if (entry.status === 'changed' || entry.status === 'missing') {
      await fs.writeText(`${dir}/${entry.path}`, entry.expected!);
      touched.push(entry);
    } else if (entry.status === 'left-over') {
      await fs.remove(`${dir}/${entry.path}`);
      touched.push(entry);
    }
  }
  // A left-over file may have been the last one in its folder: leave no empty folder behind.
  if (touched.some((entry) => entry.status === 'left-over')) await fs.removeEmptyFolders(dir);
  return touched;
}
