import { EXIT } from './exit-codes.ts';
import { collectingResults, reportResults, sharedOutput } from './project/project-options.ts';
import type { SpecTarget } from './project/project-targets.ts';
import type { Terminal } from './terminal.ts';

/** How one command (gen, docs, schema) renders a spec, where the result goes, and how it is written. */
export interface RenderThenWrite<Rendered extends { readonly spec: string }> {
  /** One target in memory; undefined when the spec is broken, after its diagnostics are reported. */
  readonly render: (target: SpecTarget) => Promise<Rendered | undefined>;
  /**
   * Each kind of output a spec writes (`package folder`, `docs folder`…), checked in this order so
   * that no two specs write the same one; `path` is undefined for a spec that writes none of it.
   */
  readonly outputs: readonly { readonly what: string; readonly path: (rendered: Rendered) => string | undefined }[];
  /** A command's own last refusal once the outputs are apart: true after it has said why nothing is written. */
  readonly refuse?: (rendered: readonly Rendered[]) => boolean;
  /** Puts one spec's output on disk (or stdout) through a terminal that keeps its --format json results. */
  readonly write: (rendered: Rendered, terminal: Terminal) => Promise<number>;
}

/**
 * Every target is rendered before anything is written, so a broken spec, or two specs that would
 * write one output, leaves the disk as it was: all specs' files or none. Then each spec is written
 * in project order, its --format json results kept apart (one spec's at the top of the document,
 * several as `specs`), stopping at the first that fails; the exit status is that one's.
 */
export async function renderThenWrite<Rendered extends { readonly spec: string }>(
  terminal: Terminal,
  targets: readonly SpecTarget[],
  command: RenderThenWrite<Rendered>,
): Promise<number> {
  const rendered: Rendered[] = [];
  let broken = false;
  for (const target of targets) {
    // Render the rest after a broken spec too: one run reports every spec's diagnostics.
    const value = await command.render(target);
    if (value === undefined) broken = true;
    else rendered.push(value);
  }
  if (broken) return EXIT.badInput;
  for (const { what, path } of command.outputs) {
    const outputs = rendered.flatMap((value) => {
      const output = path(value);
      return output === undefined ? [] : [{ spec: value.spec, path: output }];
    });
    if (sharedOutput(terminal, what, outputs)) return EXIT.badInput;
  }
  if (command.refuse?.(rendered) === true) return EXIT.badInput;

  const reports: Record<string, unknown>[] = [];
  let exit: number = EXIT.ok;
  for (const value of rendered) {
    const scoped = collectingResults(terminal);
    exit = await command.write(value, scoped.terminal);
    reports.push(scoped.results);
    if (exit !== EXIT.ok) break;
  }
  reportResults(terminal, reports);
  return exit;
}
