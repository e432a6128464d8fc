/**
 * What importing the package costs (issue 7, target 5): the time a fresh Node process takes to
 * import the built package beyond a bare `node -e ''` (≤ 30 ms), and the size of its browser bundle
 * (esbuild, minified, gzipped: ≤ 64 KB), split by part. Process start-up is measured in wall time,
 * alternating the two commands so a busy neighbour slows both alike; the median is reported.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Figure } from './support/figures.ts';
import type { BenchReport } from './support/report.ts';
import { median } from './support/side-by-side.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGE = '@felan-ai/session-protocol';
const RUNS = 15;

function startMs(script: string): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  if (run.status !== 0) throw new Error(`node -e ${JSON.stringify(script)} failed: ${run.stderr.toString()}`);
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

export default async function packageBench(): Promise<BenchReport> {
  const bare: number[] = [];
  const imported: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    bare.push(startMs(''));
    imported.push(startMs(`await import(${JSON.stringify(PACKAGE)});`));
  }
  const extra = median(imported) - median(bare);

  const bundled = await build({
    stdin: { contents: `export * from ${JSON.stringify(PACKAGE)};`, resolveDir: ROOT },
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
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) parts.set(partOf(path), (parts.get(partOf(path)) ?? 0) + bytesInOutput);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const byPart = [...parts].sort((a, b) => b[1] - a[1]);
  const figures: Figure[] = [
    {
      id: 'T5.import',
      label: `import, fresh process, beyond node -e '' (wall)`,
      value: extra,
      unit: 'ms',
      target: { direction: 'at-most', value: 30 },
    },
    {
      id: 'T5.bundle',
      label: `browser bundle gzipped (${kb(code.length)} minified)`,
      value: gzipped / 1024,
      unit: 'KB',
      target: { direction: 'at-most', value: 64 },
    },
    ...byPart.map(
      ([part, bytes]): Figure => ({
        id: `T5.bundle/${part.replaceAll(' ', '-')}`,
        label: `${part} (${kb(bytes)} minified), gzip share`,
        value: ((bytes / code.length) * gzipped) / 1024,
        unit: 'KB',
      }),
    ),
  ];
  return {
    lines: [
      `  import in a fresh process: ${median(imported).toFixed(0)} ms vs ${median(bare).toFixed(0)} ms for node -e '' → +${extra.toFixed(0)} ms (target ≤ 30 ms; median of ${RUNS})`,
      `  browser bundle (esbuild, minified): ${kb(code.length)}, gzipped ${kb(gzipped)} (target ≤ 64 KB)`,
      ...byPart.map(([part, bytes]) => `    ${part.padEnd(20)} ${kb(bytes).padStart(9)} minified, ≈ ${kb((bytes / code.length) * gzipped)} of the gzipped size`),
    ],
    figures,
  };
}
