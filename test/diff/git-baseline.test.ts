/**
 * `git:` baselines in a shallow clone, as CI checks one out: a repository of a few commits of the
 * minimal spec (each with another protocol description), cloned with `--depth 1` over file:// (no
 * network), then read in-process with loadContract and once through the CLI. Each test takes a fresh
 * clone, since fetching changes what the clone holds.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../generator/diff/contract-source.ts';
import type { Diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { ROOT, spawnNode, STACK_TRACE, temporaryFolders } from '../support/cli-process.ts';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
const DESCRIPTION = 'description: The smallest spec that exercises every emitter.';

/** Environment without git's redirections (GIT_DIR & co., set inside a git hook), which would point every call elsewhere. */
const cleanEnv = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('GIT_') && entry[1] !== undefined,
    ),
  );

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

const folders = temporaryFolders('felan-git-baseline-test-');
/** The loader runs git in this process: hide a hook's GIT_DIR from it for the duration, as the CLI tests do for the child. */
const savedGitEnv: Record<string, string | undefined> = {};

/** main: commits 1 (tag v0.1.0, annotated), 2 (tag v0.2.0), 3; feature: commit 4 on top of 3. */
let origin: string;
const commit: Record<1 | 2 | 3 | 4, string> = { 1: '', 2: '', 3: '', 4: '' };

beforeAll(() => {
  for (const key of Object.keys(process.env).filter((name) => name.startsWith('GIT_'))) {
    savedGitEnv[key] = process.env[key];
    delete process.env[key];
  }
  origin = folders.fresh('origin');
  git(origin, 'init', '-q');
  git(origin, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  const config = {
    'user.name': 'Baseline Test',
    'user.email': 'baseline-test@example.invalid',
    'commit.gpgsign': 'false',
    'tag.gpgsign': 'false',
  };
  for (const [key, value] of Object.entries(config)) git(origin, 'config', key, value);
  cpSync(MINIMAL, join(origin, 'spec'), { recursive: true });
  const describeAs = (n: number) => {
    const file = join(origin, 'spec/protocol.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/description: .*/, `description: Commit ${n}.`));
  };
  expect(readFileSync(join(MINIMAL, 'protocol.yaml'), 'utf8')).toContain(DESCRIPTION);
  for (const n of [1, 2, 3] as const) {
    describeAs(n);
    git(origin, 'add', '.');
    git(origin, 'commit', '-q', '-m', `commit ${n}`);
    commit[n] = git(origin, 'rev-parse', 'HEAD');
    if (n === 1) git(origin, 'tag', '-a', 'v0.1.0', '-m', 'release 0.1.0');
    if (n === 2) git(origin, 'tag', 'v0.2.0');
  }
  git(origin, 'checkout', '-q', '-b', 'feature');
  describeAs(4);
  git(origin, 'commit', '-q', '-a', '-m', 'commit 4');
  commit[4] = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
});

afterAll(() => {
  folders.remove();
  Object.assign(process.env, savedGitEnv);
});

/** A CI checkout of the feature branch: `git clone --depth 1`, so it holds commit 4 only. */
function shallowClone(label: string, ...extra: string[]): string {
  const clone = join(folders.fresh(label), 'clone');
  git(dirname(clone), 'clone', '-q', '--depth', '1', '--branch', 'feature', ...extra, `file://${origin}`, clone);
  expect(git(clone, 'rev-parse', '--is-shallow-repository')).toBe('true');
  return clone;
}

async function load(clone: string, source: string, options: { fetch?: boolean } = {}) {
  const [contract, problems] = await loadContract(nodeFileSystem, source, join(clone, 'spec'), undefined, options);
  return { description: contract?.spec.protocol.description, problems: problems.map(show) };
}

const show = (d: Diagnostic) => `${d.code}${d.severity === 'warning' ? ' (warning)' : ''}: ${d.message}`;

/** Fetching adds objects and refs only: the checkout, its branch and its working tree stay as they were. */
function expectUntouched(clone: string): void {
  expect(git(clone, 'rev-parse', 'HEAD')).toBe(commit[4]);
  expect(git(clone, 'branch', '--format=%(refname)')).toBe('refs/heads/feature');
  expect(git(clone, 'status', '--porcelain')).toBe('');
}

describe('git: baselines in a shallow clone are fetched', () => {
  it('rule: a full commit id is fetched at depth 1', async () => {
    const clone = shallowClone('commit-id');
    const loaded = await load(clone, `git:${commit[1]}`);
    expect(loaded).toEqual({
      description: 'Commit 1.',
      problems: [
        `git-revision-fetched (warning): git revision ${commit[1]} was not in this clone: fetched it with \`git fetch --depth=1 --no-tags origin ${commit[1]}\``,
      ],
    });
    expectUntouched(clone);
    expect(git(clone, 'rev-parse', '--is-shallow-repository')).toBe('true');
  });

  it('rule: origin/<branch> is fetched into its remote-tracking ref, and read from there afterwards', async () => {
    const clone = shallowClone('remote-branch');
    expect(await load(clone, 'git:origin/main')).toEqual({
      description: 'Commit 3.',
      problems: [
        'git-revision-fetched (warning): git revision origin/main was not in this clone: fetched it with `git fetch --depth=1 --no-tags origin +refs/heads/main:refs/remotes/origin/main`',
      ],
    });
    expect(git(clone, 'rev-parse', 'refs/remotes/origin/main')).toBe(commit[3]);
    expect(await load(clone, 'git:origin/main')).toEqual({ description: 'Commit 3.', problems: [] });
    expectUntouched(clone);
  });

  it('rule: HEAD~<n> deepens the shallow history from HEAD by n generations', async () => {
    const clone = shallowClone('relative');
    expect(await load(clone, 'git:HEAD~1')).toEqual({
      description: 'Commit 3.',
      problems: [
        `git-revision-fetched (warning): git revision HEAD~1 was not in this clone: fetched it with \`git fetch --deepen=1 --no-tags origin ${commit[4]}\``,
      ],
    });
    expect((await load(clone, 'git:HEAD^^^')).description).toBe('Commit 1.');
    expectUntouched(clone);
  });

  it('rule: <branch>~<n> of a branch the clone lacks fetches the branch n generations deep', async () => {
    const clone = shallowClone('remote-branch-relative');
    expect(await load(clone, 'git:origin/main~1')).toEqual({
      description: 'Commit 2.',
      problems: [
        'git-revision-fetched (warning): git revision origin/main~1 was not in this clone: fetched it with `git fetch --depth=2 --no-tags origin +refs/heads/main:refs/remotes/origin/main`',
      ],
    });
  });

  it('rule: a tag is fetched by itself (no other tag comes along)', async () => {
    const clone = shallowClone('tag');
    expect(await load(clone, 'git:v0.1.0')).toEqual({
      description: 'Commit 1.',
      problems: [
        'git-revision-fetched (warning): git revision v0.1.0 was not in this clone: fetched it with `git fetch --depth=1 --no-tags origin refs/tags/v0.1.0:refs/tags/v0.1.0`',
      ],
    });
    expect(git(clone, 'tag', '--list')).toBe('v0.1.0');
    expectUntouched(clone);
  });

  it('rule: a branch whose tip the clone already holds is read without fetching', async () => {
    // A full clone of the feature branch alone: commit 3 is in its history, origin/main is not a ref of it.
    const clone = join(folders.fresh('full-single-branch'), 'clone');
    git(dirname(clone), 'clone', '-q', '--single-branch', '--branch', 'feature', `file://${origin}`, clone);
    expect(await load(clone, 'git:origin/main')).toEqual({ description: 'Commit 3.', problems: [] });
    expect(git(clone, 'for-each-ref', '--format=%(refname)', 'refs/remotes/origin/main')).toBe('');
  });
});

describe('git: baselines that cannot be fetched name the command to run', () => {
  it('rule: with the remote removed, the error names the remote to add and the exact fetch', async () => {
    const clone = shallowClone('no-remote');
    git(clone, 'remote', 'remove', 'origin');
    const branch = await load(clone, 'git:origin/main');
    expect(branch.description).toBeUndefined();
    expect(branch.problems).toEqual([
      'git-revision-missing: git revision origin/main does not exist here: this clone is shallow and has no remote origin to fetch it from; add it (`git remote add origin <url of the repository>`) and run `git fetch --depth=1 --no-tags origin +refs/heads/main:refs/remotes/origin/main`; in GitHub Actions, actions/checkout with fetch-depth: 0 checks out the whole history instead',
    ]);
    const [relative] = (await load(clone, 'git:HEAD~1')).problems;
    expect(relative).toContain(`run \`git fetch --deepen=1 --no-tags origin ${commit[4]}\``);
    const [tag] = (await load(clone, 'git:v0.1.0')).problems;
    expect(tag).toContain(
      'run `git fetch --depth=1 --no-tags origin refs/tags/v0.1.0:refs/tags/v0.1.0` (a tag) or `git fetch --depth=1 --no-tags origin +refs/heads/v0.1.0:refs/remotes/origin/v0.1.0` (a branch',
    );
  });

  it("rule: a remote that cannot be reached: git-fetch-failed with git's reason and the command", async () => {
    const clone = shallowClone('unreachable');
    git(clone, 'remote', 'set-url', 'origin', `file://${join(origin, 'no-such-repository')}`);
    const [problem] = (await load(clone, `git:${commit[1]}`)).problems;
    expect(problem).toMatch(
      new RegExp(
        `^git-fetch-failed: git revision ${commit[1]} is not in this clone, and fetching it from origin failed \\(.+\\): run \`git fetch --depth=1 --no-tags origin ${commit[1]}\` once origin can be reached; in GitHub Actions, actions/checkout with fetch-depth: 0`,
      ),
    );
    const [branch] = (await load(clone, 'git:origin/main')).problems;
    expect(branch).toContain(
      'git-fetch-failed: git revision origin/main is not in this clone, and fetching it from origin failed (',
    );
    expect(branch).toContain(
      'run `git fetch --depth=1 --no-tags origin +refs/heads/main:refs/remotes/origin/main` once origin can be reached',
    );
  });

  it('rule: with fetching off nothing is fetched, and the error says what to run', async () => {
    const clone = shallowClone('fetch-off');
    expect((await load(clone, `git:${commit[1]}`, { fetch: false })).problems).toEqual([
      `git-revision-missing: git revision ${commit[1]} does not exist here: automatic fetching is off; run \`git fetch --depth=1 --no-tags origin ${commit[1]}\` first; in GitHub Actions, actions/checkout with fetch-depth: 0 checks out the whole history instead`,
    ]);
    expect(() => git(clone, 'cat-file', '-e', `${commit[1]}^{commit}`)).toThrow();
  });

  it('rule: a full history without a remote: the name is reported missing, with no remote to add', async () => {
    expect((await load(origin, 'git:no-such-rev')).problems).toEqual([
      'git-revision-missing: git revision no-such-rev does not exist here: no branch, tag or commit of that name, and this repository has no remote to fetch one from',
    ]);
  });

  it('rule: a branch the remote does not have, an abbreviated commit id, a revision of another form', async () => {
    const clone = shallowClone('unfetchable');
    expect((await load(clone, 'git:origin/no-such-branch')).problems).toEqual([
      'git-revision-missing: git revision origin/no-such-branch does not exist here: remote origin has no branch no-such-branch either',
    ]);
    expect((await load(clone, 'git:no-such-name')).problems).toEqual([
      'git-revision-missing: git revision no-such-name does not exist here: remote origin has no branch or tag of that name either',
    ]);
    const [short] = (await load(clone, `git:${commit[1].slice(0, 10)}`)).problems;
    expect(short).toContain(
      'an abbreviated commit id cannot be fetched; name the full commit id, or fetch the whole history: `git fetch --unshallow origin`',
    );
    const [other] = (await load(clone, 'git:main@{1}')).problems;
    expect(other).toContain('this clone is shallow, and only a branch, a tag or a full commit id');
  });
});

describe('git: baselines outside a usable repository', () => {
  it('rule: a path that does not exist at the revision', async () => {
    const clone = shallowClone('path-missing');
    expect((await load(clone, 'git:HEAD:no/such/spec')).problems).toEqual([
      'git-path-missing: no/such/spec does not exist at git revision HEAD',
    ]);
  });

  it('rule: a spec folder outside any git repository', async () => {
    const plain = folders.fresh('not-a-repository');
    cpSync(MINIMAL, join(plain, 'spec'), { recursive: true });
    // The temporary folder could sit inside a repository; a ceiling keeps git from looking above it.
    process.env.GIT_CEILING_DIRECTORIES = dirname(plain);
    try {
      expect((await load(plain, 'git:HEAD')).problems).toEqual([
        `git-not-a-repository: ${join(plain, 'spec')} is not in a git repository, so git:HEAD cannot be read: run the diff in a clone of the repository, or compare with a release snapshot (spec/releases/<version>.json)`,
      ]);
    } finally {
      delete process.env.GIT_CEILING_DIRECTORIES;
    }
  });

  it('rule: git not installed', async () => {
    const clone = shallowClone('no-git');
    const path = process.env.PATH;
    process.env.PATH = folders.fresh('empty-path');
    try {
      expect((await load(clone, 'git:HEAD')).problems).toEqual([
        'git-not-installed: git is not installed (or not on PATH), so git:HEAD cannot be read: install git, or compare with a release snapshot (spec/releases/<version>.json)',
      ]);
    } finally {
      process.env.PATH = path;
    }
  });
});

describe("git: baselines through the CLI, from the clone's folder", () => {
  const cli = (clone: string, ...args: string[]) =>
    spawnNode([join(ROOT, 'bin/felan-protocol.js'), 'diff', ...args, '--spec', 'spec'], {
      cwd: clone,
      env: { ...cleanEnv(), NO_COLOR: '1' },
      timeoutMs: 240_000,
    });

  it('rule: diff git:origin/main fetches the base branch, says so, and compares', { timeout: 300_000 }, async () => {
    const clone = shallowClone('cli-fetch');
    const run = await cli(clone, 'git:origin/main');
    expect(run.code, run.output).toBe(0);
    expect(run.stderr).toContain(
      'git-revision-fetched (warning)  git revision origin/main was not in this clone: fetched it with `git fetch --depth=1 --no-tags origin +refs/heads/main:refs/remotes/origin/main`',
    );
    expect(run.stdout).toMatch(/description-changed/);
  });

  it(
    'rule: with no remote, diff exits 2 without a stack trace and names the fetch to run',
    { timeout: 300_000 },
    async () => {
      const clone = shallowClone('cli-no-remote');
      git(clone, 'remote', 'remove', 'origin');
      const run = await cli(clone, 'git:origin/main');
      expect(run.code, run.output).toBe(2);
      expect(run.output).not.toMatch(STACK_TRACE);
      expect(run.stderr).toContain(
        'git-revision-missing  git revision origin/main does not exist here: this clone is shallow and has no remote origin to fetch it from',
      );
      expect(run.stderr).toContain(
        'run `git fetch --depth=1 --no-tags origin +refs/heads/main:refs/remotes/origin/main`',
      );
    },
  );
});
