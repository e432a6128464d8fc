import { Option, type Command } from 'commander';

/** Commands whose `--format json` is the terminal's one JSON document: every command that offers json. */
const JSON_REPORTING = new WeakSet<Command>();

/**
 * Adds `--format text|json` to a command: text for people; json for tools, one document on stdout
 * when the command ends — `{command, ok, exitCode, error?, …results, diagnostics, messages}`
 * (docs/json-output.md) — whatever the outcome, usage errors included, and nothing on stderr.
 */
export function withFormatOption(command: Command): Command {
  reportsJson(command);
  return command.addOption(
    new Option('--format <format>', 'output format: text for people, json for tools')
      .choices(['text', 'json'])
      .default('text'),
  );
}

/** Marks a command whose own --format (diff's five) includes json as reporting through the terminal's document. */
export function reportsJson(command: Command): Command {
  JSON_REPORTING.add(command);
  return command;
}

export function offersJson(command: Command): boolean {
  return JSON_REPORTING.has(command);
}

export function usesJsonReport(command: Command): boolean {
  return JSON_REPORTING.has(command) && command.opts<{ format?: string }>().format === 'json';
}

/**
 * The --format the command line asks for, read before commander parses it (the last one given, as
 * commander keeps the last): a usage error commander reports before any option is parsed — an
 * unknown flag before `--format json`, a missing argument — must be json too. Undefined when none.
 */
export function requestedFormat(args: readonly string[]): string | undefined {
  let format: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') break;
    if (arg === '--format') format = args[++index];
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
  }
  return format;
}
