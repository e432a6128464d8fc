/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions from a to b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate a mistyped name most likely meant: the nearest by edit distance (case ignored), when
 * it is near enough to be a typo — at most a third of the name's length, as compilers' "did you mean"
 * hints go — and no other candidate is as near. Undefined otherwise.
 */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const wrong = name.toLowerCase();
  const ranked = candidates.map((candidate) => ({ candidate, distance: editDistance(wrong, candidate.toLowerCase()) })).sort((x, y) => x.distance - y.distance);
  const [best, second] = ranked;
  if (best === undefined || best.distance > Math.max(1, Math.floor(name.length / 3))) return undefined;
  return second !== undefined && second.distance === best.distance ? undefined : best.candidate;
}
