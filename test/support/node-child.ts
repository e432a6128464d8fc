/**
 * A Node child process started from any working directory with a chosen environment: what the
 * determinism tests need to run the CLI from elsewhere, under other time zones and locales (the
 * shared runner in cli-process.ts always starts from the repository root). The environment is the
 * parent's minus everything that could leak a setting in (TZ, LANG, LC_*, NODE_OPTIONS, NODE_ICU_DATA,
 * git's and the CLI's own switches), plus what the caller gives.
 */
import { join } from 'node:path';
import { ROOT, spawnNode, type Run } from './cli-process.ts';

/** The CLI's entry point, absolute so it runs from any folder. */
export const CLI = join(ROOT, 'bin/felan-protocol.js');

const INHERITED_SETTINGS = /^(TZ|LANG|LANGUAGE|LC_[A-Z]+|NODE_OPTIONS|NODE_ICU_DATA|GIT_.*|FELAN_DEBUG|FORCE_COLOR)$/;

export interface NodeChildOptions {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  /** Kills a run that takes longer. */
  readonly timeoutMs: number;
}

export function runNode(args: readonly string[], { cwd, env, timeoutMs }: NodeChildOptions): Promise<Run> {
  const childEnv: Record<string, string> = { NO_COLOR: '1' };
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !INHERITED_SETTINGS.test(key)) childEnv[key] = value;
  return spawnNode(args, { cwd, env: { ...childEnv, ...env }, timeoutMs });
}
