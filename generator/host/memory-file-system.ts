import type { FileSystemHost } from './file-system.ts';

/** An in-memory tree keyed by '/'-separated path: what tests hand to the pipeline instead of the disk. */
export class MemoryFileSystem implements FileSystemHost {
  readonly files = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [path, text] of Object.entries(initial)) this.files.set(path, text);
  }

  async listFiles(dir: string): Promise<string[] | undefined> {
    const prefix = dir.replace(/\/+$/, '') + '/';
    const found = [...this.files.keys()].filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
    return found.length === 0 ? undefined : found.sort();
  }

  async readText(path: string): Promise<string> {
    const text = this.files.get(path);
    if (text === undefined) throw new Error(`ENOENT: no such file ${path}`);
    return text;
  }

  async writeText(path: string, text: string): Promise<void> {
    this.files.set(path, text);
  }

  async remove(path: string): Promise<void> {
    this.files.delete(path);
  }

  /** Folders exist here only through the files in them: there is never an empty one to remove. */
  async removeEmptyFolders(): Promise<void> {}
}
