import type { SourcePosition, WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { FileSystemHost } from '../host/file-system.ts';
import type { SpecDocument } from '../load/spec-document.ts';
import { loadCheckedSpec } from '../pipeline.ts';
import type { ValidatorCache } from '../check/validator-cache.ts';
import type { ContractPath } from './classify.ts';
import { readGitTree, type GitBaselineOptions } from './git-baseline.ts';

/** How sources are read: `fetch` (default true) lets a `git:` source fetch a revision the clone lacks. */
export type ContractSourceOptions = GitBaselineOptions;

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
 * a revision this clone does not have and cannot fetch. The two sides of a comparison share `validators`.
 */
export async function loadContract(
  fs: FileSystemHost,
  source: string,
  workingSpec: string,
  validators?: ValidatorCache,
  options: ContractSourceOptions = {},
): Promise<WithDiagnostics<Contract | undefined>> {
  const git = GIT_SOURCE.exec(source);
  if (git) {
    const [tree, problems] = await readGitTree(git[1]!, git[2], workingSpec, options);
    if (tree === undefined) return [undefined, problems];
    const [contract, loadProblems] = await loadFrom(tree.fs, tree.root, source, validators);
    return [contract, [...problems, ...loadProblems]];
  }
  return loadFrom(fs, source, source, validators);
}

async function loadFrom(
  fs: FileSystemHost,
  path: string,
  label: string,
  validators: ValidatorCache | undefined,
): Promise<WithDiagnostics<Contract | undefined>> {
  // Advice on how each side is written is for validate and gen; a released side cannot take it.
  const loaded = await loadCheckedSpec(fs, path, validators, undefined, { advice: false });
  if (loaded.value === undefined) return [undefined, loaded.diagnostics];
  const { spec, locate } = loaded.value;
  return [{ label, spec, locate: (at) => locate(at, 'key') }, loaded.diagnostics];
}
