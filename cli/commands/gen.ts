import { Command } from 'commander';
import { join, resolve } from 'node:path';
import { renderEditorSchema } from '../../generator/editor-schema/render-editor-schema.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { generatePackage, type GeneratedPackage, type StageTiming } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { reportDiagnostics, type Terminal } from '../terminal.ts';
import { reportTimings, writeFolder, writeSingleFile } from '../folder-output.ts';
import { isWithin } from '../project/project-file.ts';
import { specArgument, withProjectOptions, withSpecArgument } from '../project/project-options.ts';
import { resolveTargets, type ProjectFlags, type SpecTarget } from '../project/project-targets.ts';
import { renderThenWrite } from '../render-then-write.ts';

export interface GenOptions extends ProjectFlags {
  /** The folder the package folder goes into; default: the project's (`out:`, else generated/). */
  readonly out?: string | undefined;
  /** Type-check the package while building it; the tests always do (test/generated, test/golden). */
  readonly typecheck: boolean;
}

/**
 * gen: spec → package sources → in-memory build → disk, writing only files whose bytes changed, for
 * the spec --spec names or every spec of the project; and after each package, the spec's editor
 * schema (docs/editor.md), which --out does not move: the spec files point at it. Every spec is
 * generated before any is written: one broken spec and nothing is written at all.
 */
export async function runGen(options: GenOptions, terminal: Terminal): Promise<number> {
  const targets = await resolveTargets(terminal, options);
  if (targets === undefined) return EXIT.badInput;
  return renderThenWrite(terminal, targets, {
    render: (target) => generate(target, options, terminal),
    outputs: [
      { what: 'package folder', path: packageFolder },
      { what: 'editor schema', path: (spec) => spec.editorSchema?.file },
    ],
    refuse: (generated) => editorSchemaInsidePackage(generated, terminal),
    write: (spec, scoped) => buildAndWrite(spec, options.typecheck, scoped),
  });
}

async function generate(target: SpecTarget, options: GenOptions, terminal: Terminal): Promise<Generated | undefined> {
  const started = performance.now();
  const specDir = displayPath(target.spec);
  const result = await generatePackage(
    nodeFileSystem,
    specDir,
    (stage) => terminal.progress(`gen ${specDir}: ${stage}…`),
    target.package,
    target.lint,
  );
  terminal.progress(undefined);
  if (reportDiagnostics(terminal, result.diagnostics) || result.value === undefined) return undefined;
  const out = options.out === undefined ? target.out : resolve(options.out);
  const editorSchema =
    target.editorSchema === undefined
      ? undefined
      : { file: target.editorSchema, content: renderEditorSchema(result.value.model) };
  return {
    spec: target.spec,
    specDir,
    out,
    value: result.value,
    editorSchema,
    timings: result.timings,
    generateMs: performance.now() - started,
  };
}

function packageFolder(spec: Generated): string {
  return resolve(spec.out, spec.value.model.protocol.packageDir);
}

/** Whether a spec's editor schema would land in its own package folder (reported, so nothing is written). */
function editorSchemaInsidePackage(generated: readonly Generated[], terminal: Terminal): boolean {
  for (const spec of generated) {
    // The package folder holds only what gen writes there: the next gen would remove the editor schema as a left-over.
    if (spec.editorSchema !== undefined && isWithin(spec.editorSchema.file, packageFolder(spec))) {
      terminal.err(
        `felan-protocol: the editor schema ${displayPath(spec.editorSchema.file)} of ${displayPath(spec.spec)} is inside its package folder ${displayPath(packageFolder(spec))}, which gen empties of what it does not write: give it another editorSchema: in the project file; nothing was written`,
      );
      return true;
    }
  }
  return false;
}

/** One spec's package in memory, where it goes, and how long making it took. */
interface Generated {
  readonly spec: string;
  readonly specDir: string;
  readonly out: string;
  readonly value: GeneratedPackage;
  /** The spec's editor schema and where it goes; undefined for a one-file contract. */
  readonly editorSchema: { readonly file: string; readonly content: string } | undefined;
  readonly timings: readonly StageTiming[];
  readonly generateMs: number;
}

async function buildAndWrite(
  { specDir, out, value, editorSchema, timings, generateMs }: Generated,
  typecheck: boolean,
  terminal: Terminal,
): Promise<number> {
  const { model, files } = value;
  const progress = (stage: string) => terminal.progress(`gen ${specDir}: ${stage}…`);
  const buildStart = performance.now();
  progress(typecheck ? 'build: type-check' : 'build');
  const { compilePackage } = await import('../../generator/build/compile-package.ts'); // TypeScript: loaded only when building
  const compiled = compilePackage(files, {
    typeCheck: typecheck,
    onFile: (done, total) => progress(`build ${done}/${total} files`),
  });
  const built = compiled.map((file) => ({ path: `dist/${file.path.replace(/^dist\//, '')}`, content: file.content }));
  const buildMs = performance.now() - buildStart;

  const packageDir = join(displayPath(out), model.protocol.packageDir);
  progress('write');
  const written = await writeFolder(terminal, packageDir, [...files, ...built], ['node_modules/']);
  if (written === undefined) return EXIT.badInput;
  if (
    editorSchema !== undefined &&
    (await writeSingleFile(terminal, displayPath(editorSchema.file), editorSchema.content, 'editorSchema')) ===
      undefined
  )
    return EXIT.badInput;
  const stages = reportTimings(terminal, [...timings, { stage: 'build', milliseconds: buildMs }]);
  terminal.info(
    `${model.protocol.package} ${model.protocol.version} → ${packageDir}: ${written.written} written, ${written.unchanged} unchanged in ${Math.round(generateMs + performance.now() - buildStart)} ms (${stages})`,
  );
  terminal.result({ package: model.protocol.package, version: model.protocol.version });
  return EXIT.ok;
}

export function genCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withSpecArgument(withProjectOptions(withFormatOption(new Command('gen'))))
    .description(
      "generate the TypeScript package of each spec of the project (types, validators, catalog) and build it, and the spec's editor schema",
    )
    .option(
      '--out <dir>',
      "folder the package folder is written into (default: the project's out, else generated/ beside the project file)",
    )
    .option('--typecheck', 'type-check the generated package while building it (slower; the tests always do)', false)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol gen                                     every spec of felan-protocol.yaml → generated/<package folder>',
        '                                                         and <spec folder>/.felan/spec.schema.json (see docs/editor.md)',
        '  felan-protocol gen my-protocol --out packages          one spec (or --spec my-protocol) → packages/<package folder>',
        '  felan-protocol gen --typecheck                         also type-check the package (as the tests do)',
        '  felan-protocol gen --format json | jq \'.files[] | select(.status != "unchanged")\'',
      ].join('\n'),
    )
    .action(async (spec: string | undefined, options: GenOptions) =>
      setExit(await runGen(specArgument(spec, options), terminal)),
    );
}
