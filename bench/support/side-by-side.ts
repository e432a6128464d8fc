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

export function sideBySide(workloads: readonly Workload[], items: number, options: { warmupPasses?: number; rounds?: number; passes?: number } = {}): Measured[] {
  const { warmupPasses = 300, rounds = 15, passes = 60 } = options;
  for (let pass = 0; pass < warmupPasses; pass++) for (const workload of workloads) workload.run();
  const samples = workloads.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    workloads.forEach((workload, index) => {
      const start = process.cpuUsage();
      for (let pass = 0; pass < passes; pass++) workload.run();
      const spent = process.cpuUsage(start);
      samples[index]!.push(((spent.user + spent.system) * 1000) / (passes * items));
    });
  }
  return workloads.map((workload, index) => ({ name: workload.name, ns: median(samples[index]!) }));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}
