import type { Command } from 'commander';
import { resolve } from 'node:path';
import { displayPath } from '../paths.ts';
import type { Terminal } from '../terminal.ts';
import { UsageError } from '../usage-error.ts';
import { PROJECT_FILE_NAME } from './project-file.ts';
import type { ProjectFlags, SpecTarget } from './project-targets.ts';

/** --project and --spec, as every command that works on specs takes them. */
export function withProjectOptions(
  command: Command,
  specHelp = 'spec folder (default: every spec the project file lists)',
): Command {
  return command
    .option(
      '--project <file>',
      `project file (default: the nearest ${PROJECT_FILE_NAME} in the working folder or above; with --spec, above the spec)`,
    )
    .option('--spec <dir>', specHelp);
}

/**
 * The spec folder as the command's argument (`validate my-protocol`), for a command that has no
 * other: the same as --spec (see specArgument). One folder: a project's several specs run together
 * when none is named.
 */
export function withSpecArgument(
  command: Command,
  help = 'spec folder, the same as --spec (default: every spec the project file lists)',
): Command {
  return command.argument('[spec]', help);
}

/**
 * The options with the spec folder the argument names as --spec. Naming two different folders (the
 * argument and --spec) is a usage error; naming one twice is not.
 */
export function specArgument<T extends ProjectFlags>(argument: string | undefined, options: T): T {
  if (argument === undefined) return options;
  if (options.spec !== undefined && resolve(options.spec) !== resolve(argument)) {
    throw new UsageError(
      `the spec folder is named twice, as ${argument} and as --spec ${options.spec}: name it once, as an argument or with --spec`,
    );
  }
  return { ...options, spec: options.spec ?? argument };
}

/**
 * Runs a command's work on each target in turn, each with a terminal that keeps its --format json
 * results apart: one target reports them at the top of the document as before, several as `specs`,
 * one object per spec in project order. The exit status is the worst one (70 > 2 > 1 > 0).
 */
export async function runEach(
  terminal: Terminal,
  targets: readonly SpecTarget[],
  run: (target: SpecTarget, terminal: Terminal) => Promise<number>,
): Promise<number> {
  let exit = 0;
  const reports: Record<string, unknown>[] = [];
  for (const target of targets) {
    const scoped = collectingResults(terminal);
    exit = Math.max(exit, await run(target, scoped.terminal));
    reports.push(scoped.results);
  }
  reportResults(terminal, reports);
  return exit;
}

/** A terminal that prints through `terminal` but keeps what the command hands to `result`. */
export function collectingResults(terminal: Terminal): { terminal: Terminal; results: Record<string, unknown> } {
  const results: Record<string, unknown> = {};
  const scoped = Object.create(terminal, {
    result: { value: (values: Readonly<Record<string, unknown>>) => Object.assign(results, values) },
  }) as Terminal;
  return { terminal: scoped, results };
}

/** Each spec's results for --format json: at the top of the document for one spec, as `specs` for several. */
export function reportResults(terminal: Terminal, reports: readonly Record<string, unknown>[]): void {
  if (reports.length === 1) terminal.result(reports[0]!);
  else terminal.result({ specs: reports });
}

/**
 * Whether two specs of one run would write the same output (two packages named alike, two specs
 * given one docs folder): then the second would replace the first, so nothing is written and the
 * clash is reported. `outputs` pairs each spec folder with the path it writes.
 */
export function sharedOutput(
  terminal: Terminal,
  what: string,
  outputs: readonly { readonly spec: string; readonly path: string }[],
): boolean {
  const seen = new Map<string, string>();
  for (const { spec, path } of outputs) {
    const first = seen.get(path);
    if (first !== undefined) {
      terminal.err(
        `felan-protocol: ${displayPath(first)} and ${displayPath(spec)} would both write the ${what} ${displayPath(path)}: give one of them its own in the project file (or rename its package); nothing was written`,
      );
      return true;
    }
    seen.set(path, spec);
  }
  return false;
}
