/**
 * Measures several workloads side by side: after a warm-up that lets V8 optimise every one of them,
 * rounds run each workload in turn and time it in CPU time (process.cpuUsage), so a neighbour on a
 * shared machine that steals a core skews all of them alike; the median round is reported. Nothing
 * here asserts: ratios are printed, never tested.
 * With `collect`, a young-generation collection (a scavenge) runs, untimed, before each workload's
 * turn, so the short-lived garbage one workload leaves is never collected on the next one's time. Not
 * a full collection: on this machine a forced full GC made parseClientEnvelope 1.3–1.5× slower on the
 * passes after it (JSON.parse unaffected), which would measure the collection, not the parser.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface Workload {
  readonly name: string;
  /** One pass over the bench's items. */
  readonly run: () => void;
}

export interface Measured {
  readonly name: string;
  /** Median CPU nanoseconds per item. */
  readonly ns: number;
}

export interface SideBySideOptions {
  readonly warmupPasses?: number;
  readonly rounds?: number;
  /** Passes of each workload per round (with `roundMs`, the most a workload gets). */
  readonly passes?: number;
  /**
   * When workloads differ by orders of magnitude (a baseline 100× slower than the rest), give each
   * about this many CPU milliseconds per round instead of the same number of passes, and stop warming
   * a workload up once it has had a few rounds' worth of time. Unset: every workload gets `passes`.
   */
  readonly roundMs?: number;
  /**
   * Keep warming every workload up, in turn, until this many wall-clock milliseconds have passed
   * since the warm-up began (after the warm-up passes): V8 compiles optimised code on a background
   * thread, which a busy neighbour can starve, so a count of passes alone may end the warm-up early.
   */
  readonly warmupMs?: number;
  /** Scavenge the young generation, untimed, before each workload's turn in a round. */
  readonly collect?: boolean;
}

export function sideBySide(workloads: readonly Workload[], items: number, options: SideBySideOptions = {}): Measured[] {
  const { warmupPasses = 300, warmupMs = 0, rounds = 15, passes = 60, roundMs, collect = false } = options;
  const gc = collect ? scavenger() : () => {};
  const warmed = workloads.map(() => ({ passes: 0, ms: 0 }));
  const warmUp = (workload: Workload, index: number) => {
    const spent = warmed[index]!;
    const start = process.cpuUsage();
    workload.run();
    spent.ms += cpuMs(process.cpuUsage(start));
    spent.passes++;
  };
  const warmupStart = performance.now();
  for (let pass = 0; pass < warmupPasses; pass++) {
    workloads.forEach((workload, index) => {
      if (roundMs !== undefined && warmed[index]!.ms > 4 * roundMs) return;
      warmUp(workload, index);
    });
  }
  while (performance.now() - warmupStart < warmupMs) workloads.forEach(warmUp);
  const passesOf = warmed.map(({ passes: warm, ms }) =>
    roundMs === undefined || warm === 0
      ? passes
      : Math.max(1, Math.min(passes, Math.round(roundMs / Math.max(ms / warm, 1e-3)))),
  );
  const samples = workloads.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    workloads.forEach((workload, index) => {
      const count = passesOf[index]!;
      gc();
      const start = process.cpuUsage();
      for (let pass = 0; pass < count; pass++) workload.run();
      samples[index]!.push((cpuMs(process.cpuUsage(start)) * 1e6) / (count * items));
    });
  }
  return workloads.map((workload, index) => ({ name: workload.name, ns: median(samples[index]!) }));
}

type Collect = (options?: { type: 'minor' | 'major' }) => void;
let exposedGc: Collect | undefined;

/** A young-generation collection by V8's gc(): the global one under --expose-gc, else exposed now and taken from a fresh context. */
export function scavenger(): () => void {
  if (exposedGc === undefined) {
    const global = (globalThis as { gc?: Collect }).gc;
    if (global === undefined) setFlagsFromString('--expose-gc');
    exposedGc = global ?? (runInNewContext('gc') as Collect);
  }
  const gc = exposedGc;
  return () => gc({ type: 'minor' });
}

function cpuMs(spent: NodeJS.CpuUsage): number {
  return (spent.user + spent.system) / 1000;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}
