/**
 * Runs every `bench/*.bench.ts` module and prints what it reports: `npm run bench`.
 * Each module default-exports an async function returning its detail lines, or a BenchReport whose
 * figures join one combined table printed at the end: every figure of issue 19's table
 * (support/issue-19.ts) in the issue's order with its target and a pass/MISS mark, then the figures
 * shown for context (the baselines, parts of a total, issue 7's figures issue 19 dropped). A full run
 * (no filter) prints a row for every figure of the table, ERROR for one no module reported, and writes
 * the figures to bench/results/latest.json. Benchmarks are never tests: nothing here fails on timing;
 * a module that throws is reported and makes the exit code 1.
 * Pass names (or parts of names) to run only the matching modules: `npm run bench -- text-delta`.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatTable, inIssueOrder, resultsDocument, type Figure } from './support/figures.ts';
import { ISSUE_19_ORDER, unreported } from './support/issue-19.ts';
import { isBenchReport } from './support/report.ts';

type BenchModule = { default?: unknown };

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`no bench/*.bench.ts module${filters.length > 0 ? ` matches ${filters.join(', ')}` : ''}`);
  process.exitCode = 1;
}

const figures: Figure[] = [];
const notes: string[] = [];
const failed: string[] = [];
for (const file of files) {
  const started = process.hrtime.bigint();
  console.log(`# ${file}`);
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
    if (typeof mod.default !== 'function') throw new Error('the module has no default-exported function');
    const report: unknown = await (mod.default as () => Promise<unknown>)();
    const lines: unknown = isBenchReport(report) ? report.lines : report;
    if (!Array.isArray(lines)) throw new Error('the bench function must return an array of lines or a BenchReport');
    for (const line of lines) console.log(String(line));
    if (isBenchReport(report)) {
      figures.push(...report.figures);
      for (const note of report.notes ?? []) if (!notes.includes(note)) notes.push(note);
    }
  } catch (error) {
    process.exitCode = 1;
    failed.push(file);
    console.log(`  failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`  (${seconds.toFixed(1)} s)\n`);
}

// A full run shows the whole table: a figure whose module failed, or that no module reported, is an ERROR row.
if (filters.length === 0) figures.push(...unreported(figures, failed));

if (figures.length > 0) {
  const ordered = inIssueOrder(figures, ISSUE_19_ORDER);
  const environment = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cpus: cpus().length,
    platform: `${process.platform}-${process.arch}`,
  };
  console.log(
    `# issue 19 figures — ${environment.date}, Node ${environment.node}, ${environment.cpu} × ${environment.cpus}`,
  );
  if (failed.length > 0) console.log(`(modules that failed, so their figures are missing: ${failed.join(', ')})`);
  for (const line of formatTable(ordered, notes)) console.log(line);
  if (filters.length === 0) {
    const path = join(here, 'results', 'latest.json');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      `${JSON.stringify({ table: 'issue 19', ...resultsDocument(environment, ordered, notes, failed) }, null, 2)}\n`,
    );
    console.log(`\nwritten to ${relative(process.cwd(), path)}`);
  }
}
