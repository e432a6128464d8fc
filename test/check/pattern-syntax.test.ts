/**
 * parsePattern (pattern-syntax.ts), held to JavaScript's own RegExp with the u flag: whatever it
 * reads compiles, and its tree matches exactly the strings the engine matches; what does not compile
 * (an unclosed or reversed quantifier or range, a stray syntax character, a bad escape) and what it
 * does not model (lazy quantifiers, surrogate escapes, look-arounds) it reads as nothing; and the
 * syntax it models that compiles (open-ended bounds, one-point ranges, the last code point) it reads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePattern, type PatternNode } from '../../generator/check/pattern-syntax.ts';

/** The end positions of `node`'s matches of `input` (code points) from each of `from`: a reference matcher. */
function ends(node: PatternNode, input: readonly number[], from: ReadonlySet<number>): Set<number> {
  switch (node.kind) {
    case 'char':
      return new Set(
        [...from]
          .filter((at) => at < input.length && node.set.some(([low, high]) => low <= input[at]! && input[at]! <= high))
          .map((at) => at + 1),
      );
    case 'sequence':
      return node.items.reduce((at, item) => ends(item, input, at), new Set(from));
    case 'choice':
      return new Set(node.branches.flatMap((branch) => [...ends(branch, input, from)]));
    case 'repeat': {
      let at = new Set(from);
      for (let copy = 0; copy < node.min; copy++) at = ends(node.body, input, at);
      const reached = new Set(at);
      for (let copy = node.min; copy < node.max && at.size > 0; copy++) {
        at = new Set([...ends(node.body, input, at)].filter((end) => !reached.has(end)));
        for (const end of at) reached.add(end);
      }
      return reached;
    }
    case 'start':
      return new Set([...from].filter((at) => at === 0));
    case 'end':
      return new Set([...from].filter((at) => at === input.length));
  }
}

const matchesWhole = (node: PatternNode, text: string) => {
  const input = Array.from(text, (char) => char.codePointAt(0)!);
  return ends(node, input, new Set([0])).has(input.length);
};

const compiles = (source: string) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
};

/** Pieces of patterns, many of them half of some syntax, so that joined they make good and bad patterns alike. */
const PIECES = [
  'a',
  'b',
  '-',
  '0',
  '1',
  '9',
  'x',
  'u',
  'c',
  'D',
  'F',
  'g',
  '\\',
  '\\\\',
  '(',
  ')',
  '(?:',
  '(?<n>',
  '?',
  '<',
  '>',
  ':',
  '=',
  '!',
  '[',
  ']',
  '[^',
  '{',
  '}',
  ',',
  '{2}',
  '{1,}',
  '{0,2}',
  '|',
  '^',
  '$',
  '*',
  '+',
  '.',
  '\\d',
  '\\w',
  '\\s',
  '\\x4',
  '\\u{',
  '\\u00',
  '\\c',
  '\\0',
  '😀',
];
const TEXT = ['a', 'b', '-', '0', '1', 'x', 'u', '{', '}', '\n', '😀', '\u0007', '\u0000', 'J'];

describe('parsePattern against the engine', () => {
  it('rule: whatever it reads compiles with the u flag', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 7 }), (pieces) => {
        const source = pieces.join('');
        if (parsePattern(source) !== undefined) expect([source, compiles(source)]).toEqual([source, true]);
      }),
      { seed: 20261201, numRuns: 4000 },
    );
  });

  it('rule: the tree it reads matches exactly the strings the engine matches', () => {
    const patterns = fc
      .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 })
      .map((pieces) => pieces.join(''))
      .filter((source) => parsePattern(source) !== undefined);
    fc.assert(
      fc.property(
        patterns,
        fc.array(fc.array(fc.constantFrom(...TEXT), { maxLength: 5 }), { minLength: 8, maxLength: 8 }),
        (source, texts) => {
          const node = parsePattern(source)!;
          const engine = new RegExp(`^(?:${source})$`, 'u');
          for (const text of texts.map((chars) => chars.join('')))
            expect([source, text, matchesWhole(node, text)]).toEqual([source, text, engine.test(text)]);
        },
      ),
      { seed: 20261201, numRuns: 1500 },
    );
  });
});

describe('parsePattern: what it reads', () => {
  it('rule: an open-ended bound `{n,}` is n copies and a loop', () => {
    expect(parsePattern('a{2,}')).toEqual({
      kind: 'repeat',
      body: { kind: 'char', set: [[0x61, 0x61]] },
      min: 2,
      max: Infinity,
    });
    expect(parsePattern('a{2,3}')).toEqual({
      kind: 'repeat',
      body: { kind: 'char', set: [[0x61, 0x61]] },
      min: 2,
      max: 3,
    });
    expect(parsePattern('a{2,2}')).toEqual({
      kind: 'repeat',
      body: { kind: 'char', set: [[0x61, 0x61]] },
      min: 2,
      max: 2,
    });
  });

  it('rule: a range of one code point (`[a-a]`) is that code point', () => {
    expect(parsePattern('[a-a]')).toEqual({ kind: 'char', set: [[0x61, 0x61]] });
  });

  it('rule: `\\u{10FFFF}`, the last code point, and the code points either side of the surrogates are characters', () => {
    expect(parsePattern('\\u{10FFFF}')).toEqual({ kind: 'char', set: [[0x10ffff, 0x10ffff]] });
    expect(parsePattern('\\uD7FF')).toEqual({ kind: 'char', set: [[0xd7ff, 0xd7ff]] });
    expect(parsePattern('\\uE000')).toEqual({ kind: 'char', set: [[0xe000, 0xe000]] });
  });

  it('rule: a `/` is a literal character', () => {
    expect(parsePattern('a/b')).toEqual({
      kind: 'sequence',
      items: [0x61, 0x2f, 0x62].map((point) => ({ kind: 'char', set: [[point, point]] })),
    });
  });
});

describe('parsePattern: what it reads as nothing', () => {
  it.each([
    ['a{3,2}', 'a reversed bound'],
    ['a{2', 'an unclosed bound'],
    ['a{2,3', 'an unclosed bound with a maximum'],
    ['a{,2}', 'a bound without a minimum'],
    [']', 'a stray ]'],
    ['}', 'a stray }'],
    ['{1}', 'a bound on nothing'],
    ['*a', 'a quantifier on nothing'],
    ['a**', 'a quantifier on a quantifier'],
    ['(?x>a)', 'a group that is neither named nor plain'],
    ['(?<1a>b)', 'a group name that does not start as an identifier'],
    ['[z-a]', 'a reversed range'],
    ['[\\d-x]', 'a range from a class escape'],
    ['[a-\\w]', 'a range to a class escape'],
    ['\\xg1', 'a hex escape with a non-hex digit first'],
    ['\\x1g', 'a hex escape with a non-hex digit last'],
    ['\\u{zz}', 'a code point escape without hex digits'],
    ['\\u{}', 'an empty code point escape'],
    ['\\u{1g}', 'a code point escape with a non-hex digit'],
    ['\\u{110000}', 'a code point beyond the last'],
    ['\\uD800', 'the first surrogate'],
    ['\\uDFFF', 'the last surrogate'],
    ['\\01', 'a NUL escape followed by a digit'],
    ['a*?', 'a lazy quantifier'],
    ['a{2,}?', 'a lazy bound'],
  ])('rule: %s (%s) is nothing', (source) => {
    expect(parsePattern(source)).toBeUndefined();
  });
});
