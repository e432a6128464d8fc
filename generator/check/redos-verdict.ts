import { createRequire } from 'node:module';
import type { Diagnostics, Parameters } from 'recheck';
import { provablyLinear } from './linear-pattern.ts';

/** What the ReDoS check concluded about one pattern. */
export type RedosVerdict =
  | { readonly status: 'safe' }
  | { readonly status: 'vulnerable'; readonly complexity: string; readonly attack: string; readonly hotspot: string }
  | { readonly status: 'inconclusive'; readonly reason: string };

/** Wall-clock bound of one pattern's check; reached only by a pathological pattern, and then an error. */
export const REDOS_TIMEOUT_MS = 10_000;
/** Longest attack description shown in a message. */
const MAX_SHOWN = 60;

/**
 * The verdict depends on the pattern alone, never on the machine's speed: every time limit inside
 * the analysis is off (null), so only recheck's step counts bound it, and the fuzzer's random
 * generator has a fixed seed. Only REDOS_TIMEOUT_MS is a clock, and hitting it is an error.
 */
const DETERMINISTIC: Parameters = {
  timeout: REDOS_TIMEOUT_MS,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  recallTimeout: -1, // negative: no recall validation (it is timed)
  randomSeed: 0,
};

/**
 * The automaton checker first: it decides by automata theory, exactly and quickly, every pattern
 * without back-references or look-arounds (all of the bundled spec's). Those it cannot model go to
 * the fuzz checker, with budgets in characters read (recheck's defaults over strings a thirtieth as
 * long: a second or two per pattern instead of a minute).
 */
const AUTOMATON: Parameters = { ...DETERMINISTIC, checker: 'automaton' };
const FUZZ: Parameters = { ...DETERMINISTIC, checker: 'fuzz', attackLimit: 10_000_000, maxAttackStringSize: 10_000 };

type CheckSync = (source: string, flags: string, params?: Parameters) => Diagnostics;
let checkSync: CheckSync | undefined;
/** Verdicts by pattern source, for the whole process: a spec of thousands of operations repeats its patterns. */
const verdicts = new Map<string, RedosVerdict>();

/**
 * Whether `source`, compiled with the u flag as the generated validators compile it, can backtrack
 * catastrophically. A pattern linear-pattern.ts proves linear is safe without recheck, whose verdict
 * on it would be the same (test/check/linear-pattern.test.ts); any other runs recheck's pure
 * JavaScript implementation in this thread: its native and Java back-ends are other programs (one
 * per platform), which could decide differently or be missing.
 */
export function redosVerdict(source: string): RedosVerdict {
  let verdict = verdicts.get(source);
  if (verdict === undefined) {
    verdict = provablyLinear(source) ? SAFE : recheckVerdict(source);
    verdicts.set(source, verdict);
  }
  return verdict;
}

const SAFE: RedosVerdict = { status: 'safe' };

/** recheck's verdict alone, without the linear-pattern shortcut redosVerdict takes first (the tests compare the two). */
export function recheckVerdict(source: string): RedosVerdict {
  let result: Diagnostics;
  try {
    const byAutomaton = runPure(source, AUTOMATON);
    result =
      byAutomaton.status === 'unknown' && byAutomaton.error.kind === 'unsupported'
        ? runPure(source, FUZZ)
        : byAutomaton;
  } catch (error) {
    // recheck recurses once per group, and on a group that refers to itself (`(\1a)*`): a stack overflow.
    if (error instanceof RangeError)
      return {
        status: 'inconclusive',
        reason: 'recheck ran out of stack reading it (deeply nested groups, or a group that refers to itself)',
      };
    throw error;
  }
  switch (result.status) {
    case 'safe':
      return { status: 'safe' };
    case 'vulnerable':
      return {
        status: 'vulnerable',
        complexity:
          result.complexity.type === 'exponential' ? 'exponential' : `polynomial (degree ${result.complexity.degree})`,
        attack: shorten(result.attack.pattern),
        hotspot: shorten(hotspots(source, result.hotspot)),
      };
    case 'unknown': {
      const { error } = result;
      const reason =
        error.kind === 'timeout'
          ? `the check did not finish within ${REDOS_TIMEOUT_MS / 1000} s`
          : `recheck: ${error.kind}${'message' in error ? ` (${error.message})` : ''}`;
      return { status: 'inconclusive', reason };
    }
  }
}

/** recheck's sync entry point reads RECHECK_SYNC_BACKEND at each call: 'pure' runs it here, not in a worker or a native binary. */
function runPure(source: string, params: Parameters): Diagnostics {
  checkSync ??= (createRequire(import.meta.url)('recheck') as { checkSync: CheckSync }).checkSync;
  const before = process.env.RECHECK_SYNC_BACKEND;
  process.env.RECHECK_SYNC_BACKEND = 'pure';
  try {
    return checkSync(source, 'u', params);
  } finally {
    if (before === undefined) delete process.env.RECHECK_SYNC_BACKEND;
    else process.env.RECHECK_SYNC_BACKEND = before;
  }
}

/** The parts of the pattern the attack makes work hardest, as written. */
function hotspots(source: string, spots: readonly { start: number; end: number; temperature: string }[]): string {
  const hot = spots.filter((spot) => spot.temperature === 'heat');
  const shown = (hot.length > 0 ? hot : spots).map((spot) => source.slice(spot.start, spot.end));
  return shown.length === 0
    ? JSON.stringify(source)
    : [...new Set(shown)].map((part) => JSON.stringify(part)).join(', ');
}

function shorten(text: string): string {
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN - 1)}…`;
}
