import fc from 'fast-check';
import { callBudgetMs } from './call-budget.ts';
import type { EntryPoint } from './entry-points/entry-point.ts';

/** The slowest call of a run and the size of its input. */
export interface SlowestCall {
  readonly ms: number;
  readonly size: number;
}

export interface EntryPointReport {
  readonly name: string;
  readonly seed: number;
  /** Cases run (fewer than asked when a case failed). */
  readonly cases: number;
  readonly failures: number;
  readonly elapsedMs: number;
  readonly slowest: SlowestCall;
  /** Calls over their time budget (only when it is enforced): the worst, and how many. */
  readonly overBudget: {
    readonly count: number;
    readonly worst?: SlowestCall & { readonly budgetMs: number; readonly input: string };
  };
  /** fast-check's report of the failure: counterexample, seed and path, to replay. */
  readonly failure?: string;
  /** The replay command for the failure. */
  readonly replay?: string;
}

export interface RunOptions {
  readonly runs: number;
  readonly seed: number;
  /** fast-check's path of one case, to replay it alone. */
  readonly path?: string;
  /** Judge each call's time against callBudgetMs (the long run; never the short one). */
  readonly enforceBudget: boolean;
  /** Called every `progressEvery` cases with the count so far (the long run prints it). */
  readonly onProgress?: (cases: number) => void;
  readonly progressEvery?: number;
}

/** Runs one entry point for `runs` cases from `seed`; never throws for a failing case, reports it. */
export function runEntryPoint(name: string, entry: EntryPoint, options: RunOptions): EntryPointReport {
  let slowest: SlowestCall = { ms: 0, size: 0 };
  let overCount = 0;
  let worst: (SlowestCall & { budgetMs: number; input: string }) | undefined;
  let cases = 0;
  const property = fc.property(entry.arbitrary, (input) => {
    if (options.onProgress !== undefined && ++cases % (options.progressEvery ?? 100_000) === 0)
      options.onProgress(cases);
    const cost = entry.check(input);
    if (cost.ms > slowest.ms) slowest = { ms: cost.ms, size: cost.size };
    if (options.enforceBudget) {
      const budgetMs = callBudgetMs(cost.size);
      if (cost.ms > budgetMs) {
        overCount++;
        if (worst === undefined || cost.ms / budgetMs > worst.ms / worst.budgetMs)
          worst = { ...cost, budgetMs, input: fc.stringify(input).slice(0, 2000) };
      }
    }
  });
  const start = performance.now();
  const details = fc.check(property, {
    numRuns: options.runs,
    seed: options.seed,
    includeErrorInReport: true,
    examples: (entry.regressions ?? []).map((regression) => [regression] as [unknown]),
    ...(options.path === undefined ? {} : { path: options.path }),
  });
  const elapsedMs = performance.now() - start;
  const failed = details.failed;
  return {
    name,
    seed: options.seed,
    cases: details.numRuns,
    failures: failed ? 1 : 0,
    elapsedMs,
    slowest,
    overBudget: { count: overCount, ...(worst === undefined ? {} : { worst }) },
    ...(failed
      ? {
          failure: fc.defaultReportMessage(details) ?? 'failed',
          replay: `npx tsx fuzz/run.ts --only ${name} --seed ${details.seed} --path "${details.counterexamplePath ?? ''}" --runs 1`,
        }
      : {}),
  };
}
