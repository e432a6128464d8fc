import { Command } from 'commander';
import { realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { renderSchemaBundle } from '../../generator/json-schema-bundle/render-bundle.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';
import { writeFailure } from '../folder-output.ts';
import { specArgument, withProjectOptions, withSpecArgument } from '../project/project-options.ts';
import { UsageError } from '../usage-error.ts';
import { resolveTargets, type ProjectFlags, type SpecTarget } from '../project/project-targets.ts';
import { renderThenWrite } from '../render-then-write.ts';

export interface SchemaOptions extends ProjectFlags {
  /** A file, `-` for stdout, or undefined for the project's (`schema:`, else generated/json-schema/<package folder>.schema.json). */
  readonly out?: string | undefined;
}

/**
 * schema: spec → model → one JSON Schema 2020-12 bundle → a file (replaced whole or not at all) or
 * stdout, for the spec --spec names or every spec of the project; every bundle is rendered before
 * any is written.
 */
export async function runSchema(options: SchemaOptions, terminal: Terminal): Promise<number> {
  if (options.out === '-' && terminal.json) {
    throw new UsageError(
      '--out - prints the bundle itself, and --format json prints a report instead: write the bundle to a file, or drop --format json',
    );
  }
  const targets = await resolveTargets(terminal, options);
  if (targets === undefined) return EXIT.badInput;
  if (options.out !== undefined && targets.length > 1) {
    throw new UsageError(
      `--out ${options.out} names one bundle, and the project lists ${targets.length} specs: name one spec too, or set each spec's schema: in the project file`,
    );
  }
  return renderThenWrite(terminal, targets, {
    render: (target) => renderBundle(target, options, terminal),
    outputs: [{ what: 'JSON Schema bundle', path: (bundle) => bundle.file }],
    write: writeSchema,
  });
}

async function renderBundle(
  target: SpecTarget,
  options: SchemaOptions,
  terminal: Terminal,
): Promise<Bundle | undefined> {
  const loaded = await loadModel(nodeFileSystem, displayPath(target.spec), undefined, undefined, target.lint);
  if (reportDiagnostics(terminal, loaded.diagnostics) || loaded.value === undefined) return undefined;
  const model = loaded.value;
  const bundle = renderSchemaBundle(model);
  const file =
    options.out === undefined ? target.schema.file(bundle.path) : options.out === '-' ? '-' : resolve(options.out);
  return { spec: target.spec, model, content: bundle.content, file };
}

/** One spec's bundle in memory and where it goes (`-`: stdout). */
interface Bundle {
  readonly spec: string;
  readonly model: ProtocolModel;
  readonly content: string;
  readonly file: string;
}

async function writeSchema({ model, content, file }: Bundle, terminal: Terminal): Promise<number> {
  if (file === '-') {
    terminal.out(content.replace(/\n$/, '')); // the terminal adds the final line break back
    return EXIT.ok;
  }
  const target = displayPath(file);
  let outcome: WriteOutcome;
  try {
    outcome = await writeBundle(target, content);
  } catch (error) {
    const failure = writeFailure(error, dirname(target));
    if (failure === undefined) throw error;
    terminal.diagnostics([failure]);
    return EXIT.badInput;
  }
  const definitions = model.types.length + 2 * model.operations.length;
  const status = outcome === 'unchanged' ? outcome : paint(terminal, 'green', outcome);
  terminal.info(
    `${model.protocol.package} ${model.protocol.version} → ${target}: ${status} (JSON Schema 2020-12 bundle, ${definitions} definitions)`,
  );
  terminal.result({
    package: model.protocol.package,
    version: model.protocol.version,
    file: target,
    status: outcome,
    definitions,
  });
  return EXIT.ok;
}

type WriteOutcome = 'created' | 'updated' | 'unchanged' | 'written';

/**
 * A regular file (or a link to one) is replaced whole or not at all, through a temporary sibling
 * and a rename, and not touched when its bytes are already these: its time keeps meaning "the
 * contract last changed". Anything else that exists (/dev/stdout, a named pipe) is written into as
 * it is: renaming over it would replace the device with a file, and reading it first could block.
 */
async function writeBundle(target: string, content: string): Promise<WriteOutcome> {
  const found = await stat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (found === undefined) {
    await nodeFileSystem.writeText(target, content);
    return 'created';
  }
  if (!found.isFile() && !found.isDirectory()) {
    await writeFile(target, content, 'utf8');
    return 'written';
  }
  const file = await realpath(target); // replace the file a link points at, not the link
  if (found.isFile() && (await nodeFileSystem.readText(file)) === content) return 'unchanged';
  await nodeFileSystem.writeText(file, content); // a folder: the rename fails (EISDIR) and nothing changes
  return 'updated';
}

export function schemaCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withSpecArgument(
    withProjectOptions(withFormatOption(new Command('schema'))),
    'spec folder or release snapshot, the same as --spec (default: every spec the project file lists)',
  )
    .description(
      "write the contract as one JSON Schema 2020-12 bundle (every type, every op's params and result) for consumers outside TypeScript",
    )
    .option(
      '--out <file>',
      "file to write, or - for stdout (default: the project's schema, else generated/json-schema/<package folder>.schema.json)",
    )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol schema                                   each spec → generated/json-schema/<package folder>.schema.json',
        '  felan-protocol schema --out - | jq \'.["$defs"].PromptParams\'    the bundle on stdout (one spec: else name it)',
        '  felan-protocol schema my-protocol --out my-protocol.schema.json   one spec (or --spec my-protocol)',
        '  felan-protocol schema spec/releases/0.4.3.json --out /tmp/session-protocol-0.4.3.schema.json   (or --spec spec/releases/0.4.3.json)',
        '  felan-protocol schema --format json | jq .status        created, updated or unchanged',
        '',
        'Definitions are keyed by their TypeScript names (Prompt, PromptParams, PromptResult), each with its own $id;',
        'the custom keywords are declared by the dialect in schema/vocabulary/.',
      ].join('\n'),
    )
    .action(async (spec: string | undefined, options: SchemaOptions) =>
      setExit(await runSchema(specArgument(spec, options), terminal)),
    );
}
