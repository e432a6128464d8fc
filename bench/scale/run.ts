/**
 * Scale bench (issue 8, point 4): `npm run bench:scale -- --ops 50,500,2000 --json bench/results/scale.json`.
 * For each size it writes a synthetic spec and its next version into a temporary folder, then runs
 * the real CLI on them, each command in a fresh process: `gen` (into the temporary folder, built),
 * `check` on that output, and `diff` from the spec to its next version. It prints wall time and peak
 * memory (GNU time's maximum RSS) per command, and the growth from the smallest size to the largest.
 * With 2,000 operations among the sizes it also judges issue 19's scale targets (gen: wall ≤ 60 s,
 * peak memory ≤ 1.5 GB); `npm run bench` reports those from the --json record, which it does not re-run.
 * Nothing here fails on timing; a command that does not complete is reported and makes the exit code 1.
 */
import { Command } from 'commander';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { formatTable as formatFigures } from '../support/figures.ts';
import { SCALE_OPERATIONS, scaleFigures } from '../support/scale-figures.ts';
import { genStages, measureCli } from './measure-command.ts';
import { commandFigure, formatTable, growth, type SizeFigures } from './scale-report.ts';
import { DEFAULT_SEED, writeSyntheticSpec } from './synthetic-spec.ts';

const options = new Command('bench:scale')
  .description('gen, check and diff on synthetic specs of growing size: wall time and peak memory')
  .option('--ops <list>', 'operation counts, comma-separated', '50,500,2000')
  .option('--seed <n>', 'seed of the synthetic specs', String(DEFAULT_SEED))
  .option('--json <file>', 'also write the figures as JSON to this file')
  .option(
    '--node-options <flags>',
    "NODE_OPTIONS for the CLI processes, e.g. --max-old-space-size=16384 (default: none, V8's own heap limit)",
  )
  .option('--keep', 'keep the temporary folders (specs and generated packages) and print where they are', false)
  .parse()
  .opts<{ ops: string; seed: string; json?: string; nodeOptions?: string; keep: boolean }>();

const sizes = options.ops.split(',').map((part) => Number(part.trim()));
if (sizes.some((size) => !Number.isInteger(size) || size < 12)) {
  console.error(`--ops takes whole numbers of at least 12, comma-separated (got ${options.ops})`);
  process.exit(2);
}
const seed = Number(options.seed);

const figures: SizeFigures[] = [];
for (const operations of sizes) {
  const root = mkdtempSync(join(tmpdir(), `felan-scale-${operations}-`));
  try {
    const base = writeSyntheticSpec(join(root, 'spec'), { operations, seed });
    writeSyntheticSpec(join(root, 'next'), { operations, seed, edition: 'next' });
    const out = join(root, 'out');
    console.log(
      `# ${operations} operations: ${(base.bytes / 1024 / 1024).toFixed(2)} MB in ${base.files.size} files${options.keep ? ` (${root})` : ''}`,
    );
    const gen = measureCli(['gen', '--spec', join(root, 'spec'), '--out', out], options.nodeOptions);
    console.log(
      `  gen    ${gen.seconds.toFixed(1)} s, ${Math.round(gen.peakMegabytes)} MB: ${gen.stdout.trim().split('\n').at(-1)}`,
    );
    const check = measureCli(['check', '--spec', join(root, 'spec'), '--out', out], options.nodeOptions);
    console.log(`  check  ${check.seconds.toFixed(1)} s, ${Math.round(check.peakMegabytes)} MB (exit ${check.status})`);
    // No acknowledgements (the file does not exist) and no failure threshold: the bench wants the whole report.
    const diffArgs = [
      'diff',
      join(root, 'spec'),
      join(root, 'next'),
      '--format',
      'json',
      '--fail-on',
      'none',
      '--accepted',
      join(root, 'no-acceptances.yaml'),
    ];
    const diff = measureCli(diffArgs, options.nodeOptions);
    const changes = diff.status === 0 ? (JSON.parse(diff.stdout) as { changes: unknown[] }).changes.length : undefined;
    console.log(
      `  diff   ${diff.seconds.toFixed(1)} s, ${Math.round(diff.peakMegabytes)} MB (exit ${diff.status}${changes === undefined ? '' : `, ${changes} changes`})`,
    );
    figures.push({
      operations,
      specBytes: base.bytes,
      specFiles: base.files.size,
      // Without a package on disk (gen failed), check reporting drift (exit 1) is check doing its whole job.
      commands: {
        gen: commandFigure(gen, [0], genStages(gen.stdout)),
        check: commandFigure(check, gen.status === 0 ? [0] : [0, 1]),
        diff: commandFigure(diff, [0]),
      },
    });
    for (const [name, figure] of Object.entries(figures.at(-1)!.commands)) {
      if (figure.failure !== undefined) {
        process.exitCode = 1;
        console.log(
          `  ${name} did not complete (exit ${figure.status ?? figure.signal}):\n${figure.failure.replace(/^/gm, '    ')}`,
        );
      }
    }
  } finally {
    if (!options.keep) rmSync(root, { recursive: true, force: true });
  }
}

const grown = growth(figures);
const environment = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cpus: cpus().length,
  platform: `${process.platform}-${process.arch}`,
};
console.log(`\n# scale — ${environment.date}, Node ${environment.node}, ${environment.cpu} × ${environment.cpus}`);
for (const line of formatTable(figures, grown)) console.log(line);
if (figures.some((size) => size.operations === SCALE_OPERATIONS)) {
  // Issue 19's targets for the largest size; `npm run bench` reports them from the --json record.
  console.log('\n# issue 19');
  for (const line of formatFigures(
    scaleFigures({ environment, nodeOptions: options.nodeOptions ?? null, sizes: figures }, 'this run'),
  ))
    console.log(line);
}
if (options.json !== undefined) {
  const path = resolve(options.json);
  mkdirSync(dirname(path), { recursive: true });
  const document = {
    environment,
    seed,
    nodeOptions: options.nodeOptions ?? null,
    peakMemory: 'maximum resident set size of the CLI process, from GNU time -f %M (wait4 rusage), in MiB',
    sizes: figures,
    growth: grown,
  };
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`\nwritten to ${options.json}`);
}
