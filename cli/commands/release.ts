import { Command } from 'commander';
import { join } from 'node:path';
import { diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { applyControls, NO_CONTROLS } from '../../generator/diff/controls.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { latestRelease } from '../../generator/diff/releases.ts';
import { renderSnapshot } from '../../generator/diff/snapshot.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareVersions } from '../../generator/schema/versions.ts';
import { commandLine } from '../command-line.ts';
import {
  contractSettings,
  loadAcceptances,
  loadContractPair,
  loadDiffConfig,
  withContractOptions,
  type ContractInputOptions,
} from '../contract-inputs.ts';
import { EXIT } from '../exit-codes.ts';
import { displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { specArgument, withSpecArgument } from '../project/project-options.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';

export type ReleaseOptions = ContractInputOptions;

/**
 * release: freezes the working contract as <releases>/<version>.json. It refuses a version that is
 * already released with a different contract, one not newer than the latest release, and one the
 * version gate finds too small for the changes since the latest release.
 */
export async function runRelease(options: ReleaseOptions, terminal: Terminal): Promise<number> {
  const settings = await contractSettings(terminal, 'release', [undefined, undefined], options);
  if (settings === undefined) return EXIT.badInput;
  const releases = displayPath(settings.releases!);
  const latest = await latestRelease(nodeFileSystem, releases);
  const spec = displayPath(settings.spec);
  const pair = await loadContractPair(terminal, 'release', [latest?.path ?? spec, spec], settings, options);
  if (pair === undefined) return EXIT.badInput;
  const [previous, working] = pair;
  const { version } = working.spec.protocol;
  const path = join(releases, `${version}.json`);
  const text = renderSnapshot(working.spec);
  const existing = await nodeFileSystem.readText(path).catch(() => undefined);
  if (existing !== undefined) {
    if (existing === text) {
      terminal.info(`${path} is already released with this contract; nothing to do`);
      terminal.result({ version, path, released: false });
      return EXIT.ok;
    }
    reportDiagnostics(terminal, [diagnostic('release-exists', { version, path })]);
    return EXIT.badInput;
  }
  if (latest !== undefined) {
    if (compareVersions(version, latest.version) <= 0) {
      reportDiagnostics(terminal, [diagnostic('release-older', { version, latest: latest.version })]);
      return EXIT.badInput;
    }
    const accepted = await loadAcceptances(terminal, settings.accepted);
    if (accepted === undefined) return EXIT.badInput;
    // The version gate of `diff --check-version`, under the same diff config.
    const configured = await loadDiffConfig(terminal, settings, undefined);
    if (configured === undefined) return EXIT.badInput;
    const report = applyControls(diffContracts(previous, working, accepted), {
      ...NO_CONTROLS,
      config: configured.config,
    });
    if (!report.summary.versionOk) {
      const diff = commandLine(
        'diff',
        ['--project', options.project],
        ['--spec', options.spec],
        ['--releases', options.releases],
        ['--accepted', options.accepted],
      );
      terminal.err(
        paint(
          terminal,
          'red',
          `version ${version} is too small for the changes since ${latest.version}: it needs at least ${report.summary.minimumVersion}`,
        ) + ` (see \`${diff}\`)`,
      );
      return EXIT.drift;
    }
  }
  await nodeFileSystem.writeText(path, text);
  terminal.info(paint(terminal, 'green', `released ${version}`) + ` as ${path}`);
  terminal.result({ version, path, released: true });
  return EXIT.ok;
}

export function releaseCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withSpecArgument(
    withContractOptions(withFormatOption(new Command('release'))),
    "the working spec folder, the same as --spec (default: the project's only spec)",
  )
    .description('freeze the working contract as <releases>/<version>.json, the base later diffs compare with')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        "  felan-protocol release                               after setting protocol.version (the project's one spec, or --spec)",
        '  felan-protocol release my-protocol --releases my-protocol/releases   one spec of several (or --spec my-protocol)',
      ].join('\n'),
    )
    .action(async (spec: string | undefined, options: ReleaseOptions) =>
      setExit(await runRelease(specArgument(spec, options), terminal)),
    );
}
