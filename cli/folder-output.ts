import { dirname, join } from 'node:path';
import { diagnostic } from '../generator/diagnostics/diagnostic.ts';
import type { EmittedFile } from '../generator/host/emitted-file.ts';
import { nodeFileSystem } from '../generator/host/node-file-system.ts';
import type { StageTiming } from '../generator/pipeline.ts';
import { compareOutput, type FileComparison } from '../generator/write/compare-output.ts';
import { OutputWriteError, writeOutput } from '../generator/write/write-output.ts';
import { paint, type Terminal } from './terminal.ts';

/**
 * How gen, build and docs put a folder of generated files on disk, and say what they did: only files
 * whose bytes changed are written, files the folder should not hold are removed (but `ignore`d
 * paths), all of it or none; then one line per file written or removed (unchanged ones with
 * --verbose; every one only with --verbose when `fileLines` is 'detail', as for build, which npm's
 * prepare runs), and the list as `files` for --format json. Undefined after a refused write, which
 * is reported as a positioned diagnostic.
 */
export async function writeFolder(
  terminal: Terminal,
  dir: string,
  files: readonly EmittedFile[],
  ignore: readonly string[],
  fileLines: 'info' | 'detail' = 'info',
): Promise<{ written: number; unchanged: number } | undefined> {
  let comparison: FileComparison[];
  let touched: FileComparison[];
  try {
    comparison = await compareOutput(nodeFileSystem, dir, files, ignore);
    touched = await writeOutput(nodeFileSystem, dir, comparison);
  } catch (error) {
    // The disk refused (a file where the folder should be, no permission, no space): bad input, all or nothing.
    const failure = writeFailure(error, dir);
    if (failure === undefined) throw error;
    terminal.diagnostics([failure]);
    return undefined;
  }
  terminal.progress(undefined);
  const writtenPaths = new Set(touched.map((entry) => entry.path));
  const listed: { path: string; status: string }[] = [];
  for (const entry of comparison) {
    const status = !writtenPaths.has(entry.path)
      ? 'unchanged'
      : entry.status === 'left-over'
        ? 'removed'
        : entry.status === 'missing'
          ? 'created'
          : 'updated';
    listed.push({ path: join(dir, entry.path), status });
    const line = `  ${paint(terminal, status === 'removed' ? 'yellow' : status === 'unchanged' ? 'dim' : 'green', status.padEnd(9))} ${join(dir, entry.path)}`;
    if (status === 'unchanged' || fileLines === 'detail') terminal.detail(line);
    else terminal.info(line);
  }
  terminal.result({ dir, files: listed });
  return { written: touched.length, unchanged: comparison.length - touched.length };
}

/**
 * How gen puts one file of its own beside a folder (a spec's editor schema) on disk: replaced whole
 * or not at all (a temporary sibling, then a rename), and not touched when its bytes are already
 * these, so its time keeps meaning "last changed"; then its line as writeFolder prints one, and
 * `{path, status}` under `key` for --format json. Undefined after a refused write, which is
 * reported as a positioned diagnostic.
 */
export async function writeSingleFile(
  terminal: Terminal,
  path: string,
  content: string,
  key: string,
): Promise<'created' | 'updated' | 'unchanged' | undefined> {
  let status: 'created' | 'updated' | 'unchanged';
  try {
    const actual = await nodeFileSystem.readText(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    status = actual === undefined ? 'created' : actual === content ? 'unchanged' : 'updated';
    if (status !== 'unchanged') await nodeFileSystem.writeText(path, content);
  } catch (error) {
    const failure = writeFailure(error, dirname(path));
    if (failure === undefined) throw error;
    terminal.diagnostics([failure]);
    return undefined;
  }
  const line = `  ${paint(terminal, status === 'unchanged' ? 'dim' : 'green', status.padEnd(9))} ${path}`;
  if (status === 'unchanged') terminal.detail(line);
  else terminal.info(line);
  terminal.result({ [key]: { path, status } });
  return status;
}

/** The diagnostic for an I/O failure while comparing or writing a folder; undefined for anything else (a bug). */
export function writeFailure(error: unknown, dir: string) {
  if (error instanceof OutputWriteError) {
    const outcome = error.restored
      ? 'nothing was changed'
      : 'some files could not be put back: run the command again once the cause is fixed';
    return diagnostic('output-write-failed', { dir, path: error.path, reason: error.reason, outcome });
  }
  const system = error as NodeJS.ErrnoException;
  if (error instanceof Error && typeof system.code === 'string' && typeof system.syscall === 'string') {
    return diagnostic('output-write-failed', {
      dir,
      path: system.path ?? dir,
      reason: `${system.code} (${system.syscall})`,
      outcome: 'nothing was changed',
    });
  }
  return undefined;
}

/** Each stage's time on a line of its own (--verbose) and in the json report; returns them as one summary for the status line. */
export function reportTimings(terminal: Terminal, timings: readonly StageTiming[]): string {
  for (const timing of timings) terminal.detail(`  ${timing.stage.padEnd(7)} ${Math.round(timing.milliseconds)} ms`);
  terminal.result({ timings: timings.map((t) => ({ stage: t.stage, milliseconds: Math.round(t.milliseconds) })) });
  return timings.map((t) => `${t.stage} ${Math.round(t.milliseconds)} ms`).join(', ');
}
