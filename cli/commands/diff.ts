import { bumpWords } from '../../generator/diff/format/describe-change.ts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { renderAcceptedChanges, type Acceptance } from '../../generator/diff/accepted-changes.ts';
import {
  meetsThreshold,
  type Change,
  type DiffReport,
  type Layer,
  type Severity,
} from '../../generator/diff/change.ts';
import { COMPATIBILITY_MODES, isTransitive, LAYERS, type Compatibility } from '../../generator/diff/compatibility.ts';
import { counts } from '../../generator/diff/change-summary.ts';
import { applyControls, type Controls } from '../../generator/diff/controls.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { BASELINE_FORMATS, jsonBaselinesValue } from '../../generator/diff/format/baselines.ts';
import { REPORT_FORMATS, type ReportFormat } from '../../generator/diff/format/formats.ts';
import { jsonReportValue } from '../../generator/diff/format/json.ts';
import { renderRuleTable, ruleTable } from '../../generator/diff/rule-table.ts';
import { shareStaleAcceptances, type BaselineReport } from '../../generator/diff/transitive.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareVersions } from '../../generator/schema/versions.ts';
import { commandLine } from '../command-line.ts';
import {
  contractSettings,
  loadAcceptances,
  loadBaselines,
  loadContractPair,
  loadDiffConfig,
  withContractPair,
  type ContractInputOptions,
  type ContractSettings,
} from '../contract-inputs.ts';
import { EXIT } from '../exit-codes.ts';
import { reportsJson } from '../output-format.ts';
import { displayPath } from '../paths.ts';
import { paint, type Terminal } from '../terminal.ts';
import { UsageError } from '../usage-error.ts';

export interface DiffOptions extends ContractInputOptions {
  readonly format: ReportFormat;
  readonly failOn: Severity | 'none';
  readonly checkVersion: boolean;
  readonly accept: boolean;
  readonly reason?: string;
  readonly listRules: boolean;
  /** --layer: the layers whose changes count; every layer when not given. */
  readonly layer?: readonly Layer[];
  readonly compatibility?: Compatibility;
  /** --config: the diff config, instead of the project's or the default beside the accepted-changes file. */
  readonly config?: string;
}

/**
 * The changes that fail the run: counted (not accepted, not waived by a control), at or above the
 * threshold — unless the version gate is on and the new version is already bumped enough for them,
 * which declares them.
 */
export function failingChanges(report: DiffReport, options: Pick<DiffOptions, 'failOn' | 'checkVersion'>) {
  const { summary } = report;
  const declared =
    options.checkVersion && summary.versionOk && compareVersions(summary.newVersion, summary.oldVersion) > 0;
  return declared
    ? []
    : report.changes.filter((change) => counts(change) && meetsThreshold(change.severity, options.failOn));
}

export async function runDiff(
  args: readonly (string | undefined)[],
  options: DiffOptions,
  terminal: Terminal,
): Promise<number> {
  if (options.listRules) {
    if (terminal.json) terminal.result({ rules: ruleTable() });
    else terminal.out(renderRuleTable().trimEnd());
    return EXIT.ok;
  }
  if (options.accept && (options.reason === undefined || options.reason.trim() === '')) {
    throw new UsageError(
      '--accept needs --reason "<why this change is intended>": the reason is committed with the acknowledgement',
    );
  }
  const compatibility = options.compatibility ?? 'full';
  if (isTransitive(compatibility) && args[0] !== undefined) {
    throw new UsageError(
      `--compatibility ${compatibility} compares the new contract with every release snapshot, so it takes no old contract (${args[0]}): ` +
        `name only the new one, e.g. \`${commandLine('diff', '--compatibility', compatibility)}\`, or use --compatibility ${compatibility.replace(/-transitive$/, '')} to compare with ${args[0]}`,
    );
  }
  const settings = await contractSettings(terminal, 'diff', args, options);
  if (settings === undefined) return EXIT.badInput;
  const configured = await loadDiffConfig(terminal, settings, options.config);
  if (configured === undefined) return EXIT.badInput;
  const accepted = await loadAcceptances(terminal, settings.accepted);
  if (accepted === undefined) return EXIT.badInput;
  const controls: Controls = { layers: options.layer ?? LAYERS, compatibility, config: configured.config };

  const baselines = isTransitive(compatibility)
    ? await compareWithReleases(terminal, args[1], settings, accepted, controls, options)
    : await compareOnce(terminal, args, settings, accepted, controls, options);
  if (baselines === undefined) return EXIT.badInput;
  if (options.accept) return acceptChanges(terminal, baselines, accepted, settings, options);

  let exit: number = EXIT.ok;
  const accept = acceptCommand(args, options);
  for (const { version, report } of baselines) {
    const against = isTransitive(compatibility) ? `against ${version}: ` : '';
    if (options.checkVersion && !report.summary.versionOk) {
      terminal.err(
        paint(
          terminal,
          'red',
          `${against}version ${report.summary.newVersion} is too small: the changes need ${bumpWords(report.summary)}, at least ${report.summary.minimumVersion}`,
        ) + ` (set protocol.version, or acknowledge an intended break: \`${accept}\`)`,
      );
      exit = EXIT.drift;
    }
    const failing = failingChanges(report, options);
    if (failing.length > 0) {
      terminal.err(
        paint(
          terminal,
          'red',
          `${against}${failing.length} unacknowledged change${failing.length === 1 ? '' : 's'} at or above --fail-on ${options.failOn}`,
        ) + `: bump protocol.version and use --check-version, or acknowledge them: \`${accept}\``,
      );
      exit = EXIT.drift;
    }
  }
  return exit;
}

/** Whether a report passes --fail-on and --check-version. */
function passes(report: DiffReport, options: DiffOptions): boolean {
  return !(options.checkVersion && !report.summary.versionOk) && failingChanges(report, options).length === 0;
}

/** The one comparison of <old> (default: the latest release) and <new>, gated by the controls and printed. */
async function compareOnce(
  terminal: Terminal,
  args: readonly (string | undefined)[],
  settings: ContractSettings,
  accepted: readonly Acceptance[],
  controls: Controls,
  options: DiffOptions,
): Promise<BaselineReport[] | undefined> {
  const pair = await loadContractPair(terminal, 'diff', args, settings, options);
  if (pair === undefined) return undefined;
  const [oldContract, newContract] = pair;
  const report = applyControls(diffContracts(oldContract, newContract, accepted), controls);
  const labels = { oldLabel: oldContract.label, newLabel: newContract.label };
  // --format json: the report's keys in the run's one document (docs/json-output.md), beside ok, exitCode and messages.
  if (terminal.json) terminal.result({ ...jsonReportValue(report) });
  else
    terminal.out(
      REPORT_FORMATS[options.format](report, {
        color: terminal.color && options.format === 'text',
        ...labels,
      }).trimEnd(),
    );
  return [{ version: oldContract.spec.protocol.version, ...labels, report, passed: passes(report, options) }];
}

/** The new contract against every release snapshot (a transitive mode), each comparison gated by the controls, printed as one output. */
async function compareWithReleases(
  terminal: Terminal,
  newSource: string | undefined,
  settings: ContractSettings,
  accepted: readonly Acceptance[],
  controls: Controls,
  options: DiffOptions,
): Promise<BaselineReport[] | undefined> {
  const loaded = await loadBaselines(terminal, 'diff', newSource, settings, options);
  if (loaded === undefined) return undefined;
  const { newContract } = loaded;
  const reports = shareStaleAcceptances(
    loaded.baselines.map(({ contract }) => applyControls(diffContracts(contract, newContract, accepted), controls)),
  );
  const baselines = loaded.baselines.map(({ version, contract }, index): BaselineReport => {
    const report = reports[index]!;
    return { version, oldLabel: contract.label, newLabel: newContract.label, report, passed: passes(report, options) };
  });
  if (terminal.json) terminal.result({ ...jsonBaselinesValue(baselines, controls.compatibility) });
  else
    terminal.out(
      BASELINE_FORMATS[options.format](baselines, {
        color: terminal.color && options.format === 'text',
        compatibility: controls.compatibility,
      }).trimEnd(),
    );
  return baselines;
}

/** --accept: every counted change at or above --fail-on (against any baseline) appended to the accepted-changes file. */
async function acceptChanges(
  terminal: Terminal,
  baselines: readonly BaselineReport[],
  accepted: readonly Acceptance[],
  settings: ContractSettings,
  options: DiffOptions,
): Promise<number> {
  const threshold = options.failOn === 'none' ? 'safe' : options.failOn;
  const seen = new Set<string>();
  const toAccept: Change[] = [];
  for (const change of baselines.flatMap(({ report }) => report.changes)) {
    if (!counts(change) || !meetsThreshold(change.severity, threshold) || seen.has(change.fingerprint)) continue;
    seen.add(change.fingerprint);
    toAccept.push(change);
  }
  await nodeFileSystem.writeText(settings.accepted, renderAcceptedChanges(accepted, toAccept, options.reason!.trim()));
  // On stderr in the text formats, where stdout holds the report.
  terminal.warn(
    `accepted ${toAccept.length} change${toAccept.length === 1 ? '' : 's'} in ${displayPath(settings.accepted)}: commit it with the spec change`,
  );
  terminal.result({ acceptedChanges: { file: displayPath(settings.accepted), added: toAccept.length } });
  return EXIT.ok;
}

/** --layer, repeated or as a comma list: the layers named so far, in report order. */
function collectLayers(value: string, previous: readonly Layer[] | undefined): Layer[] {
  const named = value.split(',').map((layer) => layer.trim());
  for (const layer of named) {
    if (!(LAYERS as readonly string[]).includes(layer))
      throw new InvalidArgumentError(`${JSON.stringify(layer)} is not a layer; the layers are ${LAYERS.join(', ')}`);
  }
  return LAYERS.filter((layer) => previous?.includes(layer) === true || named.includes(layer));
}

/** The diff that acknowledges what this one reports: the same contracts, flags and threshold, with --accept. */
function acceptCommand(args: readonly (string | undefined)[], options: DiffOptions): string {
  return commandLine(
    'diff',
    ...args.filter((arg): arg is string => arg !== undefined),
    ['--project', options.project],
    ['--spec', options.spec],
    ['--releases', options.releases],
    ['--accepted', options.accepted],
    ['--allow-protocol-change', options.allowProtocolChange === true],
    ['--config', options.config],
    ['--layer', options.layer?.join(',')],
    ['--compatibility', options.compatibility === 'full' ? undefined : options.compatibility],
    ['--fail-on', options.failOn === 'breaking' ? undefined : options.failOn],
    ['--accept', true],
    ['--reason', '<why this change is intended>'],
  );
}

export function diffCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withContractPair(
    reportsJson(new Command('diff')).description(
      'compare two contracts and say which changes break old readers, old writers or the generated TypeScript',
    ),
  )
    .addOption(new Option('--format <format>', 'report format').choices(Object.keys(REPORT_FORMATS)).default('text'))
    .addOption(
      new Option('--fail-on <severity>', 'exit 1 when an unacknowledged change is at least this severe')
        .choices(['breaking', 'dangerous', 'none'])
        .default('breaking'),
    )
    .option('--check-version', 'exit 1 when the new protocol.version is too small for the changes', false)
    .option('--accept', 'acknowledge every current change at or above --fail-on in the accepted-changes file', false)
    .option('--reason <text>', 'why the acknowledged changes are intended (required with --accept)')
    .addOption(
      new Option(
        '--layer <layers>',
        `the layers whose changes count for --fail-on and --check-version (${LAYERS.join(', ')}; repeat or comma-separate; default: all); the others are still listed, marked not counted`,
      ).argParser(collectLayers),
    )
    .addOption(
      new Option(
        '--compatibility <mode>',
        'which side must keep working: backward (new readers, old data), forward (old readers, new data), full (both); -transitive: against every release snapshot',
      )
        .choices(COMPATIBILITY_MODES)
        .default('full'),
    )
    .option(
      '--config <file>',
      "diff config: per-rule severities and ignores (default: the spec's diffConfig in the project, else diff-config.yaml beside the accepted-changes file, when it exists)",
    )
    .option('--list-rules', 'print every rule with its default severities as a Markdown table, and exit', false)
    .addHelpText(
      'after',
      [
        '',
        'The working spec (whose releases, acknowledgements and diff config are used) is the one --spec names, else [new]',
        "when it is a spec folder or a snapshot of one, else the project's only spec. [old] alone is the OLD side:",
        '`diff my-protocol` compares my-protocol with the working spec; `diff --spec my-protocol` compares its latest release with it.',
        '',
        'Examples:',
        '  felan-protocol diff                                     latest release snapshot → working spec (one spec, or --spec)',
        '  felan-protocol diff --spec my-protocol                  latest release of my-protocol → my-protocol',
        '  felan-protocol diff git:origin/main                     the spec on main → working spec',
        '  felan-protocol diff spec/releases/0.4.3.json --check-version --fail-on breaking',
        '  felan-protocol diff --format json | jq .summary         one JSON document for every outcome, errors included',
        '  felan-protocol diff --accept --reason "drop the unused field; no client sends it"',
        '  felan-protocol diff --fail-on breaking --layer wire     fail on wire breaks only; TypeScript breaks are listed, not counted',
        '  felan-protocol diff --compatibility backward            only what breaks old writers counts: new readers, old data',
        '  felan-protocol diff --compatibility full-transitive     the working spec against every release snapshot',
        '  felan-protocol diff --config spec/diff-config.yaml      per-rule severities and ignores (docs/contract-diff.md, Controls)',
      ].join('\n'),
    )
    .action(async (oldSource: string | undefined, newSource: string | undefined, options: DiffOptions) =>
      setExit(await runDiff([oldSource, newSource], options, terminal)),
    );
}
