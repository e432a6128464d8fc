import type { FileSystemHost, SpecListing } from './file-system.ts';

/** An in-memory tree keyed by '/'-separated path: what tests hand to the pipeline instead of the disk. */
export class MemoryFileSystem implements FileSystemHost {
  readonly files = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [path, text] of Object.entries(initial)) this.files.set(path, text);
  }

  async listFiles(dir: string): Promise<string[] | undefined> {
    const prefix = dir.replace(/\/+$/, '') + '/';
    const found = [...this.files.keys()]
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length));
    return found.length === 0 ? undefined : found.sort();
  }

  /** There are no links in memory: the listing is listFiles' answer, filtered. */
  async listSpecFiles(dir: string, isSpecFile: (path: string) => boolean): Promise<SpecListing | undefined> {
    const files = await this.listFiles(dir);
    return files === undefined ? undefined : { files: files.filter(isSpecFile), links: [] };
  }

  async readText(path: string): Promise<string> {
    const text = this.files.get(path);
    if (text === undefined) throw new Error(`ENOENT: no such file ${path}`);
    return text;
  }

  async readBytes(path: string): Promise<Uint8Array> {
    return new TextEncoder().encode(await this.readText(path));
  }

  async writeText(path: string, text: string): Promise<void> {
    this.files.set(path, text);
  }

  async rename(from: string, to: string): Promise<void> {
    const text = await this.readText(from);
    this.files.delete(from);
    this.files.set(to, text);
  }

  async remove(path: string): Promise<void> {
    this.files.delete(path);
  }

  /** Folders exist here only through the files in them: there is never an empty one to remove. */
  async removeEmptyFolders(): Promise<void> {}
}
