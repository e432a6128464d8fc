/**
 * Throwaway git repositories for the `git:` baseline tests: an origin of a few commits of a small
 * spec folder, clones of it (shallow or full, as CI and developers have them), and a reader that
 * calls readGitTree in-process and shows what it returns. Git runs with git's redirections
 * (GIT_DIR & co., set inside a hook) removed from the environment, both here and for the loader.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGitTree, type GitBaselineOptions } from '../../../../generator/diff/git-baseline.ts';
import type { Diagnostic } from '../../../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../../../generator/host/memory-file-system.ts';
import { temporaryFolders } from '../../../support/cli-process.ts';

const cleanEnv = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('GIT_') && entry[1] !== undefined,
    ),
  );

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

const IDENTITY = {
  'user.name': 'Baseline Test',
  'user.email': 'baseline-test@example.invalid',
  'commit.gpgsign': 'false',
  'tag.gpgsign': 'false',
};

/** A repository with `main` checked out and an identity to commit with. */
export function initRepository(dir: string): string {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  for (const [key, value] of Object.entries(IDENTITY)) git(dir, 'config', key, value);
  return dir;
}

/** The spec folder each commit holds: commit n says so in both files. */
export const specFiles = (n: number): Record<string, string> => ({
  'spec/protocol.yaml': `description: Commit ${n}.\n`,
  'spec/types/thing.yaml': `thing: ${n}\n`,
});

/**
 * The origin: main holds commits 1 (annotated tag v0.1.0), 2 (tag v0.2.0) and 3, the branch `wip-`
 * points at 3 as well, and feature adds commit 4 on top of 3. `refs/x/refs/heads/ghost` is a ref
 * that only ends like a branch (git ls-remote matches patterns against the ends of names).
 */
export interface Origin {
  readonly dir: string;
  readonly commit: Readonly<Record<1 | 2 | 3 | 4, string>>;
}

export function createOrigin(dir: string): Origin {
  initRepository(dir);
  const commit: Record<1 | 2 | 3 | 4, string> = { 1: '', 2: '', 3: '', 4: '' };
  const write = (n: number) => {
    for (const [path, text] of Object.entries(specFiles(n))) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  };
  for (const n of [1, 2, 3] as const) {
    write(n);
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', `commit ${n}`);
    commit[n] = git(dir, 'rev-parse', 'HEAD');
    if (n === 1) git(dir, 'tag', '-a', 'v0.1.0', '-m', 'release 0.1.0');
    if (n === 2) git(dir, 'tag', 'v0.2.0');
  }
  git(dir, 'branch', 'wip-');
  git(dir, 'update-ref', 'refs/x/refs/heads/ghost', commit[3]);
  git(dir, 'checkout', '-q', '-b', 'feature');
  write(4);
  git(dir, 'commit', '-q', '-a', '-m', 'commit 4');
  commit[4] = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', 'main');
  return { dir, commit };
}

/** A CI checkout of the feature branch, `depth` commits deep. */
export function shallowClone(origin: Origin, into: string, depth = 1): string {
  git(into, 'clone', '-q', '--depth', String(depth), '--branch', 'feature', `file://${origin.dir}`, 'clone');
  return join(into, 'clone');
}

/** A developer's clone of the feature branch alone: the whole history behind it, no tags, no other branch. */
export function fullClone(origin: Origin, into: string): string {
  git(into, 'clone', '-q', '--single-branch', '--no-tags', '--branch', 'feature', `file://${origin.dir}`, 'clone');
  return join(into, 'clone');
}

const show = (d: Diagnostic) => `${d.code}${d.severity === 'warning' ? ' (warning)' : ''}: ${d.message}`;

export interface Read {
  readonly files?: Record<string, string>;
  readonly root?: string;
  readonly problems: readonly string[];
}

/** readGitTree for the spec folder `spec` of `repository` (or `workingSpec` below it), shown as plain data. */
export async function readTree(
  repository: string,
  rev: string,
  options: GitBaselineOptions & { path?: string; workingSpec?: string } = {},
): Promise<Read> {
  const { path, workingSpec = 'spec', ...gitOptions } = options;
  const [tree, problems] = await readGitTree(rev, path, join(repository, workingSpec), gitOptions);
  const shown = problems.map(show);
  if (tree === undefined) return { problems: shown };
  if (!(tree.fs instanceof MemoryFileSystem)) throw new Error('readGitTree returned a tree that is not in memory');
  const files = Object.fromEntries(tree.fs.files);
  return { files, root: tree.root, problems: shown };
}

/** The files of commit `n` as read at `rev`. */
export const filesAt = (rev: string, n: number): Record<string, string> =>
  Object.fromEntries(Object.entries(specFiles(n)).map(([path, text]) => [`${rev}:${path}`, text]));

/** Temporary folders, and git's redirections taken out of this process's environment meanwhile. */
export function gitSandbox(prefix: string): { fresh(label: string): string; setUp(): void; tearDown(): void } {
  const saved: Record<string, string | undefined> = {};
  let folders: ReturnType<typeof temporaryFolders> | undefined;
  return {
    fresh: (label) => folders!.fresh(label),
    setUp() {
      for (const key of Object.keys(process.env).filter((name) => name.startsWith('GIT_'))) {
        saved[key] = process.env[key];
        delete process.env[key];
      }
      folders = temporaryFolders(prefix);
    },
    tearDown() {
      folders?.remove();
      Object.assign(process.env, saved);
    },
  };
}

/** Runs `body` with environment variables set (or removed, for undefined), restoring them after. */
export async function withEnv<T>(vars: Record<string, string | undefined>, body: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(vars);
  try {
    return await body();
  } finally {
    apply(before);
  }
}
