import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { EXIT } from './exit-codes.ts';
import { TOOLCHAIN_ROOT } from './paths.ts';
import { nodeTerminal, type Terminal } from './terminal.ts';

const { version } = JSON.parse(readFileSync(`${TOOLCHAIN_ROOT}package.json`, 'utf8')) as { version: string };

type CommandFactory = (terminal: Terminal, setExit: (code: number) => void) => Command;

/**
 * Every command, in the order help lists them, each module imported only when needed: a run loads
 * the one command it names (skipping the others' imports saves `validate` ~0.15 s), anything else
 * (help, a mistyped name) loads them all.
 */
const COMMANDS: Readonly<Record<string, () => Promise<CommandFactory>>> = {
  gen: async () => (await import('./commands/gen.ts')).genCommand,
  build: async () => (await import('./commands/build.ts')).buildCommand,
  check: async () => (await import('./commands/check.ts')).checkCommand,
  validate: async () => (await import('./commands/validate.ts')).validateCommand,
  diff: async () => (await import('./commands/diff.ts')).diffCommand,
  changelog: async () => (await import('./commands/changelog.ts')).changelogCommand,
  release: async () => (await import('./commands/release.ts')).releaseCommand,
};

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
  try {
    const named = argv[2];
    const wanted = named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
    for (const factory of await Promise.all(wanted.map((name) => COMMANDS[name]!()))) {
      program.addCommand(factory(terminal, setExit).exitOverride().showHelpAfterError('(run with --help for usage)').configureOutput({
        writeOut: (text) => terminal.out(text.trimEnd()),
        writeErr: (text) => terminal.err(text.trimEnd()),
      }));
    }
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
