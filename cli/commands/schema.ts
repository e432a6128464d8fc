import { Command } from 'commander';
import { realpath, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { renderSchemaBundle } from '../../generator/json-schema-bundle/render-bundle.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { DEFAULT_SCHEMA_BUNDLE, DEFAULT_SPEC, displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';
import { writeFailure } from '../folder-output.ts';

export interface SchemaOptions {
  readonly spec: string;
  /** A file, `-` for stdout, or undefined for generated/json-schema/<package folder>.schema.json. */
  readonly out?: string;
}

/** schema: spec → model → one JSON Schema 2020-12 bundle → a file (replaced whole or not at all) or stdout. */
export async function runSchema(options: SchemaOptions, terminal: Terminal): Promise<number> {
  if (options.out === '-' && terminal.json) {
    terminal.err('felan-protocol: --out - prints the bundle itself, and --format json prints a report instead: write the bundle to a file, or drop --format json');
    return EXIT.badInput;
  }
  const loaded = await loadModel(nodeFileSystem, displayPath(options.spec));
  if (reportDiagnostics(terminal, loaded.diagnostics)) return EXIT.badInput;
  const model = loaded.value!;
  const bundle = renderSchemaBundle(model);
  if (options.out === '-') {
    terminal.out(bundle.content.replace(/\n$/, '')); // the terminal adds the final line break back
    return EXIT.ok;
  }

  const target = displayPath(options.out ?? DEFAULT_SCHEMA_BUNDLE(bundle.path));
  let outcome: WriteOutcome;
  try {
    outcome = await writeBundle(target, bundle.content);
  } catch (error) {
    const failure = writeFailure(error, dirname(target));
    if (failure === undefined) throw error;
    terminal.diagnostics([failure]);
    return EXIT.badInput;
  }
  const definitions = model.types.length + 2 * model.operations.length;
  const status = outcome === 'unchanged' ? outcome : paint(terminal, 'green', outcome);
  terminal.info(`${model.protocol.package} ${model.protocol.version} → ${target}: ${status} (JSON Schema 2020-12 bundle, ${definitions} definitions)`);
  terminal.result({ package: model.protocol.package, version: model.protocol.version, file: target, status: outcome, definitions });
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
  return withFormatOption(new Command('schema'))
    .description('write the contract as one JSON Schema 2020-12 bundle (every type, every op\'s params and result) for consumers outside TypeScript')
    .option('--spec <dir>', 'spec folder', DEFAULT_SPEC)
    .option('--out <file>', 'file to write, or - for stdout (default: generated/json-schema/<package folder>.schema.json)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol schema                                   generated/json-schema/session-protocol.schema.json',
        '  felan-protocol schema --out - | jq \'.["$defs"].PromptParams\'',
        '  felan-protocol schema --spec spec/releases/0.4.3.json --out /tmp/session-protocol-0.4.3.schema.json',
        '  felan-protocol schema --format json | jq .status        created, updated or unchanged',
        '',
        'Definitions are keyed by their TypeScript names (Prompt, PromptParams, PromptResult), each with its own $id;',
        'the custom keywords are declared by the dialect in schema/vocabulary/.',
      ].join('\n'),
    )
    .action(async (options: SchemaOptions) => setExit(await runSchema(options, terminal)));
}
