/**
 * What the built package costs (issue 19), on generated/session-protocol:
 * - the total bytes of its dist/ (≤ 1.2 MB), with its largest files and its .js / .d.ts split as context;
 * - the browser bundle (esbuild, minified, gzipped) of an app that imports only JsonLineDecoder,
 *   parseClientEnvelope, parseServerEnvelope and encodeFrame (≤ 64 KB), split by part, with the
 *   bundle of the whole package (`export *`) as context;
 * - importing it in a fresh Node process, as a ratio to a bare `node -e 0` (≤ 1.4×): wall time,
 *   medians of RUNS runs, the commands alternating so a busy neighbour slows all of them alike. The
 *   milliseconds beyond the bare process and an empty ES module (`--input-type=module -e ''`: the
 *   cost of starting the ES module loader, which any import pays) are shown as context, and so is
 *   the floor: the same package bundled by esbuild into one module (and that module minified),
 *   imported in the same alternating rounds — the cost of compiling and running the code the entry
 *   exports with no module to resolve or link, which no layout of the files goes below.
 * Sizes are 1024-based (KB = 1,024 bytes, MB = 1,024 KB).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Figure, Target } from './support/figures.ts';
import { ISSUE_19 } from './support/issue-19.ts';
import type { BenchReport } from './support/report.ts';
import { median } from './support/side-by-side.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGE = '@felan-ai/session-protocol';
const DIST = join(ROOT, 'generated', 'session-protocol', 'dist');
/** The imports of issue 19's browser app. */
const APP_IMPORTS = ['JsonLineDecoder', 'parseClientEnvelope', 'parseServerEnvelope', 'encodeFrame'] as const;
/** Start-up takes a tenth of a second: more runs than the CLI's three, for a steadier median on a shared machine. */
const RUNS = 15;
const LARGEST_FILES = 6;
/**
 * What dist/ cannot go without: the standalone Ajv validators (the toolchain's contract; Ajv's code,
 * already slimmed), the exported schemas and the types (the package's public API), and the one-pass
 * readers the parse targets need.
 */
const FLOOR_FILES = ['validators.js', 'readers.js', 'types.d.ts', 'schemas.js'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function startMs(args: readonly string[]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr.toString()}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Which part of the package a bundled file belongs to. */
function partOf(path: string): string {
  if (/\/runtime\//.test(path)) return 'runtime';
  if (/\/validators\.js$|\/operation-validators\.js$/.test(path)) return 'validators';
  if (/\/readers\.js$/.test(path)) return 'readers';
  if (/\/schemas\.js$/.test(path)) return 'schemas';
  if (/\/catalog\.js$/.test(path)) return 'catalog';
  if (/\/interactions\//.test(path)) return 'interactions';
  return 'boundary and index';
}

function files(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.isFile() ? [{ path, bytes: statSync(path).size }] : [];
  });
}

function distFigures(): { figures: Figure[]; lines: string[] } {
  const all = files(DIST).sort((a, b) => b.bytes - a.bytes);
  if (all.length === 0)
    throw new Error(`${relative(ROOT, DIST)} is empty: build the package (npm run build:generated)`);
  const total = all.reduce((sum, file) => sum + file.bytes, 0);
  const sumOf = (test: (path: string) => boolean) =>
    all.filter((file) => test(file.path)).reduce((sum, file) => sum + file.bytes, 0);
  const declarations = sumOf((path) => path.endsWith('.d.ts'));
  const scripts = sumOf((path) => path.endsWith('.js'));
  const other = total - declarations - scripts;
  const share = (bytes: number) => `${((bytes / total) * 100).toFixed(0)} %`;
  const largest = all.slice(0, LARGEST_FILES);
  const floor = all.filter((file) => FLOOR_FILES.includes(relative(DIST, file.path)));
  const floorBytes = floor.reduce((sum, file) => sum + file.bytes, 0);
  const figures: Figure[] = [
    {
      ...pick(ISSUE_19.distBytes),
      label: `generated dist/ total bytes (${all.length} files)`,
      value: total / 1024 / 1024,
    },
    { id: `${ISSUE_19.distBytes.id}/js`, label: `.js files (${share(scripts)})`, value: scripts / 1024, unit: 'KB' },
    {
      id: `${ISSUE_19.distBytes.id}/d.ts`,
      label: `.d.ts files (${share(declarations)})`,
      value: declarations / 1024,
      unit: 'KB',
    },
    ...(other > 0
      ? [
          {
            id: `${ISSUE_19.distBytes.id}/other`,
            label: `other files (${share(other)})`,
            value: other / 1024,
            unit: 'KB',
          },
        ]
      : []),
    {
      id: `${ISSUE_19.distBytes.id}/floor`,
      label: `floor: ${FLOOR_FILES.join(' + ')}`,
      value: floorBytes / 1024 / 1024,
      unit: 'MB',
    },
    ...largest.map((file): Figure => ({
      id: `${ISSUE_19.distBytes.id}/${relative(DIST, file.path)}`,
      label: `largest: ${relative(DIST, file.path)} (${share(file.bytes)})`,
      value: file.bytes / 1024,
      unit: 'KB',
    })),
  ];
  return {
    figures,
    lines: [
      `  ${relative(ROOT, DIST)}: ${all.length} files, ${total.toLocaleString('en-US')} bytes (${kb(total)}): .js ${kb(scripts)}, .d.ts ${kb(declarations)}${other > 0 ? `, other ${kb(other)}` : ''}`,
      ...largest.map((file) => `    ${relative(DIST, file.path).padEnd(36)} ${kb(file.bytes).padStart(10)}`),
      `  floor: ${FLOOR_FILES.join(' + ')} = ${kb(floorBytes)} (${((floorBytes / 1024 / 1024 / 1.2) * 100).toFixed(0)} % of the 1.2 MB target)`,
    ],
  };
}

/** esbuild's minified browser bundle of `contents`, gzipped, with each part's share. */
async function bundle(contents: string) {
  const bundled = await build({
    stdin: { contents, resolveDir: ROOT },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]!.contents;
  const gzipped = gzipSync(code, { level: 9 }).length;
  const inputs = Object.values(bundled.metafile.outputs)[0]!.inputs;
  const parts = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs))
    parts.set(partOf(path), (parts.get(partOf(path)) ?? 0) + bytesInOutput);
  return { minified: code.length, gzipped, parts: [...parts].sort((a, b) => b[1] - a[1]) };
}

async function bundleFigures(): Promise<{ figures: Figure[]; lines: string[] }> {
  const names = APP_IMPORTS.join(', ');
  const app = await bundle(`import { ${names} } from ${JSON.stringify(PACKAGE)};\nexport { ${names} };\n`);
  const whole = await bundle(`export * from ${JSON.stringify(PACKAGE)};`);
  const id = ISSUE_19.bundle.id;
  const figures: Figure[] = [
    {
      ...pick(ISSUE_19.bundle),
      label: `browser bundle of an app importing ${APP_IMPORTS.length} names, gzipped (${kb(app.minified)} minified)`,
      value: app.gzipped / 1024,
    },
    ...app.parts.map(([part, bytes]): Figure => ({
      id: `${id}/${part.replaceAll(' ', '-')}`,
      label: `${part} (${kb(bytes)} minified), gzip share`,
      value: ((bytes / app.minified) * app.gzipped) / 1024,
      unit: 'KB',
    })),
    {
      id: `${id}/whole-package`,
      label: `the whole package (export *), gzipped (${kb(whole.minified)} minified)`,
      value: whole.gzipped / 1024,
      unit: 'KB',
    },
  ];
  return {
    figures,
    lines: [
      `  browser bundle (esbuild, minified) of an app importing ${names}: ${kb(app.minified)}, gzipped ${kb(app.gzipped)} (target ≤ 64 KB)`,
      ...app.parts.map(
        ([part, bytes]) =>
          `    ${part.padEnd(20)} ${kb(bytes).padStart(9)} minified, ≈ ${kb((bytes / app.minified) * app.gzipped)} of the gzipped size`,
      ),
      `  the whole package (export *): ${kb(whole.minified)}, gzipped ${kb(whole.gzipped)}`,
    ],
  };
}

/** The package's entry bundled by esbuild into one ES module for Node, written to `file`. */
async function oneModule(file: string, minify: boolean): Promise<void> {
  await build({
    entryPoints: [join(DIST, 'index.js')],
    bundle: true,
    minify,
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'silent',
  });
}

async function importFigures(): Promise<{ figures: Figure[]; lines: string[] }> {
  const scratch = mkdtempSync(join(tmpdir(), 'felan-import-floor-'));
  try {
    await oneModule(join(scratch, 'one.mjs'), false);
    await oneModule(join(scratch, 'one.min.mjs'), true);
    const commands = {
      bare: ['-e', '0'],
      esm: ['--input-type=module', '-e', ''],
      imported: ['--input-type=module', '-e', `import ${JSON.stringify(PACKAGE)};`],
      oneModule: [join(scratch, 'one.mjs')],
      oneMinified: [join(scratch, 'one.min.mjs')],
    } as const;
    const names = Object.keys(commands) as (keyof typeof commands)[];
    const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
      keyof typeof commands,
      number[]
    >;
    for (let run = 0; run < RUNS; run++) {
      for (const name of names) times[name].push(startMs(commands[name]));
    }
    const [bare, esm, imported, one, minified] = names.map((name) => median(times[name])) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const id = ISSUE_19.import.id;
    return {
      figures: [
        {
          ...pick(ISSUE_19.import),
          label: `import, fresh process (${imported.toFixed(0)} ms) ÷ node -e 0 (${bare.toFixed(0)} ms), wall`,
          value: imported / bare,
        },
        { id: `${id}/ms`, label: 'beyond node -e 0', value: imported - bare, unit: 'ms' },
        {
          id: `${id}/esm`,
          label: "an empty ES module (--input-type=module -e ''), beyond node -e 0",
          value: esm - bare,
          unit: 'ms',
        },
        {
          id: `${id}/one-module`,
          label: 'floor: the package bundled into one module (esbuild), ÷ node -e 0',
          value: one / bare,
          unit: '×',
        },
        {
          id: `${id}/one-module-minified`,
          label: 'floor: that module minified, ÷ node -e 0',
          value: minified / bare,
          unit: '×',
        },
      ],
      lines: [
        `  import in a fresh process: ${imported.toFixed(0)} ms vs ${bare.toFixed(0)} ms for node -e 0 → ×${(imported / bare).toFixed(2)} (target ≤ 1.4×), +${(imported - bare).toFixed(0)} ms; an empty ES module ${esm.toFixed(0)} ms (medians of ${RUNS}, alternating)`,
        `  floor, same rounds: the package as one module (esbuild) ×${(one / bare).toFixed(2)}, minified ×${(minified / bare).toFixed(2)}: compiling and running what the entry exports, no module to resolve or link`,
      ],
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export default async function packageBench(): Promise<BenchReport> {
  const parts = [distFigures(), await bundleFigures(), await importFigures()];
  return { lines: parts.flatMap((part) => part.lines), figures: parts.flatMap((part) => part.figures) };
}

function pick({ id, unit, target }: { readonly id: string; readonly unit: string; readonly target: Target }) {
  return { id, unit, target };
}
