/**
 * Optimal string alignment distance (Damerau–Levenshtein without edits to a substring already
 * edited): the fewest insertions, deletions, substitutions and swaps of two adjacent characters from
 * a to b. A swap costs one edit, not two, because swapped letters are the commonest typo (requried).
 */
export function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && !same && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      current[j] = best;
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** More equally near candidates than this is no hint: the names in scope, listed, say more. */
const MAX_TIED = 3;

/**
 * The candidates a mistyped name most likely meant, best first. A candidate is near enough to be a
 * typo when its edit distance, case ignored, is at most a third of the name's length (one edit for
 * short names), as compilers' "did you mean" hints go, and smaller than either name (so `tv` is not
 * taken for `cli`). Among the nearest, the one that also matches the name's case best wins
 * (NoteID → NoteId); candidates still tied are all returned, in code-unit order, up to three — more
 * than that and none is a guess worth printing. A name that is itself a candidate is its own nearest.
 */
export function nearestNames(name: string, candidates: Iterable<string>): string[] {
  const wrong = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  const near: { candidate: string; distance: number; caseDistance: number }[] = [];
  for (const candidate of new Set(candidates)) {
    const distance = editDistance(wrong, candidate.toLowerCase());
    if (distance > limit || distance >= Math.min(name.length, candidate.length)) continue;
    near.push({ candidate, distance, caseDistance: editDistance(name, candidate) });
  }
  near.sort(
    (x, y) => x.distance - y.distance || x.caseDistance - y.caseDistance || (x.candidate < y.candidate ? -1 : 1),
  );
  const [best] = near;
  if (best === undefined) return [];
  const tied = near.filter((entry) => entry.distance === best.distance && entry.caseDistance === best.caseDistance);
  return tied.length > MAX_TIED ? [] : tied.map((entry) => entry.candidate);
}

/** The one candidate a mistyped name most likely meant; undefined when none is near, or several are equally near. */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const found = nearestNames(name, candidates);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The "did you mean" hint of a message's `{suggestion?}`, in the one wording every spec diagnostic
 * uses — ` (did you mean "required"?)`, ` (did you mean "a" or "b"?)` — or '' when no candidate is
 * near. `show` writes a candidate as the spec would (a type name as its `#/types/<Name>` reference).
 */
export function didYouMean(
  name: string,
  candidates: Iterable<string>,
  show: (candidate: string) => string = (candidate) => candidate,
): string {
  const found = nearestNames(name, candidates);
  return found.length === 0
    ? ''
    : ` (did you mean ${found.map((candidate) => JSON.stringify(show(candidate))).join(' or ')}?)`;
}
