import type { EmittedFile } from '../host/emitted-file.ts';
import type { FileSystemHost } from '../host/file-system.ts';

/** Not golden: dist/ is built from the golden sources by the pinned compiler; node_modules/ is never ours. */
export const NOT_GOLDEN = ['dist/', 'node_modules/'] as const;

export type FileStatus = 'unchanged' | 'changed' | 'missing' | 'left-over';

export interface FileComparison {
  readonly path: string;
  readonly status: FileStatus;
  /** What is on disk now (undefined when missing). */
  readonly actual?: string;
  /** What the spec produces (undefined when left over). */
  readonly expected?: string;
}

/**
 * Compares what the pipeline produced with a package folder on disk: every expected file is
 * unchanged, changed or missing; every other file under the folder, outside `ignore`, is left over.
 */
export async function compareOutput(
  fs: FileSystemHost,
  dir: string,
  files: readonly EmittedFile[],
  ignore: readonly string[],
): Promise<FileComparison[]> {
  const onDisk = ((await fs.listFiles(dir)) ?? []).filter((path) => !ignore.some((prefix) => path.startsWith(prefix)));
  const expected = new Map(files.map((file) => [file.path, file.content]));
  const result: FileComparison[] = [];
  for (const [path, content] of expected) {
    if (!onDisk.includes(path)) {
      result.push({ path, status: 'missing', expected: content });
      continue;
    }
    const actual = await fs.readText(`${dir}/${path}`);
    result.push({ path, status: actual === content ? 'unchanged' : 'changed', actual, expected: content });
  }
  for (const path of onDisk) {
    if (!expected.has(path)) result.push({ path, status: 'left-over', actual: await fs.readText(`${dir}/${path}`) });
  }
  return result.sort((a, b) => (a.path < b.path ? -1 : 1));
}
