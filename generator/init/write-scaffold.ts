import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ScaffoldFile } from './render-scaffold.ts';
import { OutputWriteError } from '../write/write-output.ts';

/** The disk operations init needs; tests wrap the real ones to make one fail. */
export interface ScaffoldDisk {
  /** What `path` is, following symbolic links (a dangling one is 'other'); undefined when nothing is there. */
  kind(path: string): Promise<'folder' | 'other' | undefined>;
  /** The names in a folder. */
  list(path: string): Promise<string[]>;
  /** Creates a folder and its missing parents; returns the first folder it created, if any. */
  makeFolders(path: string): Promise<string | undefined>;
  /** A new, empty, uniquely named folder: `prefix` plus random characters. */
  makeTemporaryFolder(prefix: string): Promise<string>;
  /** Creates a file; fails (EEXIST) rather than replace one that exists. */
  writeNew(path: string, text: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  removeFile(path: string): Promise<void>;
  removeEmptyFolder(path: string): Promise<void>;
  /** Removes a folder this run created, with everything in it. */
  removeTree(path: string): Promise<void>;
}

export const nodeScaffoldDisk: ScaffoldDisk = {
  async kind(path) {
    try {
      return (await stat(path)).isDirectory() ? 'folder' : 'other';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // Nothing to follow to, but a dangling symbolic link is still something a rename would replace.
    try {
      await lstat(path);
      return 'other';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  },
  list: (path) => readdir(path),
  makeFolders: (path) => mkdir(path, { recursive: true }),
  // Not mkdtemp: its folder is private (0700), and this one becomes the author's spec folder.
  makeTemporaryFolder: async (prefix) => {
    const path = prefix + randomBytes(6).toString('hex');
    await mkdir(path);
    return path;
  },
  writeNew: (path, text) => writeFile(path, text, { flag: 'wx' }),
  rename: (from, to) => rename(from, to),
  removeFile: (path) => unlink(path),
  removeEmptyFolder: (path) => rmdir(path),
  removeTree: (path) => rm(path, { recursive: true, force: true }),
};

/** `EACCES (open)` for a system error, its message for anything else. */
export function describeFailure(error: unknown): string {
  const system = error as NodeJS.ErrnoException;
  if (error instanceof Error && typeof system.code === 'string' && typeof system.syscall === 'string')
    return `${system.code} (${system.syscall})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Writes the files into `target`, all or none. A missing target is built as a temporary sibling
 * folder and renamed into place in one step, so it appears whole or not at all, even if the run is
 * killed. An existing folder (checked by the caller to be empty, or --force) gets each file created
 * exclusively — an existing file is never replaced — and a failure removes every file and folder
 * this run created. Returns nothing: the caller already knows the paths.
 */
export async function writeScaffold(
  target: string,
  files: readonly ScaffoldFile[],
  disk: ScaffoldDisk = nodeScaffoldDisk,
): Promise<void> {
  if ((await disk.kind(target)) === undefined) await writeNewFolder(target, files, disk);
  else await addToFolder(target, files, disk);
}

async function writeNewFolder(target: string, files: readonly ScaffoldFile[], disk: ScaffoldDisk): Promise<void> {
  let createdParent: string | undefined;
  let staging: string | undefined;
  /** The path a failure is reported at: as the user will know it, not the temporary folder's. */
  let shown = dirname(target);
  try {
    createdParent = await disk.makeFolders(shown);
    staging = await disk.makeTemporaryFolder(join(dirname(target), `.${basename(target)}.init-`));
    for (const file of files) {
      shown = join(target, file.path);
      const path = join(staging, file.path);
      await disk.makeFolders(dirname(path));
      await disk.writeNew(path, file.content);
    }
    shown = target;
    await disk.rename(staging, target);
  } catch (error) {
    let restored = true;
    for (const folder of [staging, createdParent]) {
      if (folder === undefined) continue;
      try {
        await disk.removeTree(folder);
      } catch {
        restored = false;
      }
    }
    throw new OutputWriteError(shown, describeFailure(error), restored, { cause: error });
  }
}

async function addToFolder(target: string, files: readonly ScaffoldFile[], disk: ScaffoldDisk): Promise<void> {
  const createdFiles: string[] = [];
  const createdFolders: string[] = [];
  let at = target;
  try {
    for (const file of files) {
      at = join(target, file.path);
      const folder = await disk.makeFolders(dirname(at));
      // makeFolders names only the top folder it made; the ones under it, down to the file's, are new too.
      for (let made = dirname(at); folder !== undefined && made.length >= folder.length; made = dirname(made))
        createdFolders.push(made);
      await disk.writeNew(at, file.content);
      createdFiles.push(at);
    }
  } catch (error) {
    let restored = true;
    const undo = async (step: () => Promise<void>) => {
      try {
        await step();
      } catch {
        restored = false;
      }
    };
    for (const path of createdFiles.reverse()) await undo(() => disk.removeFile(path));
    // Deepest first: a folder is empty only once the folders inside it are gone.
    for (const path of [...createdFolders].sort((a, b) => b.length - a.length))
      await undo(() => disk.removeEmptyFolder(path));
    throw new OutputWriteError(at, describeFailure(error), restored, { cause: error });
  }
}
