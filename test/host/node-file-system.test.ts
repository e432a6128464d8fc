/**
 * nodeFileSystem.listFiles names files relative to the folder however the folder is spelled: `gen`,
 * `check` and `diff` take paths as users type them (`.`, `./out`, `out/`, absolute), and a listing
 * that cut the wrong number of characters made `check --out .` read files that do not exist.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'felan-list-'));
  await mkdir(join(root, 'a/b'), { recursive: true });
  await writeFile(join(root, 'top.txt'), '');
  await writeFile(join(root, 'a/b/deep.txt'), '');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('nodeFileSystem.listFiles', () => {
  it('gives the same relative paths for every spelling of the folder', async () => {
    const fromCwd = relative(process.cwd(), root);
    for (const spelling of [root, `${root}/`, fromCwd, `./${fromCwd}`, `${fromCwd}/`, `${fromCwd}/a/..`]) {
      expect(await nodeFileSystem.listFiles(spelling), spelling).toEqual(['a/b/deep.txt', 'top.txt']);
    }
  });
});
