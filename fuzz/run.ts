/**
 * The long fuzz run: `npm run fuzz -- --runs N [--seed S] [--only a,b] [--json file]`. For each
 * entry point of fuzz/entry-points.ts it prints cases, failures, seed, elapsed time and the slowest
 * call, judges every call against its time budget (fuzz/call-budget.ts), and exits 1 on any
 * invariant failure or call over budget, printing the counterexample and how to replay it.
 */
import { Command, InvalidArgumentError } from 'commander';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ENTRY_POINTS } from './entry-points.ts';
import { runEntryPoint, type EntryPointReport } from './run-entry-point.ts';
import { DEFAULT_LONG_RUN_CASES, FUZZ_SEED } from './settings.ts';

const integer = (value: string) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new InvalidArgumentError('not an integer');
  return parsed;
};

const program = new Command('fuzz')
  .description('Fuzz the boundary of @felan-ai/session-protocol')
  .option('--runs <n>', 'cases per entry point', integer, DEFAULT_LONG_RUN_CASES)
  .option('--seed <s>', 'seed of the run', integer, FUZZ_SEED)
  .option('--only <entries>', `comma-separated entry points (${Object.keys(ENTRY_POINTS).join(', ')})`)
  .option('--path <path>', "fast-check's path of one failing case, to replay it (with --seed and --only)")
  .option('--json <file>', 'write the summary as JSON to this file')
  .parse();

const options = program.opts<{ runs: number; seed: number; only?: string; path?: string; json?: string }>();
const names =
  options.only === undefined ? Object.keys(ENTRY_POINTS) : options.only.split(',').map((name) => name.trim());
const unknown = names.filter((name) => !(name in ENTRY_POINTS));
if (unknown.length > 0)
  program.error(`unknown entry point ${unknown.join(', ')}; known: ${Object.keys(ENTRY_POINTS).join(', ')}`);

const format = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : `${ms.toFixed(1)} ms`);
const started = new Date().toISOString();
const reports: EntryPointReport[] = [];
for (const name of names) {
  const entryStart = performance.now();
  const report = runEntryPoint(name, ENTRY_POINTS[name as keyof typeof ENTRY_POINTS], {
    runs: options.runs,
    seed: options.seed,
    ...(options.path === undefined ? {} : { path: options.path }),
    enforceBudget: true,
    onProgress: (cases) => console.error(`${name}: ${cases} cases, ${format(performance.now() - entryStart)}`),
  });
  reports.push(report);
  console.log(
    `${name}: ${report.cases} cases, ${report.failures} failures, seed ${report.seed}, ${format(report.elapsedMs)}, ` +
      `slowest call ${report.slowest.ms.toFixed(1)} ms of CPU (input size ${report.slowest.size}), ${report.overBudget.count} over budget`,
  );
  if (report.failure !== undefined) console.log(`${report.failure}\nreplay: ${report.replay}\n`);
  if (report.overBudget.worst !== undefined) {
    const worst = report.overBudget.worst;
    console.log(
      `  worst over budget: ${worst.ms.toFixed(1)} ms for size ${worst.size} (budget ${worst.budgetMs.toFixed(0)} ms): ${worst.input.slice(0, 500)}\n`,
    );
  }
  if (options.json !== undefined) writeSummary(options.json);
}

function writeSummary(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const summary = {
    started,
    finished: new Date().toISOString(),
    node: process.version,
    runs: options.runs,
    seed: options.seed,
    entryPoints: reports,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}

const failed = reports.some((report) => report.failures > 0 || report.overBudget.count > 0);
process.exitCode = failed ? 1 : 0;
