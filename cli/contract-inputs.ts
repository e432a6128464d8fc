import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Acceptance } from '../generator/diff/accepted-changes.ts';
import { parseAcceptedChanges } from '../generator/diff/accepted-changes.ts';
import { ValidatorCache } from '../generator/check/validator-cache.ts';
import type { DiffReport } from '../generator/diff/change.ts';
import { loadContract, type Contract } from '../generator/diff/contract-source.ts';
import { diffContracts } from '../generator/diff/diff-contracts.ts';
import { latestRelease } from '../generator/diff/releases.ts';
import { nodeFileSystem } from '../generator/host/node-file-system.ts';
import type { Command } from 'commander';
import { commandLine } from './command-line.ts';
import { displayPath } from './paths.ts';
import { withProjectOptions } from './project/project-options.ts';
import { resolveTarget, type ProjectFlags } from './project/project-targets.ts';
import { paint, reportDiagnostics, type Terminal } from './terminal.ts';

export interface ContractInputOptions extends ProjectFlags {
  /** The release snapshots' folder; default: the spec's in the project. */
  readonly releases?: string | undefined;
  /** The accepted-changes file; default: the spec's in the project. */
  readonly accepted?: string | undefined;
  /** Compare contracts of two differently named protocols (a rename) instead of refusing. */
  readonly allowProtocolChange?: boolean | undefined;
}

/** The working spec and its history, as a comparison uses them: the flags given, the rest from the spec's project. Absolute paths. */
export interface ContractSettings {
  readonly spec: string;
  /** Undefined when both sides were named, so no release is read. */
  readonly releases: string | undefined;
  readonly accepted: string;
}

const isGit = (source: string | undefined) => source?.startsWith('git:') === true;

/**
 * The working spec, its releases folder and its accepted-changes file for `command`: each flag as
 * given, the rest from the spec's project (see resolveTarget: the new side of `args`, when it is a
 * path, tells which spec of the project is meant). Undefined after printing why.
 */
export async function contractSettings(terminal: Terminal, command: string, args: readonly (string | undefined)[], options: ContractInputOptions): Promise<ContractSettings | undefined> {
  const [, newSource] = args;
  const explicit = { spec: options.spec, releases: options.releases, accepted: options.accepted };
  // Both sides named and the acknowledgements too: nothing to take from a project, and none is needed.
  if (args.every((side) => side !== undefined && !isGit(side)) && explicit.accepted !== undefined) {
    return { spec: resolve(explicit.spec ?? newSource!), releases: explicit.releases === undefined ? undefined : resolve(explicit.releases), accepted: resolve(explicit.accepted) };
  }
  const target = await resolveTarget(terminal, command, options, newSource === undefined || isGit(newSource) ? undefined : newSource);
  if (target === undefined) return undefined;
  return {
    spec: explicit.spec === undefined ? target.spec : resolve(explicit.spec),
    releases: explicit.releases === undefined ? target.releases : resolve(explicit.releases),
    accepted: explicit.accepted === undefined ? target.accepted : resolve(explicit.accepted),
  };
}

/**
 * The two sides of a comparison from the command's arguments: `<old> <new>`; `<old>` alone compares
 * with the working spec; nothing compares the latest release snapshot with the working spec.
 * Contracts of two different protocols (by protocol.name) are refused unless --allow-protocol-change
 * is given: comparing them can only report nonsense, and `--accept` would record it. Undefined (after
 * printing why) when either side cannot be read or the sides are two protocols.
 */
export async function loadContractPair(
  terminal: Terminal,
  command: string,
  args: readonly (string | undefined)[],
  settings: ContractSettings,
  options: ContractInputOptions,
): Promise<[Contract, Contract] | undefined> {
  const working = displayPath(settings.spec);
  let [oldSource, newSource] = args;
  if (oldSource === undefined) {
    const releases = settings.releases ?? '.';
    const latest = await latestRelease(nodeFileSystem, displayPath(releases));
    if (latest === undefined) {
      const release = commandLine('release', ['--project', options.project], ['--spec', options.spec], ['--releases', options.releases]);
      terminal.err(`felan-protocol: no release snapshot in ${displayPath(releases)} to compare with: name the old contract, or run \`${release}\` first`);
      return undefined;
    }
    oldSource = latest.path;
  }
  newSource ??= working;
  const sides: Contract[] = [];
  const validators = new ValidatorCache(); // the sides mostly share their schemas: each is compiled once
  for (const [source, other] of [[oldSource, newSource], [newSource, oldSource]] as const) {
    const git = isGit(source);
    const [contract, problems] = await loadContract(nodeFileSystem, git ? source : displayPath(source), git ? await gitAnchor(other, settings.spec) : settings.spec, validators);
    if (reportDiagnostics(terminal, problems) || contract === undefined) {
      terminal.err(`felan-protocol: cannot read the contract ${source}`);
      return undefined;
    }
    sides.push(contract);
  }
  const [oldContract, newContract] = sides as [Contract, Contract];
  const [oldName, newName] = [oldContract.spec.protocol.name, newContract.spec.protocol.name];
  if (oldName !== newName && options.allowProtocolChange !== true) {
    terminal.err(
      paint(terminal, 'red', `felan-protocol: ${oldContract.label} is protocol ${oldName} and ${newContract.label} is protocol ${newName}`) +
        `: ${command} compares two versions of one protocol, so nothing was compared or written. Name the right contracts (or --releases of ${newName}), or pass --allow-protocol-change if ${oldName} was renamed ${newName}`,
    );
    return undefined;
  }
  return [oldContract, newContract];
}

/**
 * The spec folder a `git:` side is read relative to (its repository, and its path when the source
 * names none): the other side when that is a spec folder on disk — `diff git:HEAD spec/x` compares
 * spec/x with itself at HEAD, in spec/x's repository — else the working spec.
 */
async function gitAnchor(otherSource: string, workingSpec: string): Promise<string> {
  if (isGit(otherSource)) return workingSpec;
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
  command: string,
  args: readonly (string | undefined)[],
  options: ContractInputOptions,
): Promise<{ oldContract: Contract; newContract: Contract; accepted: Acceptance[]; report: DiffReport; settings: ContractSettings } | undefined> {
  const settings = await contractSettings(terminal, command, args, options);
  if (settings === undefined) return undefined;
  const pair = await loadContractPair(terminal, command, args, settings, options);
  if (pair === undefined) return undefined;
  const accepted = await loadAcceptances(terminal, settings.accepted);
  if (accepted === undefined) return undefined;
  const [oldContract, newContract] = pair;
  return { oldContract, newContract, accepted, report: diffContracts(oldContract, newContract, accepted), settings };
}

/** The options every command reading a contract's history takes (diff, changelog, release). */
export function withContractOptions(command: Command): Command {
  return withProjectOptions(command, 'the working spec folder (default: the project\'s spec, or the one the new contract belongs to)')
    .option('--releases <dir>', "folder of release snapshots (<version>.json) (default: the spec's releases in the project, else releases/<spec folder name>)")
    .option('--accepted <file>', "accepted-changes file (default: the spec's accepted in the project, else releases/<spec folder name>/accepted-changes.yaml)")
    .option('--allow-protocol-change', 'compare contracts whose protocol.name differ (a renamed protocol) instead of refusing', false);
}

/** The arguments and options every command comparing two contracts takes (diff, changelog). */
export function withContractPair(command: Command): Command {
  return withContractOptions(
    command
      .argument('[old]', 'old contract: a spec folder, a release snapshot (.json) or git:<rev>[:<path>] (default: the latest release snapshot)')
      .argument('[new]', 'new contract, in the same forms (default: the working spec)'),
  );
}
