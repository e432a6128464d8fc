import { Command } from 'commander';
import { dirname, join, resolve } from 'node:path';
import { renderSchemaBundle } from '../../generator/json-schema-bundle/render-bundle.ts';
import { renderReference } from '../../generator/docs/render-reference.ts';
import type { EmittedFile } from '../../generator/emit/emitter.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { generatePackage, type GeneratedPackage } from '../../generator/pipeline.ts';
import { compareOutput, NOT_GOLDEN, type FileComparison } from '../../generator/write/compare-output.ts';
import { describeDrift } from '../../generator/write/describe-drift.ts';
import { EXIT } from '../exit-codes.ts';
import { withFormatOption } from '../output-format.ts';
import { DEFAULT_DOCS, DEFAULT_OUT, DEFAULT_SCHEMA_BUNDLE, DEFAULT_SPEC, displayPath } from '../paths.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';

export interface CheckOptions {
  readonly spec: string;
  readonly out: string;
  /**
   * The reference docs folder; false (`--no-docs`) skips it. Left out, it is docs/reference for the
   * bundled spec only: that folder documents the bundled spec, so comparing another spec with it
   * could only fail. Another spec's docs are compared when --docs names their folder.
   */
  readonly docs?: string | false;
  /** The JSON Schema bundle's folder, by the same rule as docs (`--json-schema`, `--no-json-schema`). */
  readonly jsonSchema?: string | false;
}

/**
 * A folder of committed output that must match what the spec renders, and the command that
 * rewrites it. check compares every one the same way (changed, missing, left-over, with a diff); a
 * new kind of committed output is one more entry in GOLDEN_ARTIFACTS.
 */
interface GoldenArtifact {
  /** Names the artifact in --format json. */
  readonly name: string;
  /** The folder to compare for this run, or undefined when the run skips this artifact. */
  folder(options: CheckOptions, generated: GeneratedPackage): string | undefined;
  /** What the spec produces, relative to the folder. */
  render(generated: GeneratedPackage): readonly EmittedFile[];
  /** Paths under the folder that are not golden. */
  readonly ignore: readonly string[];
  /** What one out-of-date file is called in the summary line. */
  readonly noun: string;
  /** The command that brings the folder up to date. */
  readonly remedy: string;
}

const GOLDEN_ARTIFACTS: readonly GoldenArtifact[] = [
  {
    name: 'package',
    folder: (options, { model }) => join(displayPath(options.out), model.protocol.packageDir),
    render: ({ files }) => files,
    ignore: NOT_GOLDEN,
    noun: 'generated file',
    remedy: 'felan-protocol gen',
  },
  {
    name: 'docs',
    folder: (options) => bundledSpecDefault(options, options.docs, DEFAULT_DOCS),
    render: ({ model }) => renderReference(model),
    ignore: [],
    noun: 'reference docs file',
    remedy: 'felan-protocol docs',
  },
  {
    name: 'json-schema',
    folder: (options) => bundledSpecDefault(options, options.jsonSchema, DEFAULT_JSON_SCHEMA_DIR),
    render: ({ model }) => [renderSchemaBundle(model)],
    ignore: [],
    noun: 'JSON Schema bundle',
    remedy: 'felan-protocol schema',
  },
];

const DEFAULT_JSON_SCHEMA_DIR = dirname(DEFAULT_SCHEMA_BUNDLE('bundle.json'));

/**
 * The folder an optional artifact is compared in: the one the option names, none with its --no-
 * form, and when left out the repository's own folder for the bundled spec only — that folder
 * describes the bundled spec, so comparing another spec with it could only fail.
 */
function bundledSpecDefault(options: CheckOptions, given: string | false | undefined, repositoryFolder: string): string | undefined {
  if (given === false) return undefined;
  if (given !== undefined) return displayPath(given);
  return resolve(options.spec) === DEFAULT_SPEC ? displayPath(repositoryFolder) : undefined;
}

/** check: regenerates in memory and lists every golden file that differs from disk; writes nothing. */
export async function runCheck(options: CheckOptions, terminal: Terminal): Promise<number> {
  const specDir = displayPath(options.spec);
  const generated = await generatePackage(nodeFileSystem, specDir, (stage) => terminal.progress(`check ${specDir}: ${stage}…`));
  terminal.progress(undefined);
  if (reportDiagnostics(terminal, generated.diagnostics)) return EXIT.badInput;
  let exit: number = EXIT.ok;
  const artifacts: Record<string, unknown>[] = [];
  for (const artifact of GOLDEN_ARTIFACTS) {
    const folder = artifact.folder(options, generated.value!);
    if (folder === undefined) continue;
    const drifted = await checkArtifact(artifact, folder, generated.value!, terminal);
    artifacts.push({ name: artifact.name, dir: folder, drifted: drifted.map((entry) => ({ path: join(folder, entry.path), status: entry.status })) });
    if (drifted.length > 0) exit = EXIT.drift;
  }
  terminal.result({ artifacts });
  return exit;
}

/** Compares one artifact's folder with what the spec renders and reports; returns the files that differ. */
async function checkArtifact(artifact: GoldenArtifact, folder: string, generated: GeneratedPackage, terminal: Terminal): Promise<FileComparison[]> {
  const files = artifact.render(generated);
  const drifted = (await compareOutput(nodeFileSystem, folder, files, artifact.ignore)).filter((entry) => entry.status !== 'unchanged');
  if (drifted.length === 0) {
    terminal.info(paint(terminal, 'green', `${folder} matches the spec`) + ` (${files.length} file${files.length === 1 ? '' : 's'})`);
    return drifted;
  }
  for (const entry of drifted) {
    terminal.err(paint(terminal, 'red', `${entry.status.padEnd(9)} ${join(folder, entry.path)}`));
    terminal.err(paint(terminal, 'dim', describeDrift(entry)));
  }
  terminal.err(`${drifted.length} ${artifact.noun}${drifted.length === 1 ? '' : 's'} out of date: run \`${artifact.remedy}\` and commit the result`);
  return drifted;
}

export function checkCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withFormatOption(new Command('check'))
    .description('fail (exit 1) when the generated package, the reference docs or the JSON Schema bundle differ from what the spec produces')
    .option('--spec <dir>', 'spec folder', DEFAULT_SPEC)
    .option('--out <dir>', 'folder holding the generated package folder', DEFAULT_OUT)
    .option('--docs <dir>', 'reference docs folder (default: docs/reference, for the bundled spec only; another spec compares its docs only when given)')
    .option('--no-docs', 'do not compare the reference docs (for a spec whose docs are not committed)')
    .option('--json-schema <dir>', 'folder of the JSON Schema bundle (default: generated/json-schema, for the bundled spec only)')
    .option('--no-json-schema', 'do not compare the JSON Schema bundle')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol check                                      generated/session-protocol, docs/reference and generated/json-schema',
        '  felan-protocol check --spec my-protocol --out packages --docs my-protocol/docs',
        '  felan-protocol check --spec my-protocol --out packages --no-docs',
        '  felan-protocol check --format json | jq \'.artifacts[] | select(.drifted != [])\'',
      ].join('\n'),
    )
    .action(async (options: CheckOptions) => setExit(await runCheck(options, terminal)));
}
