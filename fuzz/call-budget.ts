/**
 * The most CPU time (fuzz/call-time.ts) one call may take in the long run, for an input of `size`
 * units (containers, members and string code units; bytes for the decoder): 500 ms plus 2 µs per unit.
 *
 * Why: the work every entry point does is linear, at well under 100 ns per unit on this machine
 * (JSON.parse, a copy, a validator pass); 2 µs per unit is 20× that, so a JIT deopt or cold caches do
 * not trip it, while any super-linear step does: a quadratic pass over 64 KiB is ~4·10^9 steps,
 * seconds; a backtracking regular expression on a 4 KiB string is far worse. The 500 ms floor covers
 * what no input size explains: a major GC of the fuzzer's ~700 MB heap (the largest pause seen on a
 * small input was ~100 ms). Time spent waiting for a core is not counted, so the budget holds on 2
 * shared cores; the short run in npm test never judges time (see the shared rules).
 */
export function callBudgetMs(size: number): number {
  return 500 + size * 0.002;
}
