/**
 * Issue 7, target 6: wall time of the toolchain's commands on the bundled spec, each the median of 3
 * runs in a fresh process: `gen --out <tmp>` (generate and build into a temporary folder, never into
 * generated/) ≤ 3 s, `check` ≤ 3 s, `diff spec/releases/0.4.3.json spec/session-protocol` ≤ 1 s.
 * The CPU time the command's processes used (user + system, from the shell's `times`) is printed
 * beside it: on a shared machine wall time also counts waiting for a core.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figure, Target } from './support/figures.ts';
import type { BenchReport } from './support/report.ts';
import { median } from './support/side-by-side.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 3;

interface Command {
  readonly id: string;
  readonly args: (tmp: string) => string[];
  /** Short enough for the table. */
  readonly label: string;
  readonly target: Target;
  /** Exit codes that still mean the command did its whole job (check and diff exit 1 to report a difference). */
  readonly completes: readonly number[];
}

const COMMANDS: readonly Command[] = [
  { id: 'gen', label: 'gen --out <tmp>', args: (tmp) => ['gen', '--out', tmp], target: { direction: 'at-most', value: 3 }, completes: [0] },
  { id: 'check', label: 'check', args: () => ['check'], target: { direction: 'at-most', value: 3 }, completes: [0, 1] },
  {
    id: 'diff',
    label: 'diff 0.4.3.json → the spec',
    args: () => ['diff', 'spec/releases/0.4.3.json', 'spec/session-protocol'],
    target: { direction: 'at-most', value: 1 },
    completes: [0, 1],
  },
];

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
  const cpuSeconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((total, [, m, s]) => total + Number(m) * 60 + Number(s), 0);
  return { wallSeconds, cpuSeconds, status: child.status ?? -1, stdout: child.stdout, stderr: stderr.join('\n') };
}

export default async function cliBench(): Promise<BenchReport> {
  const figures: Figure[] = [];
  const lines: string[] = [];
  for (const command of COMMANDS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const tmp = mkdtempSync(join(tmpdir(), 'felan-bench-'));
      try {
        runs.push(run(command.args(tmp)));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    }
    const shown = command.args('<tmp>').join(' ');
    const wall = median(runs.map((r) => r.wallSeconds));
    const cpu = median(runs.map((r) => r.cpuSeconds));
    const failure = runs.find((r) => !command.completes.includes(r.status));
    const statuses = [...new Set(runs.map((r) => r.status))].join(', ');
    lines.push(`  felan-protocol ${shown}: ${runs.map((r) => `${r.wallSeconds.toFixed(2)} s`).join(', ')} wall → median ${wall.toFixed(2)} s; CPU ${cpu.toFixed(2)} s; exit ${statuses}`);
    if (failure !== undefined) lines.push(`    failed: ${firstLines(failure.stderr)}`);
    // gen reports its stages: "… in 57994 ms (load 1904 ms, check 1546 ms, …, build 31173 ms)".
    const stages = runs.at(-1)!.stdout.match(/ in \d+ ms \(([^)]*)\)\s*$/)?.[1];
    if (stages !== undefined) lines.push(`    stages of the last run: ${stages}`);
    figures.push({
      id: `T6.${command.id}`,
      label: `${command.label}, wall (CPU ${cpu.toFixed(1)} s)`,
      value: wall,
      unit: 's',
      target: command.target,
      ...(failure === undefined ? {} : { error: `exit ${failure.status}: ${firstLines(failure.stderr)}` }),
    });
  }
  return { lines, figures };
}

function firstLines(text: string): string {
  return text.trim().split('\n').slice(0, 2).join(' / ').slice(0, 240);
}
