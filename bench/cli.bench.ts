/**
 * Issue 19: wall time of the toolchain's commands on the bundled spec, each the median of 3 runs in
 * a fresh process: `gen --spec spec/session-protocol --out <tmp>` (generate and build into an empty
 * temporary folder, never into generated/) ≤ 3 s, `check` (the whole project) ≤ 2 s, `validate` (the
 * whole project) ≤ 1 s, `diff <latest release> spec/session-protocol` ≤ 1 s, `--help` ≤ 0.2 s.
 * The CPU time the command's processes used (user + system, from the shell's `times`) is shown
 * beside it: on a shared machine wall time also counts waiting for a core.
 *
 * In a checkout, bin/felan-protocol.js first rebuilds dist/ when a source changed since the last
 * build (bin/toolchain-build.js). An unmeasured `--version` run before every measured run brings the
 * build up to date, so a colleague's edit does not put a rebuild into a command's time; the staleness
 * check itself (a stat of every source file) stays in, as it does for anyone running the checkout.
 * gen also writes the spec's editor schema (spec/session-protocol/.felan/spec.schema.json, which
 * --out does not move) when it differs; the detail lines say if a run changed it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figure } from './support/figures.ts';
import { ISSUE_19, type TableFigure } from './support/issue-19.ts';
import type { BenchReport } from './support/report.ts';
import { median } from './support/side-by-side.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 3;
const SPEC = 'spec/session-protocol';
const RELEASES = 'spec/releases';
const EDITOR_SCHEMA = join(ROOT, SPEC, '.felan', 'spec.schema.json');
/** A `--version` run that takes longer than this rebuilt the toolchain. */
const REBUILT_SECONDS = 2;

interface Command {
  readonly figure: TableFigure;
  readonly args: (tmp: string) => string[];
  /** Exit codes that still mean the command did its whole job (check and diff exit 1 to report a difference). */
  readonly completes: readonly number[];
}

/** The newest release snapshot of the bundled spec: spec/releases/<major>.<minor>.<patch>.json. */
function latestRelease(): string {
  const versions = readdirSync(join(ROOT, RELEASES))
    .map((name) => /^(\d+)\.(\d+)\.(\d+)\.json$/.exec(name))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[0], parts: match.slice(1).map(Number) }))
    .sort((a, b) => a.parts.reduce((order, part, i) => order || part - b.parts[i]!, 0));
  const latest = versions.at(-1);
  if (latest === undefined) throw new Error(`${RELEASES} holds no release snapshot`);
  return `${RELEASES}/${latest.name}`;
}

function commands(): Command[] {
  const release = latestRelease();
  return [
    { figure: ISSUE_19.gen, args: (tmp) => ['gen', '--spec', SPEC, '--out', tmp], completes: [0] },
    { figure: ISSUE_19.check, args: () => ['check'], completes: [0, 1] },
    { figure: ISSUE_19.validate, args: () => ['validate'], completes: [0] },
    {
      figure: { ...ISSUE_19.diff, label: `diff ${release.split('/').at(-1)} → ${SPEC}, wall` },
      args: () => ['diff', release, SPEC],
      completes: [0, 1],
    },
    { figure: ISSUE_19.help, args: () => ['--help'], completes: [0] },
  ];
}

interface Run {
  readonly wallSeconds: number;
  readonly cpuSeconds: number;
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI under bash so `times` can report the CPU its child processes used. */
function run(args: readonly string[]): Run {
  const script = '"$@"; status=$?; times >&2; exit $status';
  const start = process.hrtime.bigint();
  const child = spawnSync('bash', ['-c', script, 'bash', process.execPath, 'bin/felan-protocol.js', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  // `times` prints the shell's user/system time, then its children's ("0m35.378s 0m1.231s"), last on stderr.
  const stderr = child.stderr.trimEnd().split('\n');
  const children = stderr.pop() ?? '';
  stderr.pop();
  const cpuSeconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (total, [, m, s]) => total + Number(m) * 60 + Number(s),
    0,
  );
  return { wallSeconds, cpuSeconds, status: child.status ?? -1, stdout: child.stdout, stderr: stderr.join('\n') };
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

export default async function cliBench(): Promise<BenchReport> {
  const figures: Figure[] = [];
  const lines: string[] = [];
  let rebuilds = 0;
  for (const command of commands()) {
    const runs: Run[] = [];
    let editorSchemaChanged = false;
    for (let i = 0; i < RUNS; i++) {
      const tmp = mkdtempSync(join(tmpdir(), 'felan-bench-'));
      try {
        if (run(['--version']).wallSeconds > REBUILT_SECONDS) rebuilds++;
        const before = readIfExists(EDITOR_SCHEMA);
        runs.push(run(command.args(tmp)));
        if (readIfExists(EDITOR_SCHEMA) !== before) editorSchemaChanged = true;
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    }
    const shown = command.args('<tmp>').join(' ');
    const wall = median(runs.map((r) => r.wallSeconds));
    const cpu = median(runs.map((r) => r.cpuSeconds));
    const failure = runs.find((r) => !command.completes.includes(r.status));
    const statuses = [...new Set(runs.map((r) => r.status))].join(', ');
    lines.push(
      `  felan-protocol ${shown}: ${runs.map((r) => `${r.wallSeconds.toFixed(2)} s`).join(', ')} wall → median ${wall.toFixed(2)} s; CPU ${cpu.toFixed(2)} s; exit ${statuses}`,
    );
    if (failure !== undefined) lines.push(`    failed: ${firstLines(failure.stderr)}`);
    if (editorSchemaChanged)
      lines.push(
        `    (a run rewrote ${SPEC}/.felan/spec.schema.json: the committed editor schema differed from the spec's)`,
      );
    // gen reports its stages: "… in 57994 ms (load 1904 ms, check 1546 ms, …, build 31173 ms)".
    const stages = runs.at(-1)!.stdout.match(/ in \d+ ms \(([^)]*)\)\s*$/)?.[1];
    if (stages !== undefined) lines.push(`    stages of the last run: ${stages}`);
    const { id, label, unit, target } = command.figure;
    figures.push({
      id,
      label,
      value: wall,
      unit,
      target,
      cpuSeconds: cpu,
      ...(failure === undefined ? {} : { error: `exit ${failure.status}: ${firstLines(failure.stderr)}` }),
    });
  }
  lines.push(
    `  each run in a fresh process, median of ${RUNS}, after an unmeasured --version run${rebuilds > 0 ? ` (${rebuilds} of them rebuilt the toolchain: a source had changed)` : ''}`,
  );
  return { lines, figures };
}

function firstLines(text: string): string {
  return text.trim().split('\n').slice(0, 2).join(' / ').slice(0, 240);
}
