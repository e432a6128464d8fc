/**
 * All file I/O of the toolchain goes through this interface, so tests can run every stage
 * against an in-memory tree and the CLI against the real disk.
 */
export interface FileSystemHost {
  /** Paths of all files under `dir`, relative to it, '/'-separated, sorted; undefined when `dir` is not a folder. */
  listFiles(dir: string): Promise<string[] | undefined>;
  readText(path: string): Promise<string>;
  /** Replaces `path` whole or not at all (write to a temporary file, then rename). */
  writeText(path: string, text: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** Removes every empty folder under `dir` (not `dir` itself), deepest first. */
  removeEmptyFolders(dir: string): Promise<void>;
}
