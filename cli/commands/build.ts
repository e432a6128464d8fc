import { Command } from 'commander';
import { join } from 'node:path';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareOutput } from '../../generator/write/compare-output.ts';
import { writeOutput } from '../../generator/write/write-output.ts';
import { EXIT } from '../exit-codes.ts';
import { displayPath } from '../paths.ts';
import { paint, type Terminal } from '../terminal.ts';
import { writeFailure } from './gen.ts';

export interface BuildOptions {
  readonly typecheck: boolean;
}

/**
 * build: a generated package's committed sources → its dist/, by the same in-memory build as gen, so
 * a clean install (npm's `prepare`) ships the very bytes gen writes. Only dist/ is written, all files
 * or none; a file in dist/ the build does not make is removed.
 */
export async function runBuild(packageDir: string, options: BuildOptions, terminal: Terminal): Promise<number> {
  const dir = displayPath(packageDir);
  const sources = ((await nodeFileSystem.listFiles(join(dir, 'src'))) ?? []).filter((path) => path.endsWith('.ts')).sort();
  if (sources.length === 0) {
    terminal.err(paint(terminal, 'red', `${dir}: no TypeScript sources under src/ — is this a package folder gen wrote? (felan-protocol gen --out <dir> writes one)`));
    return EXIT.badInput;
  }
  const files = await Promise.all(sources.map(async (path) => ({ path: `src/${path}`, content: (await nodeFileSystem.readText(join(dir, 'src', path)))! })));
  const { compilePackage } = await import('../../generator/build/compile-package.ts'); // TypeScript: loaded only when building
  const built = compilePackage(files, { typeCheck: options.typecheck }).map((file) => ({ path: file.path.replace(/^dist\//, ''), content: file.content }));
  const distDir = join(dir, 'dist');
  try {
    const touched = await writeOutput(nodeFileSystem, distDir, await compareOutput(nodeFileSystem, distDir, built, []));
    terminal.out(`${distDir}: ${touched.length} written, ${built.length - touched.filter((entry) => entry.status !== 'left-over').length} unchanged`);
    return EXIT.ok;
  } catch (error) {
    const failure = writeFailure(error, distDir);
    if (failure === undefined) throw error;
    terminal.err(paint(terminal, 'red', formatDiagnostic(failure)));
    return EXIT.badInput;
  }
}

export function buildCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return new Command('build')
    .description("build dist/ of a generated package from its sources, as gen does (npm's prepare uses it)")
    .argument('<package-dir>', 'the package folder gen wrote (holding src/)')
    .option('--typecheck', 'type-check the package while building it', false)
    .action(async (packageDir: string, options: BuildOptions) => setExit(await runBuild(packageDir, options, terminal)));
}
