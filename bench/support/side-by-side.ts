/**
 * Measures several workloads side by side: after a warm-up that lets V8 optimise every one of them,
 * rounds run each workload in turn and time it in CPU time (process.cpuUsage), so a neighbour on a
 * shared machine that steals a core skews all of them alike; the median round is reported. Nothing
 * here asserts: ratios are printed, never tested.
 */
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
}

export function sideBySide(workloads: readonly Workload[], items: number, options: SideBySideOptions = {}): Measured[] {
  const { warmupPasses = 300, rounds = 15, passes = 60, roundMs } = options;
  const warmed = workloads.map(() => ({ passes: 0, ms: 0 }));
  for (let pass = 0; pass < warmupPasses; pass++) {
    workloads.forEach((workload, index) => {
      const spent = warmed[index]!;
      if (roundMs !== undefined && spent.ms > 4 * roundMs) return;
      const start = process.cpuUsage();
      workload.run();
      spent.ms += cpuMs(process.cpuUsage(start));
      spent.passes++;
    });
  }
  const passesOf = warmed.map(({ passes: warm, ms }) =>
    roundMs === undefined || warm === 0 ? passes : Math.max(1, Math.min(passes, Math.round(roundMs / Math.max(ms / warm, 1e-3)))),
  );
  const samples = workloads.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    workloads.forEach((workload, index) => {
      const count = passesOf[index]!;
      const start = process.cpuUsage();
      for (let pass = 0; pass < count; pass++) workload.run();
      samples[index]!.push((cpuMs(process.cpuUsage(start)) * 1e6) / (count * items));
    });
  }
  return workloads.map((workload, index) => ({ name: workload.name, ns: median(samples[index]!) }));
}

function cpuMs(spent: NodeJS.CpuUsage): number {
  return (spent.user + spent.system) / 1000;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}
