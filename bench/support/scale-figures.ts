/**
 * Issue 19's scale figures: gen at 2,000 operations, wall ≤ 60 s and peak memory ≤ 1.5 GB, read from
 * what `npm run bench:scale -- --json bench/results/scale.json` recorded (bench/scale/run.ts). The
 * scale bench takes many minutes, so `npm run bench` does not run it: it reports the last recorded
 * run, its date in the label. Pure: the document in, the figures out.
 */
import type { SizeFigures } from '../scale/scale-report.ts';
import type { Figure } from './figures.ts';
import { ISSUE_19 } from './issue-19.ts';

/** The operation count issue 19 judges. */
export const SCALE_OPERATIONS = 2000;

/** What bench/scale/run.ts writes with --json, as far as the figures need it. */
export interface ScaleDocument {
  readonly environment: {
    readonly date: string;
    readonly node?: string;
    readonly cpu?: string;
    readonly cpus?: number;
  };
  readonly nodeOptions?: string | null;
  readonly sizes: readonly SizeFigures[];
}

/** `source` names the run in the labels: "last recorded bench:scale run, 2026-11-30". */
export function scaleFigures(
  document: ScaleDocument,
  source = `last recorded bench:scale run, ${document.environment.date.slice(0, 10)}`,
): Figure[] {
  const { scaleWall, scaleMemory } = ISSUE_19;
  const heap = document.nodeOptions ? `, NODE_OPTIONS=${document.nodeOptions}` : '';
  const labels = {
    wall: `gen at ${SCALE_OPERATIONS.toLocaleString('en-US')} operations, wall (${source}${heap})`,
    memory: `gen at ${SCALE_OPERATIONS.toLocaleString('en-US')} operations, peak RSS (${source}${heap})`,
  };
  const size = document.sizes.find((candidate) => candidate.operations === SCALE_OPERATIONS);
  if (size === undefined) {
    const error = `the ${source} has no ${SCALE_OPERATIONS}-operation size (it ran ${document.sizes.map((s) => s.operations).join(', ') || 'none'}): npm run bench:scale -- --json bench/results/scale.json`;
    return [
      { id: scaleWall.id, label: labels.wall, value: NaN, unit: scaleWall.unit, target: scaleWall.target, error },
      {
        id: scaleMemory.id,
        label: labels.memory,
        value: NaN,
        unit: scaleMemory.unit,
        target: scaleMemory.target,
        error,
      },
    ];
  }
  const gen = size.commands.gen;
  const failed =
    gen.failure === undefined
      ? {}
      : { error: `gen did not complete (exit ${gen.status ?? gen.signal}): ${gen.failure.split('\n').at(-1)}` };
  return [
    {
      id: scaleWall.id,
      label: labels.wall,
      value: gen.seconds,
      unit: scaleWall.unit,
      target: scaleWall.target,
      ...failed,
    },
    ...Object.entries(gen.stages ?? {}).map(([stage, seconds]): Figure => ({
      id: `${scaleWall.id}/${stage}`,
      label: `gen's ${stage} stage`,
      value: seconds,
      unit: 's',
    })),
    {
      id: scaleMemory.id,
      label: labels.memory,
      value: gen.peakMegabytes / 1024,
      unit: scaleMemory.unit,
      target: scaleMemory.target,
      ...failed,
    },
  ];
}
