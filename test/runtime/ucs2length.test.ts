import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ucs2length } from '../../runtime/validation/ucs2length.ts';

/** Fixed seed and run count: a failure reproduces on every machine. */
const RUNS = { seed: 0x0c5_2137, numRuns: 1000 } as const;

/**
 * JSON Schema's minLength/maxLength count code points. A JavaScript string is UTF-16, so it can hold
 * lone surrogates; each one is a code point of its own (U+D800..U+DFFF), so it counts 1.
 *
 * Reference 1: the string iterator (Array.from). It yields a valid high+low pair as one element and
 * every lone surrogate as one element (checked below), which is exactly that rule.
 * Reference 2: UTF-16 units minus the number of valid pairs, found left to right by a non-Unicode regex.
 */
const iteratorLength = (s: string) => Array.from(s).length;
const unitsMinusPairs = (s: string) => s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));
const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));
const anyUnicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  // Dense in surrogates: pairs, lone halves, reversed pairs, a high before a pair.
  fc.string({
    unit: fc.oneof(
      surrogate,
      fc.constantFrom('a', '\u{1f600}', '\ud800', '\udfff'),
      fc.string({ unit: 'binary', maxLength: 1 }),
    ),
    maxLength: 40,
  }),
);

describe('ucs2length', () => {
  it('reference check: Array.from yields a lone surrogate as one element and a valid pair as one', () => {
    expect(Array.from('\ud800')).toEqual(['\ud800']);
    expect(Array.from('\udc00\ud800')).toEqual(['\udc00', '\ud800']);
    expect(Array.from('\ud800\ud800\udc00')).toEqual(['\ud800', '\ud800\udc00']);
    expect(Array.from('\u{1f600}')).toHaveLength(1);
  });

  it('rule: length in code points — a valid surrogate pair counts 1, a lone surrogate counts 1 (vs Array.from)', () => {
    fc.assert(
      fc.property(anyUnicode, (s) => {
        expect(ucs2length(s)).toBe(iteratorLength(s));
        expect(ucs2length(s)).toBe(unitsMinusPairs(s));
      }),
      RUNS,
    );
  });

  it('rule: the length is additive when the seam cannot join a pair', () => {
    fc.assert(
      fc.property(anyUnicode, anyUnicode, (a, b) => {
        const joinsPair = /[\uD800-\uDBFF]$/.test(a) && /^[\uDC00-\uDFFF]/.test(b);
        expect(ucs2length(a + b)).toBe(ucs2length(a) + ucs2length(b) - (joinsPair ? 1 : 0));
      }),
      RUNS,
    );
  });

  it.each([
    ['empty string', '', 0],
    ['ASCII', 'abc', 3],
    ['BMP letters', 'héllo', 5],
    ['one astral code point (pair)', '\u{1f600}', 1],
    ['last code point U+10FFFF', '\u{10ffff}', 1],
    ['lone high surrogate', '\ud800', 1],
    ['lone low surrogate', '\udc00', 1],
    ['lone high surrogate at the end', 'ab\udbff', 3],
    ['reversed pair = two code points', '\udc00\ud800', 2],
    ['high, high, low = lone + pair', '\ud800\ud800\udc00', 2],
    ['high, low, low = pair + lone', '\ud800\udc00\udc00', 2],
    ['pair split by ASCII', '\ud800x\udc00', 3],
    ['ZWJ emoji sequence counts code points, not graphemes', '👩‍💻', 3],
    ['combining mark counts as its own code point', 'e\u0301', 2],
  ])('rule: boundary case — %s', (_name, s, length) => {
    expect(ucs2length(s)).toBe(length);
    expect(iteratorLength(s)).toBe(length);
  });
});
