/**
 * One CLI run in a fresh process, measured from outside: wall time by the clock of this process,
 * peak memory as the child's maximum resident set size reported by GNU time (`/usr/bin/time -f %M`,
 * from wait4's rusage: what the kernel saw, including memory V8 does not count as heap).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GNU_TIME = '/usr/bin/time';

export interface Measurement {
  readonly status: number | null;
  readonly signal: string | null;
  readonly seconds: number;
  /** Peak resident set size of the CLI process, in MiB. */
  readonly peakMegabytes: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `nodeOptions` (NODE_OPTIONS of the child, e.g. --max-old-space-size=16384) for runs past V8's default heap limit. */
export function measureCli(args: readonly string[], nodeOptions?: string): Measurement {
  const scratch = mkdtempSync(join(tmpdir(), 'felan-scale-time-'));
  const report = join(scratch, 'rusage');
  try {
    const start = process.hrtime.bigint();
    const child = spawnSync(GNU_TIME, ['-f', '%M', '-o', report, process.execPath, 'bin/felan-protocol.js', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, FELAN_DEBUG: undefined, NODE_OPTIONS: nodeOptions },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 512 * 1024 * 1024,
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (child.error)
      throw new Error(`cannot run ${GNU_TIME} (GNU time is needed for peak memory): ${child.error.message}`);
    // GNU time writes "Command exited with non-zero status N" or "Command terminated by signal N" before the figure.
    const kilobytes = Number(readFileSync(report, 'utf8').trim().split('\n').at(-1));
    return {
      status: child.status,
      signal: child.signal,
      seconds,
      peakMegabytes: kilobytes / 1024,
      stdout: child.stdout,
      stderr: child.stderr,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** gen's closing line names its stages with their milliseconds: "(load 171 ms, check 45 ms, …)". */
export function genStages(stdout: string): Record<string, number> {
  const stages = /\(((?:[a-z]+ \d+ ms(?:, )?)+)\)\s*$/.exec(stdout.trimEnd())?.[1] ?? '';
  return Object.fromEntries(
    [...stages.matchAll(/([a-z]+) (\d+) ms/g)].map((match) => [match[1]!, Number(match[2]) / 1000]),
  );
}
