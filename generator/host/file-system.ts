/**
 * All file I/O of the toolchain goes through this interface, so tests can run every stage
 * against an in-memory tree and the CLI against the real disk.
 */
export interface FileSystemHost {
  /** Paths of all files under `dir`, relative to it, '/'-separated, sorted; undefined when `dir` is not a folder. */
  listFiles(dir: string): Promise<string[] | undefined>;
  /**
   * The files of a spec folder that `isSpecFile` accepts (by relative path), following symbolic links
   * that stay inside the folder, as buf and tsc follow them. A link that cannot be followed is listed
   * with why, when it leads to a folder or its own name is a spec file's. Undefined when `dir` is not a folder.
   */
  listSpecFiles(dir: string, isSpecFile: (path: string) => boolean): Promise<SpecListing | undefined>;
  readText(path: string): Promise<string>;
  /** The file's bytes as stored: the spec loader decodes them itself, to report invalid UTF-8 where it is. */
  readBytes(path: string): Promise<Uint8Array>;
  /** Replaces `path` whole or not at all (write to a temporary file, then rename); creates its folders. */
  writeText(path: string, text: string): Promise<void>;
  /** Moves a file, replacing `to` if it exists (one atomic rename on the disk). */
  rename(from: string, to: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** Removes every empty folder under `dir`, deepest first; `dir` itself too when `includeSelf` and it ends up empty. */
  removeEmptyFolders(dir: string, includeSelf?: boolean): Promise<void>;
}

/** Why a symbolic link in a spec folder is not followed. */
export type SpecLinkProblem = 'loop' | 'outside' | 'dangling';

export interface SpecListing {
  /** Relative, '/'-separated, sorted; a file reached twice (through a link) is listed once, under its first path. */
  readonly files: readonly string[];
  readonly links: readonly { readonly path: string; readonly problem: SpecLinkProblem; readonly target: string }[];
}
