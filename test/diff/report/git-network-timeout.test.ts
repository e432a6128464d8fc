/**
 * A remote that never answers (generator/diff/git-baseline.ts): the network commands run with a
 * timeout of 300 s, and git killed at the timeout is reported as no answer within that time.
 * Waiting 300 s is no test: git runs for real, except that the network command the test names is
 * answered as Node answers a child it killed at its timeout.
 */
import type { execFile as ExecFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { git, gitSandbox, initRepository, readTree } from './support/git-fixture.ts';

/** The git subcommand (`ls-remote`, `fetch`) to answer as timed out, and the timeouts git ran with. */
const hang = vi.hoisted(() => ({ command: undefined as string | undefined, timeouts: [] as number[] }));

vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  const execFile = ((
    file: string,
    args: readonly string[],
    options: { timeout?: number },
    callback: (error: Error | null, stdout: string, stderr: string) => void,
  ) => {
    if (file === 'git' && args[0] === hang.command) {
      hang.timeouts.push(options.timeout ?? 0);
      // What execFile gives a child it killed at its timeout: killed, no exit code, the signal it sent.
      const error = Object.assign(new Error(`Command failed: git ${args.join(' ')}`), {
        killed: true,
        code: null,
        signal: 'SIGTERM',
      });
      setImmediate(() => callback(error, '', ''));
      return undefined;
    }
    return (original.execFile as (...parameters: unknown[]) => unknown)(file, args, options, callback);
  }) as unknown as typeof ExecFile;
  return { ...original, execFile };
});

const sandbox = gitSandbox('felan-git-timeout-test-');
beforeAll(() => sandbox.setUp());
afterAll(() => sandbox.tearDown());

/** A full clone of nothing in particular: one commit, and a remote origin that is never reached. */
function cloneWithOrigin(): string {
  const dir = initRepository(sandbox.fresh('clone'));
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'one');
  git(dir, 'remote', 'add', 'origin', 'https://example.invalid/never-answers.git');
  return dir;
}

describe('git: a remote that does not answer', () => {
  it('rule: ls-remote killed at its timeout is git-fetch-failed, "no answer within 300 s", with the fetches to run', async () => {
    hang.command = 'ls-remote';
    hang.timeouts.length = 0;
    try {
      const read = await readTree(cloneWithOrigin(), 'v9');
      expect(read).toEqual({
        problems: [
          'git-fetch-failed: git revision v9 is not in this clone, and fetching it from origin failed (no answer within 300 s): run ' +
            '`git fetch --no-tags origin refs/tags/v9:refs/tags/v9` (a tag) or `git fetch --no-tags origin +refs/heads/v9:refs/remotes/origin/v9` (a branch, then read as origin/v9) once origin can be reached',
        ],
      });
      expect(hang.timeouts).toEqual([300_000]);
    } finally {
      hang.command = undefined;
    }
  });

  it('rule: a fetch killed at its timeout is git-fetch-failed, "no answer within 300 s", naming the fetch it ran', async () => {
    hang.command = 'fetch';
    hang.timeouts.length = 0;
    const id = 'a'.repeat(40);
    try {
      const read = await readTree(cloneWithOrigin(), id);
      expect(read).toEqual({
        problems: [
          `git-fetch-failed: git revision ${id} is not in this clone, and fetching it from origin failed (no answer within 300 s): run \`git fetch --no-tags origin ${id}\` once origin can be reached`,
        ],
      });
      expect(hang.timeouts).toEqual([300_000]);
    } finally {
      hang.command = undefined;
    }
  });
});
