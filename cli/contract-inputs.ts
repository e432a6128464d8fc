import { stat } from 'node:fs/promises';
import type { Acceptance } from '../generator/diff/accepted-changes.ts';
import { parseAcceptedChanges } from '../generator/diff/accepted-changes.ts';
import { ValidatorCache } from '../generator/check/validator-cache.ts';
import type { DiffReport } from '../generator/diff/change.ts';
import { loadContract, type Contract } from '../generator/diff/contract-source.ts';
import { diffContracts } from '../generator/diff/diff-contracts.ts';
import { latestRelease } from '../generator/diff/releases.ts';
import { nodeFileSystem } from '../generator/host/node-file-system.ts';
import type { Command } from 'commander';
import { DEFAULT_ACCEPTED, DEFAULT_RELEASES, DEFAULT_SPEC, displayPath } from './paths.ts';
import { reportDiagnostics, type Terminal } from './terminal.ts';

export interface ContractInputOptions {
  readonly spec: string;
  readonly releases: string;
}

/**
 * The two sides of a comparison from the command's arguments: `<old> <new>`; `<old>` alone compares
 * with the working spec; nothing compares the latest release snapshot with the working spec.
 * Undefined (after printing why) when either side cannot be read.
 */
export async function loadContractPair(
  terminal: Terminal,
  args: readonly (string | undefined)[],
  options: ContractInputOptions,
): Promise<[Contract, Contract] | undefined> {
  const working = displayPath(options.spec);
  let [oldSource, newSource] = args;
  if (oldSource === undefined) {
    const latest = await latestRelease(nodeFileSystem, displayPath(options.releases));
    if (latest === undefined) {
      terminal.err(`felan-protocol: no release snapshot in ${displayPath(options.releases)} to compare with: name the old contract, or run \`felan-protocol release\` first`);
      return undefined;
    }
    oldSource = latest.path;
  }
  newSource ??= working;
  const sides: Contract[] = [];
  const validators = new ValidatorCache(); // the sides mostly share their schemas: each is compiled once
  for (const [source, other] of [[oldSource, newSource], [newSource, oldSource]] as const) {
    const git = source.startsWith('git:');
    const [contract, problems] = await loadContract(nodeFileSystem, git ? source : displayPath(source), git ? await gitAnchor(other, options.spec) : options.spec, validators);
    if (reportDiagnostics(terminal, problems) || contract === undefined) {
      terminal.err(`felan-protocol: cannot read the contract ${source}`);
      return undefined;
    }
    sides.push(contract);
  }
  return [sides[0]!, sides[1]!];
}

/**
 * The spec folder a `git:` side is read relative to (its repository, and its path when the source
 * names none): the other side when that is a spec folder on disk — `diff git:HEAD spec/x` compares
 * spec/x with itself at HEAD, in spec/x's repository — else the working spec.
 */
async function gitAnchor(otherSource: string, workingSpec: string): Promise<string> {
  if (otherSource.startsWith('git:')) return workingSpec;
  const isFolder = await stat(otherSource).then((entry) => entry.isDirectory(), () => false);
  return isFolder ? otherSource : workingSpec;
}

/** The acknowledged changes; an absent file accepts nothing. Undefined (after printing why) when the file is broken. */
export async function loadAcceptances(terminal: Terminal, path: string): Promise<Acceptance[] | undefined> {
  let text: string;
  try {
    text = await nodeFileSystem.readText(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const [accepted, problems] = parseAcceptedChanges(displayPath(path), text);
  if (reportDiagnostics(terminal, problems) || accepted === undefined) return undefined;
  return accepted;
}

/** Both contracts, the acknowledgements and the report diffContracts makes of them; undefined (after printing why) on bad input. */
export async function loadReport(
  terminal: Terminal,
  args: readonly (string | undefined)[],
  options: ContractInputOptions & { readonly accepted: string },
): Promise<{ oldContract: Contract; newContract: Contract; accepted: Acceptance[]; report: DiffReport } | undefined> {
  const pair = await loadContractPair(terminal, args, options);
  if (pair === undefined) return undefined;
  const accepted = await loadAcceptances(terminal, options.accepted);
  if (accepted === undefined) return undefined;
  const [oldContract, newContract] = pair;
  return { oldContract, newContract, accepted, report: diffContracts(oldContract, newContract, accepted) };
}

/** The arguments and options every command comparing two contracts takes (diff, changelog). */
export function withContractPair(command: Command): Command {
  return command
    .argument('[old]', 'old contract: a spec folder, a release snapshot (.json) or git:<rev>[:<path>] (default: the latest release snapshot)')
    .argument('[new]', 'new contract, in the same forms (default: the working spec)')
    .option('--spec <dir>', 'the working spec folder', DEFAULT_SPEC)
    .option('--releases <dir>', 'folder of release snapshots (<version>.json)', DEFAULT_RELEASES)
    .option('--accepted <file>', 'accepted-changes file', DEFAULT_ACCEPTED);
}
