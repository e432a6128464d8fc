/**
 * Where a `git:` baseline's spec sits in the repository: at its top, given as `./`, or in a folder
 * whose name holds a character Windows reads as a separator.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../generator/diff/contract-source.ts';
import { nodeFileSystem } from '../../../generator/host/node-file-system.ts';
import { ROOT } from '../../support/cli-process.ts';
import { git, gitSandbox, initRepository, readTree } from './support/git-fixture.ts';

const sandbox = gitSandbox('felan-git-paths-test-');
beforeAll(() => sandbox.setUp());
afterAll(() => sandbox.tearDown());

/** A repository whose one commit holds `files` (path → text). */
function repositoryOf(files: Record<string, string>): string {
  const dir = initRepository(sandbox.fresh('repository'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'the spec');
  return dir;
}

const TOP = { 'protocol.yaml': 'description: At the top.\n', 'types/thing.yaml': 'thing: 1\n' };

describe('git: a spec at the top of its repository', () => {
  it('rule: git:HEAD:./ names the whole tree (git refuses the empty pathspec ./ leaves)', async () => {
    const dir = repositoryOf(TOP);
    expect(await readTree(dir, 'HEAD', { path: './', workingSpec: 'elsewhere' })).toEqual({
      files: { 'HEAD:./protocol.yaml': TOP['protocol.yaml'], 'HEAD:./types/thing.yaml': TOP['types/thing.yaml'] },
      root: 'HEAD:.',
      problems: [],
    });
  });

  it("rule: a working spec that is the repository's top folder is read from that repository, not its parent's", async () => {
    const dir = repositoryOf(TOP);
    expect(await readTree(dir, 'HEAD', { workingSpec: '.' })).toEqual({
      files: { 'HEAD:./protocol.yaml': TOP['protocol.yaml'], 'HEAD:./types/thing.yaml': TOP['types/thing.yaml'] },
      root: 'HEAD:.',
      problems: [],
    });
  });
});

describe('git: a whole spec at the top of its repository', () => {
  it('rule: git:HEAD loads a spec whose folder is the repository itself (--spec . in a clone), its files named HEAD:./<file>', async () => {
    const dir = initRepository(sandbox.fresh('spec-at-top'));
    cpSync(join(ROOT, 'test/fixtures/specs/minimal'), dir, { recursive: true });
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'the spec');
    const [contract, problems] = await loadContract(nodeFileSystem, 'git:HEAD', dir);
    expect(problems).toEqual([]);
    expect(contract?.spec.protocol.name).toBe('ping-protocol');
  });
});

describe('git: folder names', () => {
  it.runIf(process.platform !== 'win32')(
    "rule: on POSIX a backslash is part of a folder's name, not a separator",
    async () => {
      const dir = repositoryOf({ 'we\\ird/spec/protocol.yaml': 'description: Odd folder.\n' });
      expect(await readTree(dir, 'HEAD', { workingSpec: 'we\\ird/spec' })).toEqual({
        files: { 'HEAD:we\\ird/spec/protocol.yaml': 'description: Odd folder.\n' },
        root: 'HEAD:we\\ird/spec',
        problems: [],
      });
    },
  );
});
