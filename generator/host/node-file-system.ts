import { mkdir, readdir, readFile, readlink, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { FileSystemHost } from './file-system.ts';
import { listSpecTree } from './spec-tree.ts';

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
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replace(/\\/g, '/'))
      .sort();
  },
  async listSpecFiles(dir, isSpecFile) {
    if (!(await isDirectory(dir))) return undefined;
    return listSpecTree(dir, isSpecFile, {
      readdir: (path) => readdir(path, { withFileTypes: true }),
      readlink,
      realpath,
      stat,
      separator: sep,
    });
  },
  readText(path) {
    return readFile(path, 'utf8');
  },
  async readBytes(path) {
    return new Uint8Array(await readFile(path));
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
  async rename(from, to) {
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
  },
  async remove(path) {
    await rm(path, { force: true });
  },
  async removeEmptyFolders(dir, includeSelf = false) {
    if (!(await isDirectory(dir))) return;
    const folders = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort((a, b) => b.length - a.length); // deepest first, so a parent empties after its children
    if (includeSelf) folders.push(dir);
    for (const folder of folders) {
      if ((await readdir(folder)).length === 0) await rmdir(folder);
    }
  },
};
