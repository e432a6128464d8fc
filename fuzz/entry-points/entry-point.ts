import type fc from 'fast-check';

/** What one call cost: the size of its input (fuzz/invariants/input-snapshot.ts, or bytes) and its CPU time (fuzz/call-time.ts). */
export interface CallCost {
  readonly size: number;
  readonly ms: number;
}

/** One function of the package under fuzzing: the cases it gets and the invariants checked on each. */
export interface EntryPoint<Case = unknown> {
  /** What is called, on what. */
  readonly description: string;
  readonly arbitrary: fc.Arbitrary<Case>;
  /**
   * Cases that once broke an invariant, run first on every run (short and long) before the random
   * ones, so a bug found once by a long run stays caught by the short one.
   */
  readonly regressions?: readonly Case[];
  /** Runs one case; throws InvariantViolation when an invariant breaks; returns the cost of the call under test. */
  readonly check: (input: Case) => CallCost;
}

/** Erases the case type so entry points of different cases share one table. */
export function entryPoint<Case>(definition: EntryPoint<Case>): EntryPoint {
  return definition as EntryPoint;
}
