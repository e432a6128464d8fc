import { overlaps, type CodePointSet } from './code-point-set.ts';
import { parsePattern, type PatternNode } from './pattern-syntax.ts';

/**
 * Positions a pattern may expand to (each `x{2,8}` is eight copies of x), and steps the search for
 * two meeting paths may take, before the proof gives up and leaves the pattern to recheck: under
 * 50 ms on the worst pattern, a tenth of a millisecond on a spec's.
 */
const MAX_POSITIONS = 256;
const MAX_STEPS = 200_000;

/**
 * Whether matching `source` (compiled with the u flag) provably takes time linear in the input on a
 * backtracking engine such as V8's — a sufficient condition, never a necessary one: false means only
 * "ask recheck". It spares recheck (~0.5 s for a spec's patterns, and 70 ms to load) the patterns
 * specs are made of: anchored words, identifiers, UUIDs, URLs.
 *
 * The proof: a backtracking match walks the paths of the pattern's position automaton (one state per
 * character of the pattern, counted repetitions unrolled, one transition per way the engine can get
 * from one character to the next). When no two different paths can consume the same input and end
 * in the same state, each (state, input position) pair is visited at most once per start position:
 * O(states × input). An anchored pattern (`^…`) starts once; an unanchored one is accepted only when
 * its matches have a bounded length, so each of its start positions costs a bounded amount.
 *
 * test/check/linear-pattern.test.ts holds it to recheck's verdict on generated patterns.
 */
export function provablyLinear(source: string): boolean {
  const tree = parsePattern(source);
  if (tree === undefined) return false;
  const items = tree.kind === 'sequence' ? [...tree.items] : [tree];
  const anchored = items[0]?.kind === 'start';
  if (anchored) items.shift();
  if (items[items.length - 1]?.kind === 'end') items.pop();
  const body: PatternNode = { kind: 'sequence', items };
  // Any other anchor (under an alternative, in a group, mid-pattern) is beyond this proof.
  if (contains(body, (node) => node.kind === 'start' || node.kind === 'end')) return false;
  if (!anchored && contains(body, (node) => node.kind === 'repeat' && node.max === Infinity)) return false;
  const automaton = new PositionAutomaton();
  let first: Counts;
  try {
    first = automaton.add(body).first;
  } catch (error) {
    if (error instanceof BeyondProof) return false;
    throw error;
  }
  return automaton.unambiguous(first);
}

function contains(node: PatternNode, test: (node: PatternNode) => boolean): boolean {
  if (test(node)) return true;
  switch (node.kind) {
    case 'sequence':
      return node.items.some((item) => contains(item, test));
    case 'choice':
      return node.branches.some((branch) => contains(branch, test));
    case 'repeat':
      return contains(node.body, test);
    default:
      return false;
  }
}

/** Positions mapped to how many different paths lead there; 2 stands for "more than one". */
type Counts = Map<number, number>;

/** A part of the pattern: its paths that consume nothing, and the positions its paths start and end at. */
interface Fragment {
  readonly empty: number;
  readonly first: Counts;
  readonly last: Counts;
}

class BeyondProof extends Error {}

/** Glushkov's position automaton, keeping how many paths join two positions rather than only whether one does. */
class PositionAutomaton {
  readonly #sets: CodePointSet[] = [];
  readonly #follow: Counts[] = [];

  add(node: PatternNode): Fragment {
    switch (node.kind) {
      case 'char': {
        const position = this.#sets.length;
        if (position === MAX_POSITIONS) throw new BeyondProof();
        this.#sets.push(node.set);
        this.#follow.push(new Map());
        return { empty: 0, first: new Map([[position, 1]]), last: new Map([[position, 1]]) };
      }
      case 'sequence':
        return node.items.reduce((before: Fragment, item) => this.#then(before, this.add(item)), EMPTY);
      case 'choice': {
        const branches = node.branches.map((branch) => this.add(branch));
        return {
          empty: capped(branches.reduce((sum, branch) => sum + branch.empty, 0)),
          first: sum(branches.map((branch) => [branch.first, 1])),
          last: sum(branches.map((branch) => [branch.last, 1])),
        };
      }
      case 'repeat':
        return this.#repeat(node.body, node.min, node.max);
      default:
        throw new BeyondProof(); // anchors were taken off the ends; provablyLinear refuses any other
    }
  }

  /** body{min,max} unrolled: min copies, then a loop or max - min nested optional copies — the engine's paths, one for one. */
  #repeat(body: PatternNode, min: number, max: number): Fragment {
    let fragment = EMPTY;
    for (let copy = 1; copy < min; copy++) fragment = this.#then(fragment, this.#nonEmpty(body));
    if (max === Infinity) {
      const loop = this.#nonEmpty(body);
      this.#link(loop.last, loop.first);
      return this.#then(fragment, min === 0 ? { ...loop, empty: 1 } : loop);
    }
    if (min > 0) fragment = this.#then(fragment, this.#nonEmpty(body));
    // (x(x(x)?)?)?, built from the innermost copy out.
    let optional = EMPTY;
    for (let copy = min; copy < max; copy++) {
      const inner = this.#then(this.#nonEmpty(body), optional);
      optional = { ...inner, empty: capped(inner.empty + 1) };
    }
    return this.#then(fragment, optional);
  }

  /** A repeated body that can match the empty string multiplies paths without reading input (and V8 stops such a loop by a rule of its own). */
  #nonEmpty(body: PatternNode): Fragment {
    const fragment = this.add(body);
    if (fragment.empty > 0) throw new BeyondProof();
    return fragment;
  }

  #then(before: Fragment, after: Fragment): Fragment {
    this.#link(before.last, after.first);
    return {
      empty: capped(before.empty * after.empty),
      first: sum([
        [before.first, 1],
        [after.first, before.empty],
      ]),
      last: sum([
        [after.last, 1],
        [before.last, after.empty],
      ]),
    };
  }

  #link(from: Counts, to: Counts): void {
    for (const [source, paths] of from) {
      const follow = this.#follow[source]!;
      for (const [target, more] of to) follow.set(target, capped((follow.get(target) ?? 0) + paths * more));
    }
  }

  /**
   * No two different paths consume the same input and end at the same position. Two paths that
   * differ first split where one position has two successors (or the start two first positions)
   * reading a common character; from there they advance in step, one character each, and the
   * pattern is ambiguous when they ever meet. Pairs are explored from every position, reachable or
   * not, which can only refuse more.
   */
  unambiguous(first: Counts): boolean {
    const starts = [first, ...this.#follow];
    if (starts.some((counts) => [...counts.values()].some((paths) => paths > 1))) return false;
    const count = this.#sets.length;
    const seen = new Set<number>();
    const pending: [number, number][] = [];
    const split = (a: number, b: number) => {
      const key = Math.min(a, b) * count + Math.max(a, b);
      if (seen.has(key)) return;
      seen.add(key);
      pending.push([a, b]);
    };
    let steps = 0;
    for (const counts of starts) {
      const positions = [...counts.keys()];
      for (const [i, a] of positions.entries()) {
        for (const b of positions.slice(i + 1)) {
          if (++steps > MAX_STEPS) return false;
          if (this.#overlap(a, b)) split(a, b);
        }
      }
    }
    for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
      const [a, b] = pair;
      for (const nextA of this.#follow[a]!.keys()) {
        for (const nextB of this.#follow[b]!.keys()) {
          if (++steps > MAX_STEPS) return false;
          if (!this.#overlap(nextA, nextB)) continue;
          if (nextA === nextB) return false;
          split(nextA, nextB);
        }
      }
    }
    return true;
  }

  #overlap(a: number, b: number): boolean {
    return overlaps(this.#sets[a]!, this.#sets[b]!);
  }
}

const EMPTY: Fragment = { empty: 1, first: new Map(), last: new Map() };

/** Counts above 2 say no more than 2 does, and a long pattern's products would overflow. */
const capped = (paths: number) => Math.min(paths, 2);

function sum(parts: readonly (readonly [Counts, number])[]): Counts {
  const total: Counts = new Map();
  for (const [counts, times] of parts) {
    if (times === 0) continue;
    for (const [position, paths] of counts) total.set(position, capped((total.get(position) ?? 0) + paths * times));
  }
  return total;
}
