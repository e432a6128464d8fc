/**
 * The ReDoS check skips recheck for patterns linear-pattern.ts proves linear. That shortcut must
 * never call safe what recheck calls otherwise: held here to recheck's verdict on the bundled specs'
 * patterns, on the ReDoS fixtures and classics, and on generated patterns made of the shapes that go
 * wrong (overlapping classes under nested and adjacent quantifiers, alternatives, optional parts);
 * and to the limits it states: anchors only at the ends, bounded matches when unanchored, 256
 * positions, 200,000 steps, no repeated part that matches the empty string, no two empty paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectSchemas } from '../../generator/check/rule.ts';
import { patternSample } from './support/pattern-samples.ts';
import { provablyLinear } from '../../generator/check/linear-pattern.ts';
import { parsePattern } from '../../generator/check/pattern-syntax.ts';
import { compiles, patternSites } from '../../generator/check/pattern-sites.ts';
import { recheckVerdict } from '../../generator/check/redos-verdict.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { SpecDocument } from '../../generator/load/spec-document.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';

async function specPatterns(dir: string): Promise<string[]> {
  const [merged] = await loadSpec(nodeFileSystem, dir);
  const spec = merged!.data as unknown as SpecDocument;
  return [...new Set(patternSites({ spec, schemas: collectSchemas(spec) }).map((site) => site.source))];
}

describe('provablyLinear', () => {
  it('proves every pattern of the bundled specs linear, each of which recheck finds safe', async () => {
    const sources = [
      ...new Set([...(await specPatterns('spec/session-protocol')), ...(await specPatterns('spec/tasks-rpc'))]),
    ];
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((source) => !provablyLinear(source))).toEqual([]);
    expect(sources.filter((source) => recheckVerdict(source).status !== 'safe')).toEqual([]);
  });

  it.each([
    '^(a+)+$',
    '^(a|a)*$',
    '^([a-z]+)*$',
    '^(\\w+\\s?)*$',
    '^(?=a)(a+)+b',
    '\\s+$',
    '^a*a*$',
    '^(a|ab|b)*$',
    '^\\d*\\d*x$',
    '^(?:[a-z]+-?)+$',
    '[a-z]+$',
  ])('does not prove %s, which recheck finds vulnerable', (source) => {
    expect(provablyLinear(source)).toBe(false);
    expect(recheckVerdict(source).status).toBe('vulnerable');
  });

  // Safe, yet ambiguous: a nullable loop body (which V8 stops by a rule of its own), or a finite pattern.
  it.each(['^(?:a|b?)+$', '^(a?){2}a{2}$', '^(a|a)(a|a)(a|a)$'])(
    'does not prove %s, which it cannot tell from a vulnerable one',
    (source) => {
      expect(provablyLinear(source)).toBe(false);
    },
  );

  it.each(['^(a|a)$', '(a|b)(a|b)$', '^(a+)(b+)$', '^(?:a|ab)*$', '^a*b?a$', '^a*a$', '^a{2,5}b$'])(
    'proves %s, an unambiguous pattern',
    (source) => {
      expect(provablyLinear(source)).toBe(true);
      expect(recheckVerdict(source).status).toBe('safe');
    },
  );

  it.each(['^(?:a|ab)*\\1$', '^a*?$', '\\bword$', '^\\p{L}+$', '^(?<=a)b$', '^(?!a)\\w+$', '^a+|b$', '^(^a)$'])(
    'leaves %s, beyond its syntax or its anchors, to recheck',
    (source) => {
      expect(provablyLinear(source)).toBe(false);
    },
  );

  it('never proves linear a generated pattern recheck does not find safe', () => {
    // About a quarter of such patterns are vulnerable; recheck runs on the proved ones only, as the
    // others can take it its full 10 s each.
    const samples = patternSample(600, 20261130);
    const proved = samples.filter((source) => provablyLinear(source));
    expect(proved.length).toBeGreaterThan(120);
    expect(proved.length).toBeLessThan(samples.length / 2);
    expect(proved.filter((source) => recheckVerdict(source).status !== 'safe')).toEqual([]);
  });
});

describe('parsePattern', () => {
  const BOTH = [
    'a',
    'z',
    '\\d',
    '\\w',
    '\\s',
    '\\D',
    '\\W',
    '\\S',
    '\\x00',
    '\\u{1F600}',
    '😀',
    '\\u2028',
    '\\]',
    '\\\\',
    '/',
    '\\t',
    '\\cJ',
    '\\0',
  ];
  const IN_CLASS = ['-', '\\b', 'A-Z', '\\t-\\r', '.', '\\-', '^', '['];
  /** One character of a pattern: a literal, an escape or `.`, or a class of them, that compiles. */
  const character = fc
    .oneof(
      fc.constantFrom(...BOTH, '.'),
      fc
        .array(fc.constantFrom(...BOTH, ...IN_CLASS), { minLength: 0, maxLength: 4 })
        .chain((parts) => fc.constantFrom(`[${parts.join('')}]`, `[^${parts.join('')}]`)),
    )
    .filter((source) => compiles(source));

  it('reads a character, a class or an escape as exactly the code points the u flag matches', () => {
    fc.assert(
      fc.property(character, (source) => {
        const node = parsePattern(source);
        expect(node?.kind).toBe('char');
        if (node?.kind !== 'char') return;
        const engine = new RegExp(`^${source}$`, 'u');
        const probes = new Set([0, 0x0a, 0x10ffff, 0xd800, 0xffff, 0x10000, 0x1f600]);
        for (const [from, to] of node.set)
          for (const point of [from - 1, from, to, to + 1]) if (point >= 0 && point <= 0x10ffff) probes.add(point);
        for (const point of probes) {
          const inSet = node.set.some(([from, to]) => from <= point && point <= to);
          expect([source, point, inSet]).toEqual([source, point, engine.test(String.fromCodePoint(point))]);
        }
      }),
      { seed: 20261130, numRuns: 500 },
    );
  });

  it.each(['\\s', '\\w', '\\d', '.'])('reads %s as the engine does, over every code point', (source) => {
    const engine = new RegExp(`^${source}$`, 'u');
    const ranges: [number, number][] = [];
    for (let point = 0; point <= 0x10ffff; point++) {
      if (!engine.test(String.fromCodePoint(point))) continue;
      const last = ranges[ranges.length - 1];
      if (last !== undefined && last[1] === point - 1) last[1] = point;
      else ranges.push([point, point]);
    }
    expect(parsePattern(source)).toEqual({ kind: 'char', set: ranges });
  });

  it('reads what it cannot judge as nothing rather than as something else', () => {
    for (const source of ['(?=a)', '(?<!a)b', '\\1', '\\k<x>', '\\p{L}', 'a*?', '\\b', '\\uD83D\\uDE00', 'a)', '(a'])
      expect(parsePattern(source)).toBeUndefined();
    expect(parsePattern('(?<name>a)|(?:b)')).toEqual({
      kind: 'choice',
      branches: [
        { kind: 'char', set: [[0x61, 0x61]] },
        { kind: 'char', set: [[0x62, 0x62]] },
      ],
    });
  });
});

describe('provablyLinear: the limits of the proof', () => {
  it('rule: the empty pattern, and a pattern of anchors alone, are linear', () => {
    for (const source of ['', '^', '$', '^$']) expect([source, provablyLinear(source)]).toEqual([source, true]);
  });

  it('rule: an anchor anywhere but at the ends is beyond the proof, even one repeated zero times', () => {
    expect(provablyLinear('^(?:^){0}a$')).toBe(false);
    expect(provablyLinear('^(?:$){0}a$')).toBe(false);
    expect(provablyLinear('^a$')).toBe(true);
  });

  it('rule: an unanchored pattern is proved when its matches have a bounded length', () => {
    expect(provablyLinear('a{2,5}b')).toBe(true);
    expect(provablyLinear('x?y')).toBe(true);
    expect(provablyLinear('a{2,}b')).toBe(false);
  });

  it('rule: a pattern of up to 256 positions, counted repetitions unrolled, can be proved; a longer one is left to recheck', () => {
    expect(provablyLinear('^a{256}$')).toBe(true);
    expect(provablyLinear('^a{256,}$')).toBe(true);
    expect(provablyLinear('^a{257}$')).toBe(false);
    expect(provablyLinear('^a{257,}$')).toBe(false);
  });

  it('rule: a proof that would take more than 200,000 steps is left to recheck', () => {
    // 128 alternatives, each any letter then a character of its own, in a loop: unambiguous, but the
    // pairs of first positions after each of the 128 ends are some million steps.
    const alternatives = Array.from({ length: 128 }, (_, index) => `[a-z]${String.fromCodePoint(0x100 + index)}`);
    expect(provablyLinear(`^(?:${alternatives.join('|')})*$`)).toBe(false);
    expect(provablyLinear(`^(?:${alternatives.slice(0, 20).join('|')})*$`)).toBe(true);
  });

  it('rule: a repeated part that can match the empty string is beyond the proof; one that cannot is not', () => {
    expect(provablyLinear('^(?:a*)?b$')).toBe(false);
    expect(provablyLinear('^(?:a*){2}b$')).toBe(false);
    expect(provablyLinear('^(?:a+)?b$')).toBe(true);
    expect(provablyLinear('^(?:a+){2}b$')).toBe(false); // a+a+ is ambiguous
    expect(provablyLinear('^(?:a+b){2}$')).toBe(true);
  });

  it('rule: two paths that read nothing and reach the same position make a pattern ambiguous, after a character or at the start', () => {
    expect(provablyLinear('^x(?:a?|b?)c$')).toBe(false);
    expect(provablyLinear('^(?:a?|b?)c$')).toBe(false);
    expect(provablyLinear('^x(?:a?|b)c$')).toBe(true);
    expect(provablyLinear('^(?:a?|b)c$')).toBe(true);
  });
});
