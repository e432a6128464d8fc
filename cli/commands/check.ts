import { Command } from 'commander';
import { basename, dirname, join, resolve } from 'node:path';
import { renderSchemaBundle } from '../../generator/json-schema-bundle/render-bundle.ts';
import { renderReference } from '../../generator/docs/render-reference.ts';
import { renderEditorSchema } from '../../generator/editor-schema/render-editor-schema.ts';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { generatePackage, type GeneratedPackage } from '../../generator/pipeline.ts';
import { compareOutput, NOT_GOLDEN, type FileComparison } from '../../generator/write/compare-output.ts';
import { describeDrift } from '../../generator/write/describe-drift.ts';
import { commandLine } from '../command-line.ts';
import { EXIT } from '../exit-codes.ts';
import { withFormatOption } from '../output-format.ts';
import { displayPath } from '../paths.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';
import { runEach, specArgument, withProjectOptions, withSpecArgument } from '../project/project-options.ts';
import { UsageError } from '../usage-error.ts';
import { resolveTargets, type ProjectFlags, type SpecTarget } from '../project/project-targets.ts';

export interface CheckOptions extends ProjectFlags {
  /** The folder holding the package folder; default: the project's. */
  readonly out?: string | undefined;
  /**
   * The reference docs folder; false (`--no-docs`) skips it. Left out, the docs are compared when
   * the project file gives the spec's `docs:` — that is how a project says it commits them; a spec
   * whose docs are not committed has nothing to compare.
   */
  readonly docs?: string | false | undefined;
  /** The folder of the JSON Schema bundle, by the same rule as docs (`schema:`; `--json-schema`, `--no-json-schema`). */
  readonly jsonSchema?: string | false | undefined;
}

/** Where one artifact is compared on this run: a folder that holds exactly `files`, or one file of a folder. */
interface ArtifactPlace {
  readonly folder: string;
  readonly files: readonly EmittedFile[];
  /** One file among others: the folder's other files are not this artifact's. */
  readonly single: boolean;
}

/**
 * Committed output that must match what the spec renders, and the command that rewrites it. check
 * compares every one the same way (changed, missing, left-over, with a diff); a new kind of
 * committed output is one more entry in GOLDEN_ARTIFACTS.
 */
interface GoldenArtifact {
  /** Names the artifact in --format json. */
  readonly name: string;
  /** Where to compare for this run, or undefined when the run skips this artifact. */
  place(options: CheckOptions, target: SpecTarget, generated: GeneratedPackage): ArtifactPlace | undefined;
  /** Paths under the folder that are not golden. */
  readonly ignore: readonly string[];
  /** What one out-of-date file is called in the summary line. */
  readonly noun: string;
  /** The command that brings the artifact up to date: the command check was run as, with the flags that apply. */
  remedy(options: CheckOptions, generated: GeneratedPackage): string;
}

const GOLDEN_ARTIFACTS: readonly GoldenArtifact[] = [
  {
    name: 'package',
    place: (options, target, { model, files }) => ({
      folder: join(options.out === undefined ? target.out : resolve(options.out), model.protocol.packageDir),
      files,
      single: false,
    }),
    ignore: NOT_GOLDEN,
    noun: 'generated file',
    remedy: (options) =>
      commandLine('gen', ['--project', options.project], ['--spec', options.spec], ['--out', options.out]),
  },
  {
    // Always compared, as the package is: the spec files' $schema lines point at it, so an editor
    // reading a stale one flags names the spec declares and misses names it no longer does.
    name: 'editor-schema',
    place: (_options, target, { model }) =>
      target.editorSchema === undefined
        ? undefined
        : {
            folder: dirname(target.editorSchema),
            files: [{ path: basename(target.editorSchema), content: renderEditorSchema(model) }],
            single: true,
          },
    ignore: [],
    noun: 'editor schema',
    remedy: (options) =>
      commandLine('gen', ['--project', options.project], ['--spec', options.spec], ['--out', options.out]),
  },
  {
    name: 'docs',
    place: (options, target, { model }) => {
      const folder =
        typeof options.docs === 'string'
          ? resolve(options.docs)
          : options.docs === undefined && target.docs.committed
            ? target.docs.folder(model.protocol.packageDir)
            : undefined;
      return folder === undefined ? undefined : { folder, files: renderReference(model), single: false };
    },
    ignore: [],
    noun: 'reference docs file',
    remedy: (options) =>
      commandLine(
        'docs',
        ['--project', options.project],
        ['--spec', options.spec],
        ['--out', typeof options.docs === 'string' ? options.docs : undefined],
      ),
  },
  {
    name: 'json-schema',
    place: (options, target, { model }) => {
      const bundle = renderSchemaBundle(model);
      const file =
        typeof options.jsonSchema === 'string'
          ? join(resolve(options.jsonSchema), bundle.path)
          : options.jsonSchema === undefined && target.schema.committed
            ? target.schema.file(bundle.path)
            : undefined;
      return file === undefined
        ? undefined
        : { folder: dirname(file), files: [{ path: basename(file), content: bundle.content }], single: true };
    },
    ignore: [],
    noun: 'JSON Schema bundle',
    remedy: (options, { model }) =>
      commandLine(
        'schema',
        ['--project', options.project],
        ['--spec', options.spec],
        [
          '--out',
          typeof options.jsonSchema === 'string' ? join(options.jsonSchema, renderSchemaBundle(model).path) : undefined,
        ],
      ),
  },
];

/** check: regenerates in memory and lists every golden file that differs from disk, for each spec of the project; writes nothing. */
export async function runCheck(options: CheckOptions, terminal: Terminal): Promise<number> {
  const targets = await resolveTargets(terminal, options);
  if (targets === undefined) return EXIT.badInput;
  if (typeof options.docs === 'string' && targets.length > 1) {
    throw new UsageError(
      `--docs names one docs folder, and the project lists ${targets.length} specs: name one spec too, or set each spec's docs: in the project file`,
    );
  }
  return runEach(terminal, targets, (target, scoped) => checkSpec(options, target, scoped));
}

async function checkSpec(options: CheckOptions, target: SpecTarget, terminal: Terminal): Promise<number> {
  const specDir = displayPath(target.spec);
  const generated = await generatePackage(
    nodeFileSystem,
    specDir,
    (stage) => terminal.progress(`check ${specDir}: ${stage}…`),
    target.package,
    target.lint,
  );
  terminal.progress(undefined);
  if (reportDiagnostics(terminal, generated.diagnostics) || generated.value === undefined) return EXIT.badInput;
  let exit: number = EXIT.ok;
  const artifacts: Record<string, unknown>[] = [];
  for (const artifact of GOLDEN_ARTIFACTS) {
    const place = artifact.place(options, target, generated.value);
    if (place === undefined) continue;
    const folder = displayPath(place.folder);
    const drifted = await checkArtifact(artifact, { ...place, folder }, options, generated.value, terminal);
    artifacts.push({
      name: artifact.name,
      dir: folder,
      drifted: drifted.map((entry) => ({ path: join(folder, entry.path), status: entry.status })),
    });
    if (drifted.length > 0) exit = EXIT.drift;
  }
  terminal.result({ spec: specDir, artifacts });
  return exit;
}

/** Compares one artifact with what the spec renders and reports; returns the files that differ. */
async function checkArtifact(
  artifact: GoldenArtifact,
  place: ArtifactPlace,
  options: CheckOptions,
  generated: GeneratedPackage,
  terminal: Terminal,
): Promise<FileComparison[]> {
  const { folder, files } = place;
  const compared = place.single
    ? await compareFile(folder, files[0]!)
    : await compareOutput(nodeFileSystem, folder, files, artifact.ignore);
  const drifted = compared.filter((entry) => entry.status !== 'unchanged');
  const shown = place.single ? join(folder, files[0]!.path) : folder;
  if (drifted.length === 0) {
    terminal.info(
      paint(terminal, 'green', `${shown} matches the spec`) +
        (place.single ? '' : ` (${files.length} file${files.length === 1 ? '' : 's'})`),
    );
    return drifted;
  }
  for (const entry of drifted) {
    terminal.err(paint(terminal, 'red', `${entry.status.padEnd(9)} ${join(folder, entry.path)}`));
    terminal.err(paint(terminal, 'dim', describeDrift(entry, folder)));
  }
  terminal.err(
    `${drifted.length} ${artifact.noun}${drifted.length === 1 ? '' : 's'} out of date: run \`${artifact.remedy(options, generated)}\` and commit the result`,
  );
  return drifted;
}

/** One file of a folder compared with its expected content (a missing file is missing, never a left-over). */
async function compareFile(folder: string, file: EmittedFile): Promise<FileComparison[]> {
  const actual = await nodeFileSystem.readText(join(folder, file.path)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (actual === undefined) return [{ path: file.path, status: 'missing', expected: file.content }];
  return [
    { path: file.path, status: actual === file.content ? 'unchanged' : 'changed', actual, expected: file.content },
  ];
}

export function checkCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withSpecArgument(withProjectOptions(withFormatOption(new Command('check'))))
    .description(
      "fail (exit 1) when a generated package or a spec's editor schema, or the reference docs or JSON Schema bundle the project commits, differ from what the spec produces",
    )
    .option('--out <dir>', "folder holding the generated package folder (default: the project's out, else generated/)")
    .option(
      '--docs <dir>',
      "reference docs folder (default: the spec's docs: in the project file; compared only when it is given there or here)",
    )
    .option('--no-docs', 'do not compare the reference docs')
    .option(
      '--json-schema <dir>',
      "folder of the JSON Schema bundle (default: the folder of the spec's schema: in the project file, by the same rule)",
    )
    .option('--no-json-schema', 'do not compare the JSON Schema bundle')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol check                                      every spec of felan-protocol.yaml: its package and editor schema, and its docs and bundle if listed',
        '  felan-protocol check my-protocol --out packages --docs my-protocol-docs     one spec (or --spec my-protocol)',
        '  felan-protocol check --spec my-protocol --out packages --no-docs',
        "  felan-protocol check --format json | jq '.artifacts[] | select(.drifted != [])'",
      ].join('\n'),
    )
    .action(async (spec: string | undefined, options: CheckOptions) =>
      setExit(await runCheck(specArgument(spec, options), terminal)),
    );
}
