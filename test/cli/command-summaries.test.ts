/**
 * A run that names no command (`--help`, `--version`, nothing at all) builds the commands from
 * their summaries (cli/command-summaries.ts) instead of loading them. It must print, to the byte,
 * what the commands themselves print, and end with the same status.
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_SUMMARIES } from '../../cli/command-summaries.ts';
import { COMMAND_NAMES, main } from '../../cli/main.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { runCli } from '../support/cli-process.ts';

async function run(args: readonly string[], summaries: boolean, env: Record<string, string> = {}) {
  const captured = captureTerminal({ env });
  const code = await main(['node', 'felan-protocol', ...args], captured.terminal, { summaries });
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

describe('the command summaries', () => {
  it('list every command, in the order help lists them', () => {
    expect(Object.keys(COMMAND_SUMMARIES)).toEqual(COMMAND_NAMES);
  });

  const RUNS: readonly (readonly string[])[] = [
    [],
    ['--help'],
    ['-h'],
    ['--version'],
    ['-V'],
    ['--quiet'],
    ['--verbose', '--help'],
    ['--quiet', '--verbose'],
    ['--no-such-option'],
    ['-x'],
  ];
  it.each(RUNS.map((args) => [args.join(' ') || '(no arguments)', args] as const))(
    'felan-protocol %s prints what the commands themselves print',
    async (_, args) => {
      for (const env of [{}, { FORCE_COLOR: '1' }]) {
        const fast = await run(args, true, env);
        expect(fast).toEqual(await run(args, false, env));
        expect(fast.stdout + fast.stderr).not.toBe('');
      }
    },
  );

  it('give the real CLI the help it had', async () => {
    const expected = await run(['--help'], false);
    const { code, stdout, stderr } = await runCli(['--help']);
    expect({ code, stdout, stderr }).toEqual(expected);
  });
});
