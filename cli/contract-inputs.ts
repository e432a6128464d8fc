import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diagnostic } from '../generator/diagnostics/diagnostic.ts';
import type { Acceptance } from '../generator/diff/accepted-changes.ts';
import { parseAcceptedChanges } from '../generator/diff/accepted-changes.ts';
import { ValidatorCache } from '../generator/check/validator-cache.ts';
import type { DiffReport } from '../generator/diff/change.ts';
import { loadContract, type Contract } from '../generator/diff/contract-source.ts';
import { parseDiffConfig, type DiffConfig } from '../generator/diff/diff-config.ts';
import { diffContracts } from '../generator/diff/diff-contracts.ts';
import { latestRelease, listReleases } from '../generator/diff/releases.ts';
import { nodeFileSystem } from '../generator/host/node-file-system.ts';
import type { Command } from 'commander';
import { commandLine } from './command-line.ts';
import { displayPath } from './paths.ts';
import { DEFAULT_PATHS } from './project/defaults.ts';
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
  /** Fetch a `git:` revision a (shallow) clone lacks; `--no-fetch` sets false (generator/diff/git-baseline.ts). */
  readonly fetch?: boolean | undefined;
}

/** The working spec and its history, as a comparison uses them: the flags given, the rest from the spec's project. Absolute paths. */
export interface ContractSettings {
  readonly spec: string;
  /** Undefined when both sides were named, so no release is read. */
  readonly releases: string | undefined;
  readonly accepted: string;
  /** The diff config the spec's project entry names (`diffConfig`), if it names one. */
  readonly diffConfig: string | undefined;
}

const isGit = (source: string | undefined) => source?.startsWith('git:') === true;

/**
 * The working spec, its releases folder and its accepted-changes file for `command`: each flag as
 * given, the rest from the spec's project (see resolveTarget: the new side of `args`, when it is a
 * path, tells which spec of the project is meant). Undefined after printing why.
 */
export async function contractSettings(
  terminal: Terminal,
  command: string,
  args: readonly (string | undefined)[],
  options: ContractInputOptions,
): Promise<ContractSettings | undefined> {
  const [, newSource] = args;
  const explicit = { spec: options.spec, releases: options.releases, accepted: options.accepted };
  // Both sides named and the acknowledgements too: nothing to take from a project, and none is needed.
  if (args.every((side) => side !== undefined && !isGit(side)) && explicit.accepted !== undefined) {
    return {
      spec: resolve(explicit.spec ?? newSource!),
      releases: explicit.releases === undefined ? undefined : resolve(explicit.releases),
      accepted: resolve(explicit.accepted),
      diffConfig: undefined,
    };
  }
  const target = await resolveTarget(
    terminal,
    command,
    options,
    newSource === undefined || isGit(newSource) ? undefined : newSource,
  );
  if (target === undefined) return undefined;
  return {
    spec: explicit.spec === undefined ? target.spec : resolve(explicit.spec),
    releases: explicit.releases === undefined ? target.releases : resolve(explicit.releases),
    accepted: explicit.accepted === undefined ? target.accepted : resolve(explicit.accepted),
    diffConfig: target.diffConfig,
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
      const release = commandLine(
        'release',
        ['--project', options.project],
        ['--spec', options.spec],
        ['--releases', options.releases],
      );
      terminal.err(
        `felan-protocol: no release snapshot in ${displayPath(releases)} to compare with: name the old contract, or run \`${release}\` first`,
      );
      return undefined;
    }
    oldSource = latest.path;
  }
  newSource ??= working;
  const validators = new ValidatorCache(); // the sides mostly share their schemas: each is compiled once
  const oldContract = await loadSide(terminal, oldSource, newSource, settings, validators, options);
  const newContract = oldContract && (await loadSide(terminal, newSource, oldSource, settings, validators, options));
  if (
    oldContract === undefined ||
    newContract === undefined ||
    !sameProtocol(terminal, command, oldContract, newContract, options)
  )
    return undefined;
  return [oldContract, newContract];
}

/** One side of a comparison, read relative to the other (see gitAnchor); undefined after printing why. */
async function loadSide(
  terminal: Terminal,
  source: string,
  other: string,
  settings: ContractSettings,
  validators: ValidatorCache,
  options: ContractInputOptions,
): Promise<Contract | undefined> {
  const git = isGit(source);
  const anchor = git ? await gitAnchor(other, settings.spec) : settings.spec;
  const [contract, problems] = await loadContract(
    nodeFileSystem,
    git ? source : displayPath(source),
    anchor,
    validators,
    { fetch: options.fetch !== false },
  );
  if (reportDiagnostics(terminal, problems) || contract === undefined) {
    terminal.err(`felan-protocol: cannot read the contract ${source}`);
    return undefined;
  }
  return contract;
}

/** Whether the two sides are one protocol (or --allow-protocol-change says a rename is meant); prints why not. */
function sameProtocol(
  terminal: Terminal,
  command: string,
  oldContract: Contract,
  newContract: Contract,
  options: ContractInputOptions,
): boolean {
  const [oldName, newName] = [oldContract.spec.protocol.name, newContract.spec.protocol.name];
  if (oldName === newName || options.allowProtocolChange === true) return true;
  terminal.err(
    paint(
      terminal,
      'red',
      `felan-protocol: ${oldContract.label} is protocol ${oldName} and ${newContract.label} is protocol ${newName}`,
    ) +
      `: ${command} compares two versions of one protocol, so nothing was compared or written. Name the right contracts (or --releases of ${newName}), or pass --allow-protocol-change if ${oldName} was renamed ${newName}`,
  );
  return false;
}

/**
 * The new contract (the working spec unless named) and every release snapshot in the releases
 * folder, oldest first: the sides of a transitive comparison. Undefined (after printing why) when
 * the folder holds no snapshot, a contract cannot be read, or a snapshot is of another protocol.
 */
export async function loadBaselines(
  terminal: Terminal,
  command: string,
  newSource: string | undefined,
  settings: ContractSettings,
  options: ContractInputOptions,
): Promise<{ newContract: Contract; baselines: { version: string; contract: Contract }[] } | undefined> {
  const releases = displayPath(settings.releases ?? '.');
  const snapshots = await listReleases(nodeFileSystem, releases);
  if (snapshots.length === 0) {
    const release = commandLine(
      'release',
      ['--project', options.project],
      ['--spec', options.spec],
      ['--releases', options.releases],
    );
    terminal.err(
      `felan-protocol: no release snapshot in ${releases} to compare with: a transitive comparison checks against every one; run \`${release}\` first`,
    );
    return undefined;
  }
  const source = newSource ?? displayPath(settings.spec);
  const validators = new ValidatorCache();
  const newContract = await loadSide(terminal, source, snapshots.at(-1)!.path, settings, validators, options);
  if (newContract === undefined) return undefined;
  const baselines: { version: string; contract: Contract }[] = [];
  for (const snapshot of snapshots) {
    const contract = await loadSide(terminal, snapshot.path, source, settings, validators, options);
    if (contract === undefined || !sameProtocol(terminal, command, contract, newContract, options)) return undefined;
    baselines.push({ version: snapshot.version, contract });
  }
  return { newContract, baselines };
}

/**
 * The spec folder a `git:` side is read relative to (its repository, and its path when the source
 * names none): the other side when that is a spec folder on disk — `diff git:HEAD spec/x` compares
 * spec/x with itself at HEAD, in spec/x's repository — else the working spec.
 */
async function gitAnchor(otherSource: string, workingSpec: string): Promise<string> {
  if (isGit(otherSource)) return workingSpec;
  const isFolder = await stat(otherSource).then(
    (entry) => entry.isDirectory(),
    () => false,
  );
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

/**
 * The diff config a comparison uses: the file `flag` (--config) names, else the one the spec's
 * project entry names, else diff-config.yaml beside the accepted-changes file in use — read only when
 * it exists, while a file named by a flag or the project must exist. `{config: undefined}` when there
 * is none; undefined (after printing the positioned problems) when the file is broken or missing.
 */
export async function loadDiffConfig(
  terminal: Terminal,
  settings: ContractSettings,
  flag: string | undefined,
): Promise<{ config: DiffConfig | undefined } | undefined> {
  const named =
    flag !== undefined
      ? { path: resolve(flag), source: '--config' }
      : settings.diffConfig !== undefined
        ? { path: settings.diffConfig, source: 'diffConfig in the project file' }
        : undefined;
  const path = named?.path ?? DEFAULT_PATHS.diffConfig(settings.accepted);
  let text: string;
  try {
    text = await nodeFileSystem.readText(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (named === undefined) return { config: undefined };
    terminal.diagnostics([diagnostic('diff-config-missing', { path: displayPath(path), source: named.source })]);
    return undefined;
  }
  const [config, problems] = parseDiffConfig(displayPath(path), text);
  terminal.diagnostics(problems);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  if (config !== undefined && errors === 0) return { config };
  terminal.err(
    `${errors} error${errors === 1 ? '' : 's'} in the diff config ${displayPath(path)}: nothing was compared`,
  );
  return undefined;
}

/** Both contracts, the acknowledgements and the report diffContracts makes of them; undefined (after printing why) on bad input. */
export async function loadReport(
  terminal: Terminal,
  command: string,
  args: readonly (string | undefined)[],
  options: ContractInputOptions,
): Promise<
  | {
      oldContract: Contract;
      newContract: Contract;
      accepted: Acceptance[];
      report: DiffReport;
      settings: ContractSettings;
    }
  | undefined
> {
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
  return withProjectOptions(
    command,
    "the working spec folder (default: the project's spec, or the one the new contract belongs to)",
  )
    .option(
      '--releases <dir>',
      "folder of release snapshots (<version>.json) (default: the spec's releases in the project, else releases/<spec folder name>)",
    )
    .option(
      '--accepted <file>',
      "accepted-changes file (default: the spec's accepted in the project, else releases/<spec folder name>/accepted-changes.yaml)",
    )
    .option(
      '--allow-protocol-change',
      'compare contracts whose protocol.name differ (a renamed protocol) instead of refusing',
      false,
    );
}

/** The arguments and options every command comparing two contracts takes (diff, changelog). */
export function withContractPair(command: Command): Command {
  return withContractOptions(
    command
      .argument(
        '[old]',
        'old contract: a spec folder, a release snapshot (.json) or git:<rev>[:<path>] (default: the latest release snapshot)',
      )
      .argument('[new]', 'new contract, in the same forms (default: the working spec)')
      .option(
        '--no-fetch',
        'never fetch a git: revision this clone lacks (a shallow CI checkout): fail and name the fetch to run instead',
      ),
  );
}
