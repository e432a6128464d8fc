import { Command, Option } from 'commander';
import { renderAcceptedChanges } from '../../generator/diff/accepted-changes.ts';
import { meetsThreshold, type DiffReport, type Severity } from '../../generator/diff/change.ts';
import { REPORT_FORMATS, type ReportFormat } from '../../generator/diff/format/formats.ts';
import { renderRuleTable } from '../../generator/diff/rule-table.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareVersions } from '../../generator/schema/semver.ts';
import { commandLine } from '../command-line.ts';
import { loadReport, withContractPair, type ContractInputOptions } from '../contract-inputs.ts';
import { EXIT } from '../exit-codes.ts';
import { displayPath } from '../paths.ts';
import { paint, type Terminal } from '../terminal.ts';

export interface DiffOptions extends ContractInputOptions {
  readonly format: ReportFormat;
  readonly failOn: Severity | 'none';
  readonly checkVersion: boolean;
  readonly accept: boolean;
  readonly reason?: string;
  readonly listRules: boolean;
}

/**
 * The changes that fail the run: unacknowledged, at or above the threshold — unless the version
 * gate is on and the new version is already bumped enough for them, which declares them.
 */
export function failingChanges(report: DiffReport, options: Pick<DiffOptions, 'failOn' | 'checkVersion'>) {
  const { summary } = report;
  const declared = options.checkVersion && summary.versionOk && compareVersions(summary.newVersion, summary.oldVersion) > 0;
  return declared ? [] : report.changes.filter((change) => !change.accepted && meetsThreshold(change.severity, options.failOn));
}

export async function runDiff(args: readonly (string | undefined)[], options: DiffOptions, terminal: Terminal): Promise<number> {
  if (options.listRules) {
    terminal.out(renderRuleTable().trimEnd());
    return EXIT.ok;
  }
  if (options.accept && (options.reason === undefined || options.reason.trim() === '')) {
    terminal.err('felan-protocol: --accept needs --reason "<why this change is intended>": the reason is committed with the acknowledgement');
    return EXIT.badInput;
  }
  const loaded = await loadReport(terminal, 'diff', args, options);
  if (loaded === undefined) return EXIT.badInput;
  const { oldContract, newContract, accepted, report, settings } = loaded;
  const formatter = REPORT_FORMATS[options.format];
  const labels = { oldLabel: oldContract.label, newLabel: newContract.label };
  terminal.out(formatter(report, { color: terminal.color && options.format === 'text', ...labels }).trimEnd());

  if (options.accept) {
    const threshold = options.failOn === 'none' ? 'safe' : options.failOn;
    const toAccept = report.changes.filter((change) => !change.accepted && meetsThreshold(change.severity, threshold));
    await nodeFileSystem.writeText(settings.accepted, renderAcceptedChanges(accepted, toAccept, options.reason!.trim()));
    terminal.err(`accepted ${toAccept.length} change${toAccept.length === 1 ? '' : 's'} in ${displayPath(settings.accepted)}: commit it with the spec change`);
    return EXIT.ok;
  }

  let exit: number = EXIT.ok;
  const accept = acceptCommand(args, options);
  if (options.checkVersion && !report.summary.versionOk) {
    terminal.err(
      paint(terminal, 'red', `version ${report.summary.newVersion} is too small: the changes need a ${report.summary.requiredBump} bump, at least ${report.summary.minimumVersion}`) +
        ` (set protocol.version, or acknowledge an intended break: \`${accept}\`)`,
    );
    exit = EXIT.drift;
  }
  const failing = failingChanges(report, options);
  if (failing.length > 0) {
    terminal.err(
      paint(terminal, 'red', `${failing.length} unacknowledged change${failing.length === 1 ? '' : 's'} at or above --fail-on ${options.failOn}`) +
        `: bump protocol.version and use --check-version, or acknowledge them: \`${accept}\``,
    );
    exit = EXIT.drift;
  }
  return exit;
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
    ['--fail-on', options.failOn === 'breaking' ? undefined : options.failOn],
    ['--accept', true],
    ['--reason', '<why this change is intended>'],
  );
}

export function diffCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withContractPair(new Command('diff').description('compare two contracts and say which changes break old readers, old writers or the generated TypeScript'))
    .addOption(new Option('--format <format>', 'report format').choices(Object.keys(REPORT_FORMATS)).default('text'))
    .addOption(new Option('--fail-on <severity>', 'exit 1 when an unacknowledged change is at least this severe').choices(['breaking', 'dangerous', 'none']).default('breaking'))
    .option('--check-version', 'exit 1 when the new protocol.version is too small for the changes', false)
    .option('--accept', 'acknowledge every current change at or above --fail-on in the accepted-changes file', false)
    .option('--reason <text>', 'why the acknowledged changes are intended (required with --accept)')
    .option('--list-rules', 'print every rule with its default severities as a Markdown table, and exit', false)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol diff                                     latest release snapshot → working spec (one spec, or --spec)',
        '  felan-protocol diff git:origin/main                     the spec on main → working spec',
        '  felan-protocol diff spec/releases/0.4.3.json --check-version --fail-on breaking',
        '  felan-protocol diff --format json | jq .summary',
        '  felan-protocol diff --accept --reason "drop the unused field; no client sends it"',
      ].join('\n'),
    )
    .action(async (oldSource: string | undefined, newSource: string | undefined, options: DiffOptions) => setExit(await runDiff([oldSource, newSource], options, terminal)));
}
