/**
 * gen writes the package all or none: a bad spec or an I/O failure at any step leaves the output
 * folder exactly as it was (contents, folders, modification times), and a run with no failure leaves
 * exactly what compareOutput asked for.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileSystemHost } from '../../generator/host/file-system.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareOutput } from '../../generator/write/compare-output.ts';
import { OutputWriteError, writeOutput } from '../../generator/write/write-output.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(REPO, 'bin/felan-protocol.js');
const MINIMAL = join(REPO, 'test/fixtures/specs/minimal');
const BAD_CASE = join(REPO, 'test/fixtures/bad-specs/redos-exponential');

const folders: string[] = [];
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function temporaryFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'felan-gen-atomic-'));
  folders.push(dir);
  return dir;
}

/**
 * What all-or-none promises about a folder: which files and folders exist, each file's bytes and
 * modification time. A folder's own time is left out: any attempt to write into it changes it.
 */
async function snapshot(dir: string): Promise<Record<string, string> | 'absent'> {
  const found: Record<string, string> = {};
  try {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      const { mtimeMs } = await stat(path);
      found[path.slice(dir.length)] = entry.isDirectory() ? 'folder' : `${await readFile(path, 'utf8')} @${mtimeMs}`;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
  return found;
}

/** An output folder as a previous gen left it: one file to change, one to keep, two left over (one alone in its folder). */
const BEFORE = { 'a.txt': 'old a\n', 'b/c.txt': 'same c\n', 'd.txt': 'left over d\n', 'e/f.txt': 'left over f\n' };
/** What this run produces: a changed, b/c unchanged, two new files (one in a new folder). */
const PRODUCED = [
  { path: 'a.txt', content: 'new a\n' },
  { path: 'b/c.txt', content: 'same c\n' },
  { path: 'g/h.txt', content: 'new h\n' },
  { path: 'i.txt', content: 'new i\n' },
];

async function layOut(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
    await utimes(join(dir, path), 1_000_000, 1_000_000); // a time no write of this run can produce
  }
}

type Operation = 'writeText' | 'rename';
/** The host, except that the k-th call of `operation` throws as a full disk would. */
function failingOn(host: FileSystemHost, operation: Operation, k: number): FileSystemHost & { calls: () => number } {
  let count = 0;
  const maybeFail = async (a: string, b: string, run: () => Promise<void>) => {
    if (++count === k)
      throw Object.assign(new Error(`ENOSPC: no space left on device, ${operation} '${a}' -> '${b.slice(0, 20)}'`), {
        code: 'ENOSPC',
      });
    return run();
  };
  return {
    calls: () => count,
    listFiles: (dir) => host.listFiles(dir),
    listSpecFiles: (dir, isSpecFile) => host.listSpecFiles(dir, isSpecFile),
    readText: (path) => host.readText(path),
    readBytes: (path) => host.readBytes(path),
    writeText: (path, text) =>
      operation === 'writeText' ? maybeFail(path, text, () => host.writeText(path, text)) : host.writeText(path, text),
    rename: (from, to) =>
      operation === 'rename' ? maybeFail(from, to, () => host.rename(from, to)) : host.rename(from, to),
    remove: (path) => host.remove(path),
    removeEmptyFolders: (dir, includeSelf) => host.removeEmptyFolders(dir, includeSelf),
  };
}

describe('writeOutput on the disk', () => {
  it('rule: with no failure the folder ends as compareOutput asked (all unchanged, nothing left over), unchanged files untouched', async () => {
    const dir = await temporaryFolder();
    await layOut(dir, BEFORE);
    const unchangedTime = (await stat(join(dir, 'b/c.txt'))).mtimeMs;
    const touched = await writeOutput(nodeFileSystem, dir, await compareOutput(nodeFileSystem, dir, PRODUCED, []));
    expect(touched.map((entry) => `${entry.status} ${entry.path}`)).toEqual([
      'changed a.txt',
      'left-over d.txt',
      'left-over e/f.txt',
      'missing g/h.txt',
      'missing i.txt',
    ]);
    const after = await compareOutput(nodeFileSystem, dir, PRODUCED, []);
    expect(after.map((entry) => `${entry.status} ${entry.path}`)).toEqual(
      PRODUCED.map((file) => `unchanged ${file.path}`),
    );
    expect((await stat(join(dir, 'b/c.txt'))).mtimeMs).toBe(unchangedTime);
    expect(Object.keys(await snapshot(dir)).sort()).toEqual(['/a.txt', '/b', '/b/c.txt', '/g', '/g/h.txt', '/i.txt']);
  });

  // 3 temporaries written (phase 1); 3 files moved aside and 3 moved in (phase 2).
  const steps: [Operation, number][] = [
    ...[1, 2, 3].map((k) => ['writeText', k] as [Operation, number]),
    ...[1, 2, 3, 4, 5, 6].map((k) => ['rename', k] as [Operation, number]),
  ];

  it.each(steps)(
    'rule: a failure at %s call %i leaves the folder exactly as before (all or none)',
    async (operation, k) => {
      const dir = await temporaryFolder();
      await layOut(dir, BEFORE);
      const before = await snapshot(dir);
      const host = failingOn(nodeFileSystem, operation, k);
      const comparison = await compareOutput(nodeFileSystem, dir, PRODUCED, []);
      const error = await writeOutput(host, dir, comparison).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(host.calls(), 'the failure was injected').toBeGreaterThanOrEqual(k);
      expect(error).toBeInstanceOf(OutputWriteError);
      expect((error as OutputWriteError).restored).toBe(true);
      expect((error as OutputWriteError).message).toContain(`cannot write ${dir}/`);
      expect(await snapshot(dir)).toEqual(before);
    },
  );

  it.each([1, 2])(
    'rule: into a folder that did not exist, a failure at write %i leaves no folder behind',
    async (k) => {
      const dir = join(await temporaryFolder(), 'package');
      const comparison = await compareOutput(nodeFileSystem, dir, PRODUCED, []);
      await expect(writeOutput(failingOn(nodeFileSystem, 'writeText', k), dir, comparison)).rejects.toBeInstanceOf(
        OutputWriteError,
      );
      expect(await snapshot(dir)).toBe('absent');
    },
  );

  it('rule: the last rename failing too is the worst case: still every original back, every new file gone', async () => {
    const dir = await temporaryFolder();
    await layOut(dir, BEFORE);
    const before = await snapshot(dir);
    const comparison = await compareOutput(nodeFileSystem, dir, PRODUCED, []);
    await expect(writeOutput(failingOn(nodeFileSystem, 'rename', 6), dir, comparison)).rejects.toThrow(/ENOSPC/);
    expect(await snapshot(dir)).toEqual(before);
  });
});

describe('writeOutput in memory', () => {
  it.each([1, 2, 3, 4, 5, 6])('rule: the in-memory host rolls back as the disk does (rename %i fails)', async (k) => {
    const initial = Object.fromEntries(Object.entries(BEFORE).map(([path, text]) => [`/out/${path}`, text]));
    const memory = new MemoryFileSystem(initial);
    const comparison = await compareOutput(memory, '/out', PRODUCED, []);
    await expect(writeOutput(failingOn(memory, 'rename', k), '/out', comparison)).rejects.toBeInstanceOf(
      OutputWriteError,
    );
    expect(Object.fromEntries(memory.files)).toEqual(initial);
  });
});

function gen(spec: string, out: string) {
  const { FELAN_DEBUG: _, ...env } = process.env;
  const run = spawnSync(process.execPath, [CLI, 'gen', '--spec', spec, '--out', out], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...env, NO_COLOR: '1' },
    timeout: 300_000,
  });
  return { status: run.status, stderr: run.stderr, output: `${run.stdout}\n${run.stderr}` };
}

async function badSpecFolder(): Promise<string> {
  const spec = join(await temporaryFolder(), 'spec');
  await mkdir(spec);
  for (const dir of [MINIMAL, BAD_CASE]) {
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.yaml')))
      await writeFile(join(spec, name), readFileSync(join(dir, name)));
  }
  return spec;
}

describe('felan-protocol gen', () => {
  it('rule: a bad spec leaves an existing output folder byte-identical (times too) and exits 2', async () => {
    const spec = await badSpecFolder();
    const out = await temporaryFolder();
    await layOut(join(out, 'ping-protocol'), BEFORE);
    const before = await snapshot(out);
    const run = gen(spec, out);
    expect(run.status, run.output).toBe(2);
    expect(run.stderr).toContain('pattern-redos');
    expect(await snapshot(out)).toEqual(before);
  });

  it('rule: a bad spec creates nothing where there was no output folder', async () => {
    const spec = await badSpecFolder();
    const out = join(await temporaryFolder(), 'generated');
    const run = gen(spec, out);
    expect(run.status, run.output).toBe(2);
    expect(await snapshot(out)).toBe('absent');
  });

  it('rule: an output path that is a file is output-write-failed naming it, exit 2, no stack trace', async () => {
    const out = join(await temporaryFolder(), 'not-a-folder');
    await writeFile(out, 'a file\n');
    const run = gen(MINIMAL, out);
    expect(run.status, run.output).toBe(2);
    expect(run.stderr).toMatch(/output-write-failed {2}cannot write into \S*not-a-folder\/ping-protocol: .*ENOTDIR/);
    expect(run.stderr).toContain('nothing was changed');
    expect(run.output).not.toMatch(/^ {4}at /m);
    expect(run.output).not.toContain('internal error');
    expect(await readFile(out, 'utf8')).toBe('a file\n');
  });
});
