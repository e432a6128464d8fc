/**
 * The real CLI in a child process, as a user runs it: `node bin/felan-protocol.js …` from the repo
 * root, with NO_COLOR=1, git's redirections (GIT_DIR & co., set inside a git hook) and debug or
 * colour switches removed. Runs queue for a few process slots: each spends seconds of CPU loading
 * the toolchain, and more at once only thrash on a small machine.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A stack trace line, as Node prints it. */
export const STACK_TRACE = /\n\s+at /;

export interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout and stderr together, for failure messages and assertions that do not care which stream a line went to. */
  readonly output: string;
}

/** One process per core plus one for I/O waits. */
const MAX_PROCESSES = availableParallelism() + 1;
let running = 0;
const waiting: (() => void)[] = [];

async function withProcessSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PROCESSES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export interface CliOptions {
  /** Added to (or, with undefined, removed from) the environment. */
  readonly env?: Record<string, string | undefined>;
  /** Kills a run that takes longer (from its start, not its place in the queue). */
  readonly timeoutMs?: number;
}

export function runCli(args: readonly string[], options: CliOptions = {}): Promise<Run> {
  return withProcessSlot(() => spawnCli(args, options));
}

function spawnCli(args: readonly string[], { env = {}, timeoutMs }: CliOptions): Promise<Run> {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    FELAN_DEBUG: undefined,
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
    ...env,
  };
  for (const key of Object.keys(childEnv))
    if (childEnv[key] === undefined || key.startsWith('GIT_')) delete childEnv[key];
  return spawnNode(['bin/felan-protocol.js', ...args], {
    cwd: ROOT,
    env: childEnv as Record<string, string>,
    timeoutMs,
  });
}

/** Node on `args` in `cwd` with exactly `env`, its output collected; killed after `timeoutMs` when given. */
export function spawnNode(
  args: readonly string[],
  { cwd, env, timeoutMs }: { cwd: string; env: Record<string, string>; timeoutMs: number | undefined },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stderr += `\n[test] killed after ${timeoutMs} ms: node ${args.join(' ')}`;
            child.kill('SIGKILL');
          }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, output: `${stdout}\n${stderr}` });
    });
  });
}

/** A temporary root for one test file: `fresh(label)` makes a new empty folder in it; `remove()` deletes it all. */
export function temporaryFolders(prefix: string): { fresh(label: string): string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  let count = 0;
  return {
    fresh(label) {
      const dir = join(root, `${String(++count).padStart(2, '0')}-${label}`);
      mkdirSync(dir);
      return dir;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
