/**
 * The ReDoS verdict of one pattern (redos-verdict.ts): recheck's pure JavaScript back-end, run in
 * this thread with the u flag, every time limit but one off and a fixed seed; the automaton checker
 * first and the fuzz checker only for what it cannot model; verdicts kept per pattern; a pattern
 * proved linear safe without recheck; and how a verdict reads (complexity, attack, the hot spots
 * as written, at most 60 characters each, an unfinished or failed check inconclusive).
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { recheckVerdict } from '../../generator/check/redos-verdict.ts';

/** The hot spots a verdict shows ('' when it is not vulnerable). */
const hotspotOf = (source: string) => {
  const verdict = recheckVerdict(source);
  return verdict.status === 'vulnerable' ? verdict.hotspot : '';
};

type Diagnostics = Record<string, unknown>;
interface Call {
  readonly source: string;
  readonly flags: string;
  readonly params: Record<string, unknown>;
  readonly backend: string | undefined;
}

/**
 * A fresh redos-verdict module whose recheck is `answer` (recheck itself when omitted), with every
 * call recorded; recheck is restored afterwards.
 */
async function withRecheck<T>(
  answer: ((call: Call) => Diagnostics) | undefined,
  use: (module: typeof import('../../generator/check/redos-verdict.ts'), calls: Call[]) => T,
): Promise<T> {
  const recheck = createRequire(import.meta.url)('recheck') as {
    checkSync: (source: string, flags: string, params: Record<string, unknown>) => Diagnostics;
  };
  const original = recheck.checkSync;
  const calls: Call[] = [];
  recheck.checkSync = (source, flags, params) => {
    const call = { source, flags, params: { ...params }, backend: process.env.RECHECK_SYNC_BACKEND };
    calls.push(call);
    return answer === undefined ? original(source, flags, params) : answer(call);
  };
  try {
    vi.resetModules();
    const module = await import('../../generator/check/redos-verdict.ts');
    return use(module, calls);
  } finally {
    recheck.checkSync = original;
  }
}

const VULNERABLE = (hotspot: unknown[]): Diagnostics => ({
  status: 'vulnerable',
  complexity: { type: 'exponential' },
  attack: { pattern: "'a'.repeat(31)" },
  hotspot,
});

describe('how recheck is run', () => {
  it("rule: the automaton checker first, every time limit but the whole check's off, a fixed seed, the u flag, recheck's pure back-end", async () => {
    await withRecheck(
      () => ({ status: 'safe' }),
      ({ recheckVerdict }, calls) => {
        expect(recheckVerdict('^(a|a)*$')).toEqual({ status: 'safe' });
        expect(calls).toEqual([
          {
            source: '^(a|a)*$',
            flags: 'u',
            params: {
              timeout: 10_000,
              attackTimeout: null,
              incubationTimeout: null,
              seedingTimeout: null,
              recallTimeout: -1,
              randomSeed: 0,
              checker: 'automaton',
            },
            backend: 'pure',
          },
        ]);
      },
    );
  });

  it('rule: only a pattern the automaton checker cannot model goes to the fuzz checker, with the same settings and bounded attacks', async () => {
    const answer = (call: Call): Diagnostics =>
      call.params.checker === 'automaton'
        ? { status: 'unknown', error: { kind: 'unsupported', message: 'back-reference' } }
        : { status: 'safe' };
    await withRecheck(answer, ({ recheckVerdict }, calls) => {
      expect(recheckVerdict('^(?:(a)|b)*\\1$')).toEqual({ status: 'safe' });
      expect(calls.map((call) => call.params)).toEqual([
        {
          timeout: 10_000,
          attackTimeout: null,
          incubationTimeout: null,
          seedingTimeout: null,
          recallTimeout: -1,
          randomSeed: 0,
          checker: 'automaton',
        },
        {
          timeout: 10_000,
          attackTimeout: null,
          incubationTimeout: null,
          seedingTimeout: null,
          recallTimeout: -1,
          randomSeed: 0,
          checker: 'fuzz',
          attackLimit: 10_000_000,
          maxAttackStringSize: 10_000,
        },
      ]);
    });
    // An error of another kind is the verdict: fuzzing would not get further.
    await withRecheck(
      () => ({ status: 'unknown', error: { kind: 'invalid', message: 'parsing failure (at 1)' } }),
      ({ recheckVerdict }, calls) => {
        expect(recheckVerdict('(')).toEqual({
          status: 'inconclusive',
          reason: 'recheck: invalid (parsing failure (at 1))',
        });
        expect(calls).toHaveLength(1);
      },
    );
  });

  it('rule: RECHECK_SYNC_BACKEND is what it was before the check, set or not', async () => {
    const before = process.env.RECHECK_SYNC_BACKEND;
    try {
      await withRecheck(
        () => ({ status: 'safe' }),
        ({ recheckVerdict }, calls) => {
          delete process.env.RECHECK_SYNC_BACKEND;
          recheckVerdict('^(a|a)*$');
          expect(process.env.RECHECK_SYNC_BACKEND).toBeUndefined();
          process.env.RECHECK_SYNC_BACKEND = 'native';
          recheckVerdict('^(a|a)*$');
          expect(process.env.RECHECK_SYNC_BACKEND).toBe('native');
          expect(calls.map((call) => call.backend)).toEqual(['pure', 'pure']);
        },
      );
    } finally {
      if (before === undefined) delete process.env.RECHECK_SYNC_BACKEND;
      else process.env.RECHECK_SYNC_BACKEND = before;
    }
  });
});

describe('redosVerdict', () => {
  it('rule: a pattern proved linear is safe without asking recheck', async () => {
    await withRecheck(undefined, ({ redosVerdict }, calls) => {
      expect(redosVerdict('^[a-z][a-z0-9-]*$')).toEqual({ status: 'safe' });
      expect(calls).toEqual([]);
    });
  });

  it('rule: a pattern is checked by recheck once per process, and its verdict kept', async () => {
    await withRecheck(undefined, ({ redosVerdict }, calls) => {
      const first = redosVerdict('^(a+)+$');
      expect(first).toMatchObject({ status: 'vulnerable', complexity: 'exponential' });
      expect(redosVerdict('^(a+)+$')).toBe(first);
      expect(calls).toHaveLength(1);
      expect(redosVerdict('^(a|a)*$')).not.toBe(first);
      expect(calls).toHaveLength(2);
    });
  });
});

describe('recheckVerdict: how a verdict reads', () => {
  it('rule: the pattern is judged with the u flag, as the generated validators compile it', () => {
    expect(recheckVerdict('^(\\p{L}+)+$').status).toBe('vulnerable'); // without u, \p is a "p"
    expect(recheckVerdict('^([\\w-a]+)+$').status).toBe('inconclusive'); // without u, a class of \w, "-" and "a"
  });

  it('rule: a vulnerable pattern names its complexity, its attack and its hot spots as written', () => {
    expect(recheckVerdict('^(a+)+$')).toEqual({
      status: 'vulnerable',
      complexity: 'exponential',
      attack: "'a' + 'a'.repeat(31) + '\\x00'",
      hotspot: '"a"',
    });
    expect(recheckVerdict('^\\d*\\d*x$')).toMatchObject({
      status: 'vulnerable',
      complexity: 'polynomial (degree 2)',
      hotspot: '"\\\\d"',
    });
  });

  it("rule: every distinct hot spot is shown, each once, in the pattern's order", () => {
    expect(hotspotOf('^(?:a|b|ab)*c')).toBe('"a", "b", "ab"');
    expect(hotspotOf('^(a|a)*$')).toBe('"a"');
  });

  it('rule: only the hot spots are shown when some are hot', () => {
    // recheck marks x, a and y normal, and both b's heat.
    expect(hotspotOf('^x(a+)+y(b|b)*$')).toBe('"b"');
  });

  it('rule: every spot is shown when none is hot, and the whole pattern when recheck names none', async () => {
    const spots = [
      { start: 1, end: 2, temperature: 'normal' },
      { start: 3, end: 5, temperature: 'normal' },
    ];
    await withRecheck(
      () => VULNERABLE(spots),
      ({ recheckVerdict }) => {
        expect(recheckVerdict('^x(ab)+$')).toMatchObject({ hotspot: '"x", "ab"' });
      },
    );
    await withRecheck(
      () => VULNERABLE([]),
      ({ recheckVerdict }) => {
        expect(recheckVerdict('^(a|a)*$')).toMatchObject({ hotspot: '"^(a|a)*$"' });
      },
    );
  });

  it('rule: a shown text of up to 60 characters is whole; a longer one is cut to 59 and an ellipsis', () => {
    // The hot spot is the class, written `length` characters long.
    const spot = (length: number) => hotspotOf(`^([${'a'.repeat(length - 2)}]+)+$`);
    expect(spot(58)).toBe(`"[${'a'.repeat(56)}]"`);
    expect(spot(59)).toBe(`"[${'a'.repeat(57)}…`);
    expect(spot(80)).toBe(`"[${'a'.repeat(57)}…`);
  });

  it("rule: a check that did not finish in time is inconclusive and says so; another failure names recheck's error", async () => {
    await withRecheck(
      () => ({ status: 'unknown', error: { kind: 'timeout' } }),
      ({ recheckVerdict }) => {
        expect(recheckVerdict('^(a+)+\\1$')).toEqual({
          status: 'inconclusive',
          reason: 'the check did not finish within 10 s',
        });
      },
    );
    await withRecheck(
      () => ({ status: 'unknown', error: { kind: 'cancel' } }),
      ({ recheckVerdict }) => {
        expect(recheckVerdict('^(a+)+\\1$')).toEqual({ status: 'inconclusive', reason: 'recheck: cancel' });
      },
    );
    expect(recheckVerdict('(')).toEqual({
      status: 'inconclusive',
      reason: 'recheck: invalid (parsing failure (at 1))',
    });
  });
});
