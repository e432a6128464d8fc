import { Command, CommanderError, Help } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMAND_SUMMARIES } from './command-summaries.ts';
import { EXIT } from './exit-codes.ts';
import { TOOLCHAIN_ROOT } from './paths.ts';
import { offersJson, requestedFormat, usesJsonReport } from './output-format.ts';
import { nodeTerminal, type JsonError, type Terminal } from './terminal.ts';
import { UsageError } from './usage-error.ts';

const { version } = JSON.parse(readFileSync(join(TOOLCHAIN_ROOT, 'package.json'), 'utf8')) as { version: string };

type CommandFactory = (terminal: Terminal, setExit: (code: number) => void) => Command;

/**
 * Every command, in the order help lists them, each module imported only when needed: a run loads
 * the one command it names (skipping the others' imports saves `validate` ~0.15 s), a run naming
 * none (`--help`, `--version`) none of them — help lists their summaries (command-summaries.ts) —
 * and anything else (`help <command>`, a mistyped name) loads them all.
 */
const COMMANDS: Readonly<Record<string, () => Promise<CommandFactory>>> = {
  gen: async () => (await import('./commands/gen.ts')).genCommand,
  build: async () => (await import('./commands/build.ts')).buildCommand,
  check: async () => (await import('./commands/check.ts')).checkCommand,
  validate: async () => (await import('./commands/validate.ts')).validateCommand,
  diff: async () => (await import('./commands/diff.ts')).diffCommand,
  changelog: async () => (await import('./commands/changelog.ts')).changelogCommand,
  release: async () => (await import('./commands/release.ts')).releaseCommand,
  docs: async () => (await import('./commands/docs.ts')).docsCommand,
  init: async () => (await import('./commands/init.ts')).initCommand,
  schema: async () => (await import('./commands/schema.ts')).schemaCommand,
};

/** Shown after the top-level help: one line per task a new user comes for. */
const EXAMPLES = [
  '',
  'Examples:',
  '  felan-protocol init my-protocol                 scaffold a spec folder, and felan-protocol.yaml listing it',
  '  felan-protocol validate                         every spec of the project; problems as file:line:col  code  message',
  '  felan-protocol validate my-protocol             one spec folder (the same as --spec my-protocol)',
  "  felan-protocol gen                              each spec's package into generated/<package folder>",
  '  felan-protocol check                            exit 1 when a generated package (or committed docs) is stale',
  '  felan-protocol diff --fail-on breaking          what changed since the latest release, and what it breaks',
  '  felan-protocol gen my-protocol --out packages',
  '  felan-protocol validate --format json | jq .diagnostics',
  '',
  'Commands find the project file (felan-protocol.yaml) in the working folder or above, or from the spec folder',
  'named (as an argument or --spec); every output path is relative to it. Every command has --help with examples.',
  'With --format json, every outcome is one JSON document on stdout, usage errors included (docs/json-output.md).',
  'Colour: NO_COLOR=1 turns it off, FORCE_COLOR=1 forces it.',
].join('\n');

/** The command names, in help order. */
export const COMMAND_NAMES: readonly string[] = Object.keys(COMMANDS);

/**
 * Runs the CLI and returns its exit status; it never throws and never prints a stack trace unless
 * FELAN_DEBUG is set. `summaries: false` builds every command in full even when the run names none:
 * what the summaries are tested against.
 */
export async function main(
  argv: readonly string[],
  terminal: Terminal = nodeTerminal(),
  { summaries = true } = {},
): Promise<number> {
  let exitCode: number = EXIT.ok;
  let failure: JsonError | undefined;
  const args = argv.slice(2);
  const named = args.find((arg) => !arg.startsWith('-'));
  let commandName = named !== undefined && Object.hasOwn(COMMANDS, named) ? named : 'felan-protocol';
  const setExit = (code: number) => {
    exitCode = code;
  };
  const output = {
    writeOut: (text: string) => terminal.out(text.trimEnd()),
    writeErr: (text: string) => terminal.err(text.trimEnd()),
  };
  const program = new Command('felan-protocol')
    .description('schema-first codegen for protocol contracts')
    .version(version, '-V, --version', 'print the version of felan-protocol')
    .option('-q, --quiet', 'print only results and problems: no status lines, no progress')
    .option('-v, --verbose', 'also print details: unchanged files, stage timings')
    .addHelpText('after', EXAMPLES)
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput(output)
    .exitOverride()
    .hook('preAction', (root, action) => {
      const { quiet, verbose } = root.opts<{ quiet?: boolean; verbose?: boolean }>();
      if (quiet && verbose) throw new UsageError('--quiet and --verbose contradict each other: pass one of them');
      commandName = action.name();
      terminal.configure({ verbosity: quiet ? 'quiet' : verbose ? 'verbose' : 'normal', json: usesJsonReport(action) });
    });
  try {
    const commands =
      named === undefined && summaries ? summaryCommands(program) : await loadCommands(named, terminal, setExit);
    for (const command of commands)
      program.addCommand(
        command.exitOverride().showHelpAfterError('(run with --help for usage)').configureOutput(output),
      );
    // Json from the start when the command line asks for it, so that what commander reports before
    // any option is parsed (an unknown flag, a missing argument) is json too. A command that offers
    // no json (changelog) is refused in text; an unknown one may be a mistyped json command.
    const chosen = commands.find((command) => command.name() === commandName);
    if (requestedFormat(args) === 'json' && (chosen === undefined || offersJson(chosen)))
      terminal.configure({ json: true });
    await program.parseAsync([...argv]);
  } catch (error) {
    ({ exitCode, failure } = failureExit(error, terminal));
  }
  terminal.finish(commandName, exitCode, failure);
  return exitCode;
}

/** The command the run names, when it is one, else every command: each one's module loaded and its definition made. */
async function loadCommands(
  named: string | undefined,
  terminal: Terminal,
  setExit: (code: number) => void,
): Promise<Command[]> {
  const wanted = named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
  return (await Promise.all(wanted.map((name) => COMMANDS[name]!()))).map((factory) => factory(terminal, setExit));
}

/**
 * The commands as help lists them and nothing more, for a run that names no command and so runs
 * none: their names, descriptions, and the terms help writes for them (which it would otherwise
 * derive from their options and arguments).
 */
function summaryCommands(program: Command): Command[] {
  const terms = new Map<Command, string>();
  const commands = Object.entries(COMMAND_SUMMARIES).map(([name, { term, description }]) => {
    const command = new Command(name).description(description);
    terms.set(command, term);
    return command;
  });
  program.configureHelp({
    subcommandTerm(this: Help, command: Command) {
      return terms.get(command) ?? Help.prototype.subcommandTerm.call(this, command);
    },
  });
  return commands;
}

/** The exit status of a run that threw, and its error for --format json; prints what the text format shows. */
function failureExit(error: unknown, terminal: Terminal): { exitCode: number; failure?: JsonError } {
  if (error instanceof CommanderError) {
    // --help and --version end through here with exit code 0; usage errors with 1, which we map to 2.
    // Commander has printed its message already (to the terminal: a json message in json).
    if (error.exitCode === 0) return { exitCode: EXIT.ok };
    return { exitCode: EXIT.badInput, failure: { code: 'usage', message: commanderMessage(error) } };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UsageError) {
    terminal.err(`felan-protocol: ${message}`);
    return { exitCode: EXIT.badInput, failure: { code: 'usage', message } };
  }
  if (isSystemError(error)) {
    // The disk said no (EACCES, ENOSPC, ENOTDIR…): a problem with the paths given, not a bug.
    terminal.err(`felan-protocol: ${message}`);
    return { exitCode: EXIT.badInput, failure: { code: 'bad-input', message } };
  }
  terminal.err(`felan-protocol: internal error: ${message}`);
  if (process.env.FELAN_DEBUG && error instanceof Error && error.stack) terminal.err(error.stack);
  else terminal.err('(this is a bug in felan-protocol; set FELAN_DEBUG=1 for a stack trace)');
  return { exitCode: EXIT.internal, failure: { code: 'internal', message: `internal error: ${message}` } };
}

/** Commander's message on one line, without its `error: ` (`unknown option '--sepc' (Did you mean --spec?)`). */
function commanderMessage(error: CommanderError): string {
  if (error.code === 'commander.help') return 'no command given: run felan-protocol --help for the list';
  return error.message
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    typeof (error as NodeJS.ErrnoException).syscall === 'string'
  );
}
