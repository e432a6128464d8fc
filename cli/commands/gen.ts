import { Command } from 'commander';
import { join } from 'node:path';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { DEFAULT_OUT, DEFAULT_SPEC, displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { reportDiagnostics, type Terminal } from '../terminal.ts';
import { reportTimings, writeFolder } from '../folder-output.ts';

export interface GenOptions {
  readonly spec: string;
  readonly out: string;
  /** Type-check the package while building it; the tests always do (test/generated, test/golden). */
  readonly typecheck: boolean;
}

/** gen: spec → package sources → in-memory build → disk, writing only files whose bytes changed. */
export async function runGen(options: GenOptions, terminal: Terminal): Promise<number> {
  const started = performance.now();
  const specDir = displayPath(options.spec);
  const progress = (stage: string) => terminal.progress(`gen ${specDir}: ${stage}…`);
  const generated = await generatePackage(nodeFileSystem, specDir, progress);
  if (reportDiagnostics(terminal, generated.diagnostics)) return EXIT.badInput;
  const { model, files } = generated.value!;

  const buildStart = performance.now();
  progress(options.typecheck ? 'build: type-check' : 'build');
  const { compilePackage } = await import('../../generator/build/compile-package.ts'); // TypeScript: loaded only when building
  const compiled = compilePackage(files, { typeCheck: options.typecheck, onFile: (done, total) => progress(`build ${done}/${total} files`) });
  const built = compiled.map((file) => ({ path: `dist/${file.path.replace(/^dist\//, '')}`, content: file.content }));
  const buildMs = performance.now() - buildStart;

  const packageDir = join(displayPath(options.out), model.protocol.packageDir);
  progress('write');
  const written = await writeFolder(terminal, packageDir, [...files, ...built], ['node_modules/']);
  if (written === undefined) return EXIT.badInput;
  const stages = reportTimings(terminal, [...generated.timings, { stage: 'build', milliseconds: buildMs }]);
  terminal.info(
    `${model.protocol.package} ${model.protocol.version} → ${packageDir}: ${written.written} written, ${written.unchanged} unchanged in ${Math.round(performance.now() - started)} ms (${stages})`,
  );
  terminal.result({ package: model.protocol.package, version: model.protocol.version });
  return EXIT.ok;
}

export function genCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withFormatOption(new Command('gen'))
    .description('generate the TypeScript package of a spec (types, validators, catalog) and build it')
    .option('--spec <dir>', 'spec folder', DEFAULT_SPEC)
    .option('--out <dir>', 'folder the package folder is written into', DEFAULT_OUT)
    .option('--typecheck', 'type-check the generated package while building it (slower; the tests always do)', false)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol gen                                     the bundled spec → generated/session-protocol',
        '  felan-protocol gen --spec my-protocol --out packages   → packages/<package folder>',
        '  felan-protocol gen --typecheck                         also type-check the package (as the tests do)',
        '  felan-protocol gen --format json | jq \'.files[] | select(.status != "unchanged")\'',
      ].join('\n'),
    )
    .action(async (options: GenOptions) => setExit(await runGen(options, terminal)));
}
