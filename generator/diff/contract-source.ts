import { execFile } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { SourcePosition } from '../diagnostics/diagnostic.ts';
import { diagnostic, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { FileSystemHost } from '../host/file-system.ts';
import { MemoryFileSystem } from '../host/memory-file-system.ts';
import type { SpecDocument } from '../load/spec-document.ts';
import { loadCheckedSpec } from '../pipeline.ts';
import type { ValidatorCache } from '../check/validator-cache.ts';
import type { ContractPath } from './classify.ts';

const run = promisify(execFile);

/** One side of a comparison: a checked spec, what to call it, and the way back to a file position. */
export interface Contract {
  readonly label: string;
  readonly spec: SpecDocument;
  locate(path: ContractPath): SourcePosition | undefined;
}

/** `git:<rev>[:<path>]`: a contract as committed at a revision. */
const GIT_SOURCE = /^git:([^:]+)(?::(.+))?$/;

/**
 * Reads a contract from a spec folder, a one-file contract (a release snapshot), or a git revision
 * (`git:<rev>[:<path>]`, the path relative to the repository root; without one, the place of
 * `workingSpec`, a path on disk, in its repository). Every problem is a diagnostic: a broken spec,
 * a revision this clone does not have. The two sides of a comparison share `validators`.
 */
export async function loadContract(
  fs: FileSystemHost,
  source: string,
  workingSpec: string,
  validators?: ValidatorCache,
): Promise<WithDiagnostics<Contract | undefined>> {
  const git = GIT_SOURCE.exec(source);
  if (git) {
    const [tree, problems] = await readGitTree(git[1]!, git[2], workingSpec);
    if (tree === undefined) return [undefined, problems];
    return loadFrom(tree.fs, tree.root, source, validators);
  }
  return loadFrom(fs, source, source, validators);
}

async function loadFrom(fs: FileSystemHost, path: string, label: string, validators: ValidatorCache | undefined): Promise<WithDiagnostics<Contract | undefined>> {
  // Advice on how each side is written is for validate and gen; a released side cannot take it.
  const loaded = await loadCheckedSpec(fs, path, validators, undefined, { advice: false });
  if (loaded.value === undefined) return [undefined, loaded.diagnostics];
  const { spec, locate } = loaded.value;
  return [{ label, spec, locate: (at) => locate(at, 'key') }, loaded.diagnostics];
}

async function git(args: readonly string[], cwd?: string): Promise<string> {
  const { stdout } = await run('git', [...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/**
 * The files of `path` at `rev`, in memory under the label `<rev>:<path>` so positions name the
 * revision. A shallow CI clone often lacks the base revision: the error says how to fetch it.
 */
async function readGitTree(rev: string, path: string | undefined, workingSpec: string): Promise<WithDiagnostics<{ fs: FileSystemHost; root: string } | undefined>> {
  const fail = (problem: Diagnostic): WithDiagnostics<undefined> => [undefined, [problem]];
  let top: string;
  try {
    top = (await git(['rev-parse', '--show-toplevel'], dirname(resolve(workingSpec)))).trim();
  } catch (error) {
    return fail(diagnostic('git-unavailable', { source: `git:${rev}`, reason: firstLine(error) }));
  }
  try {
    await git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], top);
  } catch {
    const shallow = (await git(['rev-parse', '--is-shallow-repository'], top).catch(() => '')).trim() === 'true';
    const hint = shallow
      ? ' (this clone is shallow: fetch the history it needs, `git fetch --unshallow` or `git fetch --depth=1 origin <branch>` for a branch tip, or compare with a release snapshot in spec/releases/)'
      : '';
    return fail(diagnostic('git-revision-missing', { rev, hint }));
  }
  const inRepository = path ?? relative(top, resolve(workingSpec)).replace(/\\/g, '/');
  const relativePath = inRepository.replace(/^\.\/+/, '').replace(/\/+$/, '');
  const listing = await git(['ls-tree', '-r', '-z', '--full-tree', '--name-only', rev, '--', relativePath], top);
  const names = listing.split('\0').filter((name) => name !== '');
  if (names.length === 0) return fail(diagnostic('git-path-missing', { path: relativePath, rev }));
  const label = `${rev}:`;
  const files: Record<string, string> = {};
  for (const name of names) files[label + name] = await git(['show', `${rev}:${name}`], top);
  return [{ fs: new MemoryFileSystem(files), root: label + relativePath }, []];
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
