import { Option, type Command } from 'commander';

/** Commands whose `--format json` is the terminal's one JSON document (diff has formats of its own). */
const JSON_REPORTING = new WeakSet<Command>();

/**
 * Adds `--format text|json` to a command: text for people; json for tools, one document on stdout
 * when the command ends — `{command, ok, exitCode, …results, diagnostics, messages}` — whatever the
 * outcome, spec errors included.
 */
export function withFormatOption(command: Command): Command {
  JSON_REPORTING.add(command);
  return command.addOption(new Option('--format <format>', 'output format: text for people, json for tools').choices(['text', 'json']).default('text'));
}

export function usesJsonReport(command: Command): boolean {
  return JSON_REPORTING.has(command) && command.opts<{ format?: string }>().format === 'json';
}
