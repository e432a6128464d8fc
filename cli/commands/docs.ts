import { Command } from 'commander';
import { renderReference } from '../../generator/docs/render-reference.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { withFormatOption } from '../output-format.ts';
import { DEFAULT_DOCS, DEFAULT_SPEC, displayPath } from '../paths.ts';
import { reportDiagnostics, type Terminal } from '../terminal.ts';
import { reportTimings, writeFolder } from '../folder-output.ts';

export interface DocsOptions {
  readonly spec: string;
  readonly out: string;
}

/**
 * docs: spec → model → Markdown pages and one HTML page → disk, the way gen writes the package: only
 * files whose bytes changed, left-over files removed, all of them or none. The folder holds nothing
 * else, so `check` can hold every file in it to what the spec renders.
 */
export async function runDocs(options: DocsOptions, terminal: Terminal): Promise<number> {
  const started = performance.now();
  const specDir = displayPath(options.spec);
  const progress = (stage: string) => terminal.progress(`docs ${specDir}: ${stage}…`);
  const loaded = await loadModel(nodeFileSystem, specDir, progress);
  if (reportDiagnostics(terminal, loaded.diagnostics) || loaded.value === undefined) return EXIT.badInput;
  const model = loaded.value;

  progress('render');
  const renderStart = performance.now();
  const files = renderReference(model);
  const renderMs = performance.now() - renderStart;

  const docsDir = displayPath(options.out);
  progress('write');
  const written = await writeFolder(terminal, docsDir, files, []);
  if (written === undefined) return EXIT.badInput;
  const stages = reportTimings(terminal, [...loaded.timings, { stage: 'render', milliseconds: renderMs }]);
  terminal.info(
    `${model.protocol.title} ${model.protocol.version} reference → ${docsDir}: ${written.written} written, ${written.unchanged} unchanged in ${Math.round(performance.now() - started)} ms (${stages})`,
  );
  terminal.result({ title: model.protocol.title, version: model.protocol.version });
  return EXIT.ok;
}

export function docsCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withFormatOption(new Command('docs'))
    .description('write the Markdown reference of a spec (an index and a page per operation group) and one self-contained HTML page')
    .option('--spec <dir>', 'spec folder', DEFAULT_SPEC)
    .option('--out <dir>', 'folder the reference is written into; it holds nothing else (other files are removed)', DEFAULT_DOCS)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol docs                                      the bundled spec → docs/reference/',
        '  felan-protocol docs --spec my-protocol --out my-protocol/docs',
        '  felan-protocol check --docs my-protocol/docs --spec my-protocol --out packages',
        '  felan-protocol docs --format json | jq \'.files[] | select(.status != "unchanged")\'',
      ].join('\n'),
    )
    .action(async (options: DocsOptions) => setExit(await runDocs(options, terminal)));
}
