import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileSystemHost } from './file-system.ts';

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export const nodeFileSystem: FileSystemHost = {
  async listFiles(dir) {
    if (!(await isDirectory(dir))) return undefined;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length).replace(/\\/g, '/').replace(/^\/+/, ''))
      .sort();
  },
  readText(path) {
    return readFile(path, 'utf8');
  },
  async writeText(path, text) {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, text, 'utf8');
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  },
  async remove(path) {
    await rm(path, { force: true });
  },
};
