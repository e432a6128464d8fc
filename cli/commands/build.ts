import { Command } from 'commander';
import { join } from 'node:path';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { EXIT } from '../exit-codes.ts';
import { displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { paint, type Terminal } from '../terminal.ts';
import { writeFolder } from '../folder-output.ts';

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
  const sources = ((await nodeFileSystem.listFiles(join(dir, 'src'))) ?? [])
    .filter((path) => path.endsWith('.ts') || path.endsWith('.js'))
    .sort();
  if (sources.length === 0) {
    terminal.err(
      paint(
        terminal,
        'red',
        `${dir}: no TypeScript sources under src/ — is this a package folder gen wrote? (felan-protocol gen --out <dir> writes one)`,
      ),
    );
    return EXIT.badInput;
  }
  const files = await Promise.all(
    sources.map(async (path) => ({
      path: `src/${path}`,
      content: (await nodeFileSystem.readText(join(dir, 'src', path)))!,
    })),
  );
  const { compilePackage } = await import('../../generator/build/compile-package.ts'); // TypeScript: loaded only when building
  const built = compilePackage(files, {
    typeCheck: options.typecheck,
    onFile: (done, total) => terminal.progress(`build ${dir}: ${done}/${total} files…`),
  }).map((file) => ({ path: file.path.replace(/^dist\//, ''), content: file.content }));
  const distDir = join(dir, 'dist');
  const written = await writeFolder(terminal, distDir, built, [], 'detail');
  if (written === undefined) return EXIT.badInput;
  terminal.info(`${distDir}: ${written.written} written, ${written.unchanged} unchanged`);
  return EXIT.ok;
}

export function buildCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withFormatOption(new Command('build'))
    .description("build dist/ of a generated package from its sources, as gen does (npm's prepare uses it)")
    .argument('<package-dir>', 'the package folder gen wrote (holding src/)')
    .option('--typecheck', 'type-check the package while building it', false)
    .addHelpText(
      'after',
      [
        '',
        '<package-dir> is a package folder gen wrote, not a spec folder: build reads no spec.',
        '',
        'Examples:',
        "  felan-protocol build generated/session-protocol --typecheck    what npm's prepare runs",
        '  felan-protocol build packages/my-protocol                       after editing nothing but pulling src/',
      ].join('\n'),
    )
    .action(async (packageDir: string, options: BuildOptions) =>
      setExit(await runBuild(packageDir, options, terminal)),
    );
}
