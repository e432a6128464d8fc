#!/usr/bin/env node
/**
 * `npm run mutation -- [area…] [--incremental]`: StrykerJS over each named area (all of them when none
 * is named), then the area's summary beside Stryker's JSON report: the date and commit measured, the
 * score (killed ÷ all mutants, no-coverage counted as survived), and every survivor — with its reason
 * when equivalent.yaml lists it as equivalent. mutation/reports/README.md is rewritten from the summaries.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AREAS, areasNamed } from './areas.mjs';
import { summarize } from './summary.mjs';
import { renderIndex } from './report-index.mjs';
import { mergeStatic, staticRanges, unjudgeStatic } from './static-pass.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'mutation/reports');

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        incremental: { type: 'boolean', default: false },
        summaries: { type: 'boolean', default: false },
        static: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(`${error.message}\n${usage()}`);
  }
  if (parsed.values.help) {
    console.log(usage());
    return 0;
  }
  const unknown = parsed.positionals.filter((name) => areasNamed(name).length === 0);
  if (unknown.length > 0) return fail(`unknown area ${unknown.map((name) => `'${name}'`).join(', ')}\n${usage()}`);
  const areas =
    parsed.positionals.length > 0 ? [...new Set(parsed.positionals.flatMap(areasNamed))] : Object.keys(AREAS);

  // --summaries and --static work over committed reports: an area named without one is an error.
  const overReports =
    parsed.values.summaries || parsed.values.static
      ? areasWithReports(areas, parsed.positionals.length > 0)
      : undefined;
  if (parsed.values.summaries) return Math.max(overReports.exit, resummarize(overReports.measured));
  const suite = testSuiteFolder();
  if (suite === undefined)
    console.warn(
      'JSON_SCHEMA_TEST_SUITE names no checkout of github.com/json-schema-org/JSON-Schema-Test-Suite: the format tests that read it skip, and their mutants read as survivors',
    );
  const suiteEnv = suite === undefined ? {} : { JSON_SCHEMA_TEST_SUITE: suite };
  if (parsed.values.static) return Math.max(overReports.exit, staticPasses(overReports.measured, suiteEnv));
  const commit = git(['rev-parse', 'HEAD']);
  // The reports are the runs' output, not what they measure: a run after another's is not dirty for them.
  const dirty = git(['status', '--porcelain', '--untracked-files=no', '--', '.', ':!mutation/reports']) !== '';
  let exit = 0;
  for (const area of areas) {
    const report = join(reports, `${area}.json`);
    if (parsed.values.incremental && existsSync(report)) {
      // Stryker's incremental file has the JSON report's format: start from the committed report.
      mkdirSync(join(root, 'mutation/.incremental'), { recursive: true });
      copyFileSync(report, join(root, 'mutation/.incremental', `${area}.json`));
    }
    const startedAt = new Date();
    const args = [
      'node_modules/@stryker-mutator/core/bin/stryker.js',
      'run',
      'mutation/stryker.config.mjs',
      ...(parsed.values.incremental ? ['--incremental'] : []),
    ];
    console.log(`\n== mutation area ${area}: ${AREAS[area].about}`);
    const env = { ...process.env, MUTATION_AREA: area, ...suiteEnv };
    const stryker = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    if (stryker.status !== 0 || !existsSync(report)) {
      console.error(`mutation area ${area}: stryker exited with ${stryker.status ?? stryker.signal}`);
      exit = 1;
      continue;
    }
    if (!runStaticPass(area, report, env)) {
      console.error(`mutation area ${area}: the static pass failed; its static mutants stay unrun`);
      exit = 1;
    }
    const run = {
      date: startedAt.toISOString(),
      minutes: Math.round((Date.now() - startedAt.getTime()) / 6000) / 10,
      commit,
      dirty,
      incremental: parsed.values.incremental,
    };
    if (!writeSummary(area, run)) exit = 1;
  }
  writeIndex();
  return exit;
}

/**
 * The area's static pass (static-pass.mjs): Stryker again over the spans of the static mutants the
 * run left unrun and those an earlier pass let live, against the area's quick tests, merged into the
 * area's report. False when it failed.
 */
function runStaticPass(area, report, env) {
  // The static mutants an earlier pass let live are judged again, by today's tests (unjudgeStatic).
  writeFileSync(report, JSON.stringify(unjudgeStatic(JSON.parse(readFileSync(report, 'utf8')))));
  const ranges = staticRanges(JSON.parse(readFileSync(report, 'utf8')));
  if (ranges.length === 0) return true;
  console.log(`\n== mutation area ${area}: static pass over ${ranges.length} mutants`);
  const passReport = join(root, 'mutation/.incremental', `${area}.static.json`);
  rmSync(passReport, { force: true });
  // Incremental from the area's report: the mutants it judged keep their results, the static ones run.
  mkdirSync(join(root, 'mutation/.incremental'), { recursive: true });
  copyFileSync(report, join(root, 'mutation/.incremental', `${area}.static-base.json`));
  const args = [
    'node_modules/@stryker-mutator/core/bin/stryker.js',
    'run',
    'mutation/stryker.config.mjs',
    '--incremental',
  ];
  const stryker = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, MUTATION_PASS: 'static', MUTATION_STATIC: JSON.stringify(ranges) },
  });
  if (stryker.status !== 0 || !existsSync(passReport)) return false;
  const { report: merged, merged: count } = mergeStatic(
    JSON.parse(readFileSync(report, 'utf8')),
    JSON.parse(readFileSync(passReport, 'utf8')),
  );
  writeFileSync(report, JSON.stringify(merged));
  console.log(`mutation area ${area}: ${count} static mutants judged by the static pass`);
  return true;
}

/**
 * The areas of `areas` with a committed report and summary. Each other one is said on stderr: with
 * exit 1 when it was named, as a note when the run named none (every area).
 */
function areasWithReports(areas, named) {
  const measured = areas.filter(
    (area) => existsSync(join(reports, `${area}.json`)) && existsSync(join(reports, `${area}.summary.json`)),
  );
  for (const area of areas.filter((name) => !measured.includes(name))) {
    console.error(`mutation area ${area}: no committed report; run \`npm run mutation -- ${area}\` first`);
  }
  return { measured, exit: named && measured.length < areas.length ? 1 : 0 };
}

/** --static: the static pass alone over each area's report, whose summary keeps its run (date, commit). */
function staticPasses(areas, suiteEnv) {
  let exit = 0;
  for (const area of areas) {
    const { date, minutes, commit, dirty, incremental } = JSON.parse(
      readFileSync(join(reports, `${area}.summary.json`), 'utf8'),
    );
    if (!runStaticPass(area, join(reports, `${area}.json`), { ...process.env, MUTATION_AREA: area, ...suiteEnv })) {
      console.error(`mutation area ${area}: the static pass failed`);
      exit = 1;
    } else if (!writeSummary(area, { date, minutes, commit, dirty, incremental })) exit = 1;
  }
  writeIndex();
  return exit;
}

/** --summaries: each area's summary again from its committed report and run, after equivalent.yaml changed. */
function resummarize(areas) {
  let exit = 0;
  for (const area of areas) {
    const { date, minutes, commit, dirty, incremental } = JSON.parse(
      readFileSync(join(reports, `${area}.summary.json`), 'utf8'),
    );
    if (!writeSummary(area, { date, minutes, commit, dirty, incremental })) exit = 1;
  }
  writeIndex();
  return exit;
}

/** The area's summary beside its report, and its score printed; false when under the target. */
function writeSummary(area, run) {
  const report = JSON.parse(readFileSync(join(reports, `${area}.json`), 'utf8'));
  const summary = summarize(area, report, {
    ...run,
    equivalents: readFileSync(join(root, 'mutation/equivalent.yaml'), 'utf8'),
  });
  writeFileSync(join(reports, `${area}.summary.json`), `${JSON.stringify(summary, null, 2)}\n`);
  const detected = summary.counts.killed + summary.counts.timeout;
  const unlisted = summary.survivors.filter((survivor) => survivor.equivalent === undefined).length;
  console.log(
    `mutation area ${area}: ${(summary.score * 100).toFixed(1)} % (${detected} of ${summary.counts.all} killed or timed out), ${unlisted} survivors not listed as equivalent`,
  );
  for (const entry of summary.staleEquivalents) {
    console.warn(
      `mutation area ${area}: equivalent.yaml lists ${entry.file}${entry.line === undefined ? '' : `:${entry.line}`} ${entry.mutator} \`${entry.code}\` → \`${entry.replacement}\`, which is no survivor (killed, or moved)`,
    );
  }
  return summary.score >= summary.target;
}

function writeIndex() {
  const summaries = readdirSync(reports)
    .filter((name) => name.endsWith('.summary.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(reports, name), 'utf8')));
  writeFileSync(join(reports, 'README.md'), renderIndex(summaries));
}

/** The official JSON-Schema-Test-Suite checkout the format tests read, found as .ci/run finds it. */
function testSuiteFolder() {
  const dir = process.env.JSON_SCHEMA_TEST_SUITE;
  return dir !== undefined && dir !== '' && existsSync(join(dir, 'tests/draft2020-12')) ? dir : undefined;
}

function usage() {
  return `usage: npm run mutation -- [area…] [--incremental | --static | --summaries]\n--static runs the static pass alone over the committed reports\n--summaries rewrites the summaries from the committed reports (after equivalent.yaml changed)\n(a group name runs each of its areas: runtime, diff)\nareas: ${Object.entries(
    AREAS,
  )
    .map(([name, area]) => `\n  ${name.padEnd(19)} ${area.about}`)
    .join('')}`;
}

function fail(message) {
  console.error(message);
  return 2;
}

function git(args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

process.exitCode = main();
