/**
 * `felan-protocol build <package-dir>`: dist/ from a package's committed sources by gen's own build,
 * which npm's `prepare` runs, so a clean install ships the bytes gen writes.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compilePackage } from '../../generator/build/compile-package.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { ROOT, runCli, STACK_TRACE, temporaryFolders } from '../support/cli-process.ts';

const PACKAGE = join(ROOT, 'generated/session-protocol');
const folders = temporaryFolders('felan-build-test-');
afterAll(() => folders.remove());

describe('felan-protocol build', () => {
  it('rule: dist/ becomes exactly what gen builds from the same sources, and a file the build does not make is removed', async () => {
    const dir = folders.fresh('package');
    cpSync(join(PACKAGE, 'src'), join(dir, 'src'), { recursive: true });
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'stale.js'), 'export {};\n');
    const run = await runCli(['build', dir]);
    expect(run.code, run.output).toBe(0);
    const paths = ((await nodeFileSystem.listFiles(join(dir, 'src'))) ?? []).sort();
    const sources = paths.map((path) => ({
      path: `src/${path}`,
      content: readFileSync(join(dir, 'src', path), 'utf8'),
    }));
    const expected = compilePackage(sources, { typeCheck: false });
    for (const file of expected) expect(readFileSync(join(dir, file.path), 'utf8'), file.path).toBe(file.content);
    expect(existsSync(join(dir, 'dist', 'stale.js'))).toBe(false);
    expect(((await nodeFileSystem.listFiles(join(dir, 'dist'))) ?? []).length).toBe(expected.length);
  });

  it('rule: a folder without sources is bad input (exit 2) that says what to do, with no stack trace and nothing written', async () => {
    const dir = folders.fresh('empty');
    const run = await runCli(['build', dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no TypeScript sources under src/');
    expect(run.output).not.toMatch(STACK_TRACE);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
