import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { changelogCommand } from './commands/changelog.ts';
import { checkCommand } from './commands/check.ts';
import { diffCommand } from './commands/diff.ts';
import { genCommand } from './commands/gen.ts';
import { releaseCommand } from './commands/release.ts';
import { validateCommand } from './commands/validate.ts';
import { EXIT } from './exit-codes.ts';
import { TOOLCHAIN_ROOT } from './paths.ts';
import { nodeTerminal, type Terminal } from './terminal.ts';

const { version } = JSON.parse(readFileSync(`${TOOLCHAIN_ROOT}package.json`, 'utf8')) as { version: string };

/** Runs the CLI and returns its exit status; it never throws and never prints a stack trace unless FELAN_DEBUG is set. */
export async function main(argv: readonly string[], terminal: Terminal = nodeTerminal()): Promise<number> {
  let exitCode: number = EXIT.ok;
  const setExit = (code: number) => {
    exitCode = code;
  };
  const program = new Command('felan-protocol')
    .description('schema-first codegen for protocol contracts')
    .version(version)
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (text) => terminal.out(text.trimEnd()), writeErr: (text) => terminal.err(text.trimEnd()) })
    .exitOverride();
  for (const command of [
    genCommand(terminal, setExit),
    checkCommand(terminal, setExit),
    validateCommand(terminal, setExit),
    diffCommand(terminal, setExit),
    changelogCommand(terminal, setExit),
    releaseCommand(terminal, setExit),
  ]) {
    program.addCommand(command.exitOverride().showHelpAfterError('(run with --help for usage)').configureOutput({
      writeOut: (text) => terminal.out(text.trimEnd()),
      writeErr: (text) => terminal.err(text.trimEnd()),
    }));
  }
  try {
    await program.parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with exit code 0; usage errors with 1, which we map to 2.
      return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (isSystemError(error)) {
      // The disk said no (EACCES, ENOSPC, ENOTDIR…): a problem with the paths given, not a bug.
      terminal.err(`felan-protocol: ${message}`);
      return EXIT.badInput;
    }
    terminal.err(`felan-protocol: internal error: ${message}`);
    if (process.env.FELAN_DEBUG && error instanceof Error && error.stack) terminal.err(error.stack);
    else terminal.err('(this is a bug in felan-protocol; set FELAN_DEBUG=1 for a stack trace)');
    return EXIT.internal;
  }
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}
