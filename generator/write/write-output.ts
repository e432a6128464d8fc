import type { FileSystemHost } from '../host/file-system.ts';
import type { FileComparison } from './compare-output.ts';

/**
 * write: applies a comparison to disk: writes changed and missing files (each replaced whole through
 * a temporary file), removes left-over ones, and leaves unchanged files untouched (their times too).
 * Everything written was computed before the first write, so a failure cannot leave a mix of runs.
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
  return touched;
}
