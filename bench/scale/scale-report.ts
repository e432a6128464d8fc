/**
 * The scale figures as a table and as JSON: per size the spec's bytes and each command's wall time
 * and peak memory, then each command's growth from the smallest size to the largest it completed at,
 * set against the growth in size (issue 8: a 40× larger spec must cost well under 100× the time).
 */
import type { Measurement } from './measure-command.ts';

export const COMMANDS = ['gen', 'check', 'diff'] as const;
export type CommandName = (typeof COMMANDS)[number];

export interface CommandFigure {
  readonly seconds: number;
  readonly peakMegabytes: number;
  readonly status: number | null;
  readonly signal: string | null;
  /** gen only: its own stage timings, in seconds. */
  readonly stages?: Record<string, number>;
  /** When the command did not complete its job: the end of what it printed. */
  readonly failure?: string;
}

export interface SizeFigures {
  readonly operations: number;
  readonly specBytes: number;
  readonly specFiles: number;
  readonly commands: Record<CommandName, CommandFigure>;
}

/** One command's growth from the smallest size to the largest at which it completed. */
export interface Growth {
  readonly command: CommandName;
  readonly fromOperations: number;
  readonly toOperations: number;
  readonly operations: number;
  readonly specBytes: number;
  readonly time: number;
  readonly peakMemory: number;
}

export function commandFigure(
  measured: Measurement,
  completes: readonly number[],
  stages?: Record<string, number>,
): CommandFigure {
  const ok = measured.status !== null && completes.includes(measured.status);
  const failure = ok ? undefined : `${measured.stdout}\n${measured.stderr}`.trim().split('\n').slice(-8).join('\n');
  return {
    seconds: round(measured.seconds, 2),
    peakMegabytes: round(measured.peakMegabytes, 0),
    status: measured.status,
    signal: measured.signal,
    ...(stages === undefined ? {} : { stages }),
    ...(failure === undefined ? {} : { failure }),
  };
}

export function growth(sizes: readonly SizeFigures[]): Growth[] {
  const sorted = [...sizes].sort((a, b) => a.operations - b.operations);
  return COMMANDS.flatMap((command) => {
    const completed = sorted.filter((size) => size.commands[command].failure === undefined);
    const small = completed[0];
    const large = completed.at(-1);
    if (small === undefined || large === undefined || small === large) return [];
    const ratio = (pick: (size: SizeFigures) => number) => round(pick(large) / pick(small), 1);
    return [
      {
        command,
        fromOperations: small.operations,
        toOperations: large.operations,
        operations: ratio((size) => size.operations),
        specBytes: ratio((size) => size.specBytes),
        time: ratio((size) => size.commands[command].seconds),
        peakMemory: ratio((size) => size.commands[command].peakMegabytes),
      },
    ];
  });
}

export function formatTable(sizes: readonly SizeFigures[], grown: readonly Growth[]): string[] {
  const header = ['ops', 'spec', 'gen s', 'gen MB', 'check s', 'check MB', 'diff s', 'diff MB'];
  const rows = sizes.map((size) => [
    String(size.operations),
    `${(size.specBytes / 1024 / 1024).toFixed(2)} MB`,
    ...COMMANDS.flatMap((command) => {
      const figure = size.commands[command];
      const mark = figure.failure === undefined ? '' : ` (exit ${figure.status ?? figure.signal})`;
      return [`${figure.seconds.toFixed(1)}${mark}`, String(figure.peakMegabytes)];
    }),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padStart(widths[column]!)).join(' | ')} |`;
  const lines = [line(header), `|${widths.map((width) => '-'.repeat(width + 1) + ':').join('|')}|`, ...rows.map(line)];
  lines.push(
    '',
    'growth, from the smallest size to the largest at which the command completed (target: well under ×100 the time for ×40 the size):',
  );
  for (const { command, fromOperations, toOperations, operations, specBytes, time, peakMemory } of grown) {
    lines.push(
      `  ${command.padEnd(5)} ${fromOperations} → ${toOperations} ops (×${operations}, spec bytes ×${specBytes}): time ×${time}, peak memory ×${peakMemory}`,
    );
  }
  for (const size of sizes) {
    for (const command of COMMANDS) {
      const { failure, status, signal } = size.commands[command];
      if (failure !== undefined)
        lines.push(
          `  ${command} at ${size.operations} ops did not complete (exit ${status ?? signal}): not in the growth figures`,
        );
    }
  }
  for (const size of sizes) {
    const stages = size.commands.gen.stages;
    if (stages !== undefined && Object.keys(stages).length > 0)
      lines.push(
        `gen stages at ${size.operations} ops: ${Object.entries(stages)
          .map(([stage, s]) => `${stage} ${s.toFixed(1)} s`)
          .join(', ')}`,
      );
  }
  return lines;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
