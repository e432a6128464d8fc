import { Command } from 'commander';
import { join } from 'node:path';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { diagnostic, formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { compareOutput, type FileComparison } from '../../generator/write/compare-output.ts';
import { OutputWriteError, writeOutput } from '../../generator/write/write-output.ts';
import { EXIT } from '../exit-codes.ts';
import { DEFAULT_OUT, DEFAULT_SPEC, displayPath } from '../paths.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';

export interface GenOptions {
  readonly spec: string;
  readonly out: string;
  /** Type-check the package while building it; the tests always do (test/generated, test/golden). */
  readonly typecheck: boolean;
}

/** gen: spec → package sources → in-memory build → disk, writing only files whose bytes changed. */
export async function runGen(options: GenOptions, terminal: Terminal): Promise<number> {
  const started = performance.now();
  const generated = await generatePackage(nodeFileSystem, displayPath(options.spec));
  if (reportDiagnostics(terminal, generated.diagnostics)) return EXIT.badInput;
  const { model, files } = generated.value!;

  const buildStart = performance.now();
  const { compilePackage } = await import('../../generator/build/compile-package.ts'); // TypeScript: loaded only when building
  const built = compilePackage(files, { typeCheck: options.typecheck }).map((file) => ({ path: `dist/${file.path.replace(/^dist\//, '')}`, content: file.content }));
  const buildMs = performance.now() - buildStart;

  const packageDir = join(displayPath(options.out), model.protocol.packageDir);
  let comparison: FileComparison[];
  let touched: FileComparison[];
  try {
    comparison = await compareOutput(nodeFileSystem, packageDir, [...files, ...built], ['node_modules/']);
    touched = await writeOutput(nodeFileSystem, packageDir, comparison);
  } catch (error) {
    // The disk refused (a file where the folder should be, no permission, no space): bad input, all or nothing.
    const failure = writeFailure(error, packageDir);
    if (failure === undefined) throw error;
    terminal.err(paint(terminal, 'red', formatDiagnostic(failure)));
    return EXIT.badInput;
  }

  for (const entry of touched) {
    const verb = entry.status === 'left-over' ? 'removed' : entry.status === 'missing' ? 'created' : 'updated';
    terminal.out(`  ${paint(terminal, verb === 'removed' ? 'yellow' : 'green', verb.padEnd(7))} ${join(packageDir, entry.path)}`);
  }
  const stages = [...generated.timings.map((t) => `${t.stage} ${Math.round(t.milliseconds)} ms`), `build ${Math.round(buildMs)} ms`].join(', ');
  const unchanged = comparison.length - touched.length;
  terminal.out(
    `${model.protocol.package} ${model.protocol.version} → ${packageDir}: ${touched.length} written, ${unchanged} unchanged in ${Math.round(performance.now() - started)} ms (${stages})`,
  );
  return EXIT.ok;
}

/** The diagnostic for an I/O failure while comparing or writing the package; undefined for anything else (a bug). */
export function writeFailure(error: unknown, dir: string) {
  if (error instanceof OutputWriteError) {
    const outcome = error.restored ? 'nothing was changed' : 'some files could not be put back: run gen again once the cause is fixed';
    return diagnostic('output-write-failed', { dir, path: error.path, reason: error.reason, outcome });
  }
  const system = error as NodeJS.ErrnoException;
  if (error instanceof Error && typeof system.code === 'string' && typeof system.syscall === 'string') {
    return diagnostic('output-write-failed', { dir, path: system.path ?? dir, reason: `${system.code} (${system.syscall})`, outcome: 'nothing was changed' });
  }
  return undefined;
}

export function genCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return new Command('gen')
    .description('generate the TypeScript package of a spec (types, validators, catalog) and build it')
    .option('--spec <dir>', 'spec folder', DEFAULT_SPEC)
    .option('--out <dir>', 'folder the package folder is written into', DEFAULT_OUT)
    .option('--typecheck', 'type-check the generated package while building it (slower; the tests always do)', false)
    .action(async (options: GenOptions) => setExit(await runGen(options, terminal)));
}
