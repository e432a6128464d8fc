import { Command } from 'commander';
import { resolve } from 'node:path';
import { renderReference } from '../../generator/docs/render-reference.ts';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel, type StageTiming } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { withFormatOption } from '../output-format.ts';
import { displayPath } from '../paths.ts';
import { reportDiagnostics, type Terminal } from '../terminal.ts';
import { reportTimings, writeFolder } from '../folder-output.ts';
import { specArgument, withProjectOptions, withSpecArgument } from '../project/project-options.ts';
import { UsageError } from '../usage-error.ts';
import { resolveTargets, type ProjectFlags, type SpecTarget } from '../project/project-targets.ts';
import { renderThenWrite } from '../render-then-write.ts';

export interface DocsOptions extends ProjectFlags {
  /** The docs folder; default: the project's (`docs:`, else docs/<package folder>). */
  readonly out?: string | undefined;
}

/**
 * docs: spec → model → Markdown pages and one HTML page → disk, the way gen writes the package: only
 * files whose bytes changed, left-over files removed, all of them or none. The folder holds nothing
 * else, so `check` can hold every file in it to what the spec renders. Every spec of the project is
 * rendered before any folder is written.
 */
export async function runDocs(options: DocsOptions, terminal: Terminal): Promise<number> {
  const targets = await resolveTargets(terminal, options);
  if (targets === undefined) return EXIT.badInput;
  if (options.out !== undefined && targets.length > 1) {
    throw new UsageError(
      `--out names one docs folder, and the project lists ${targets.length} specs: name one spec too, or set each spec's docs: in the project file (docs removes every file in its folder that it did not write)`,
    );
  }
  return renderThenWrite(terminal, targets, {
    render: (target) => renderDocs(target, options, terminal),
    outputs: [{ what: 'docs folder', path: (docs) => docs.folder }],
    write: writeDocs,
  });
}

async function renderDocs(target: SpecTarget, options: DocsOptions, terminal: Terminal): Promise<Rendered | undefined> {
  const started = performance.now();
  const specDir = displayPath(target.spec);
  const progress = (stage: string) => terminal.progress(`docs ${specDir}: ${stage}…`);
  const loaded = await loadModel(nodeFileSystem, specDir, progress, undefined, target.lint);
  terminal.progress(undefined);
  if (reportDiagnostics(terminal, loaded.diagnostics) || loaded.value === undefined) return undefined;
  const model = loaded.value;
  progress('render');
  const renderStart = performance.now();
  const files = renderReference(model);
  const timings = [...loaded.timings, { stage: 'render', milliseconds: performance.now() - renderStart }];
  const folder = options.out === undefined ? target.docs.folder(model.protocol.packageDir) : resolve(options.out);
  return { spec: target.spec, model, files, folder, timings, renderMs: performance.now() - started };
}

/** One spec's reference in memory and where it goes. */
interface Rendered {
  readonly spec: string;
  readonly model: ProtocolModel;
  readonly files: readonly EmittedFile[];
  readonly folder: string;
  readonly timings: readonly StageTiming[];
  readonly renderMs: number;
}

async function writeDocs({ model, files, folder, timings, renderMs }: Rendered, terminal: Terminal): Promise<number> {
  const writeStart = performance.now();
  const docsDir = displayPath(folder);
  terminal.progress(`docs: write ${docsDir}…`);
  const written = await writeFolder(terminal, docsDir, files, []);
  if (written === undefined) return EXIT.badInput;
  const stages = reportTimings(terminal, timings);
  terminal.info(
    `${model.protocol.title} ${model.protocol.version} reference → ${docsDir}: ${written.written} written, ${written.unchanged} unchanged in ${Math.round(renderMs + performance.now() - writeStart)} ms (${stages})`,
  );
  terminal.result({ title: model.protocol.title, version: model.protocol.version });
  return EXIT.ok;
}

export function docsCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withSpecArgument(withProjectOptions(withFormatOption(new Command('docs'))))
    .description(
      'write the Markdown reference of each spec (an index and a page per operation group) and one self-contained HTML page',
    )
    .option(
      '--out <dir>',
      "folder the reference is written into; it holds nothing else (other files are removed). Default: the project's docs, else docs/<package folder>",
    )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol docs                                      each spec of felan-protocol.yaml → its docs folder',
        '  felan-protocol docs my-protocol --out my-protocol-docs   one spec (or --spec my-protocol)',
        '  felan-protocol check my-protocol --docs my-protocol-docs',
        '  felan-protocol docs --format json | jq \'.files[] | select(.status != "unchanged")\'',
      ].join('\n'),
    )
    .action(async (spec: string | undefined, options: DocsOptions) =>
      setExit(await runDocs(specArgument(spec, options), terminal)),
    );
}
