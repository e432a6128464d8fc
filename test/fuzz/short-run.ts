import { expect, it } from 'vitest';
import { ENTRY_POINTS, type EntryPointName } from '../../fuzz/entry-points.ts';
import { runEntryPoint } from '../../fuzz/run-entry-point.ts';
import { FUZZ_SEED, SHORT_RUN_CASES } from '../../fuzz/settings.ts';

/**
 * ~20 s of cases on a quiet machine; ten minutes leaves room for a loaded one. No assertion on
 * time: the long run (fuzz/run.ts) judges calls against their budget, this run only counts failures.
 */
const TIMEOUT_MS = 600_000;

/**
 * One test per entry point: SHORT_RUN_CASES cases from the fixed seed, every invariant checked on
 * each. A failure prints fast-check's counterexample and the command that replays it.
 */
export function fuzzEntryPoints(names: readonly EntryPointName[]): void {
  for (const name of names) {
    const entry = ENTRY_POINTS[name];
    it(
      `${name}: ${entry.description}; every invariant holds on ${SHORT_RUN_CASES} cases (seed ${FUZZ_SEED})`,
      () => {
        const report = runEntryPoint(name, entry, { runs: SHORT_RUN_CASES, seed: FUZZ_SEED, enforceBudget: false });
        expect(report.failure === undefined, `${report.failure}\nreplay: ${report.replay}`).toBe(true);
        expect(report.cases).toBe(SHORT_RUN_CASES);
      },
      TIMEOUT_MS,
    );
  }
}
