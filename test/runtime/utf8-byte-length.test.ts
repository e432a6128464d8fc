import fc from 'fast-check';
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { exceedsUtf8Bytes, utf8ByteLength } from '../../runtime/validation/utf8-byte-length.ts';

/** Fixed seed and run count: a failure reproduces on every machine. */
const RUNS = { seed: 0x7f8_b17e, numRuns: 1000 } as const;

const encoder = new TextEncoder();

/** Reference 1: Node's own UTF-8 encoder (lone surrogates become U+FFFD, 3 bytes). */
const bufferBytes = (s: string) => Buffer.byteLength(s, 'utf8');
/** Reference 2: the WHATWG encoder (same replacement rule). */
const encoderBytes = (s: string) => encoder.encode(s).length;

/**
 * Strings over every kind of UTF-16 content: whole code points from all planes (valid pairs
 * included), arbitrary single code units (so lone and reversed surrogates), surrogates on purpose,
 * and the byte-width boundaries 0x7f/0x80, 0x7ff/0x800, 0xffff/0x10000.
 */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));
const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));
const boundary = fc.constantFrom(
  '\u007f',
  '\u0080',
  '\u07ff',
  '\u0800',
  '\ud7ff',
  '\ue000',
  '\uffff',
  '\u{10000}',
  '\u{10ffff}',
);
const anyUnicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({
    unit: fc.oneof(fc.constantFrom('a', 'é', '€'), surrogate, boundary, fc.string({ unit: 'binary', maxLength: 1 })),
    maxLength: 40,
  }),
);

describe('utf8ByteLength', () => {
  it('rule: counts UTF-8 bytes exactly as Buffer.byteLength and TextEncoder do (lone surrogate = 3 bytes)', () => {
    fc.assert(
      fc.property(anyUnicode, (s) => {
        const bytes = utf8ByteLength(s);
        expect(bytes).toBe(bufferBytes(s));
        expect(bytes).toBe(encoderBytes(s));
      }),
      RUNS,
    );
  });

  it('rule: a string of code points in one width class takes 1, 2, 3 or 4 bytes per code point', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          { min: 0x00, max: 0x7f, perCodePoint: 1 },
          { min: 0x80, max: 0x7ff, perCodePoint: 2 },
          { min: 0x800, max: 0xffff, perCodePoint: 3 }, // lone surrogates included: 3 bytes each
          { min: 0x10000, max: 0x10ffff, perCodePoint: 4 },
        ),
        fc.array(fc.nat(), { maxLength: 30 }),
        (cls, randoms) => {
          const codePoints = randoms.map((r) => cls.min + (r % (cls.max - cls.min + 1)));
          // Joined with ASCII separators so two lone surrogates never meet and form a pair.
          const s = codePoints.map((cp) => String.fromCodePoint(cp)).join('|');
          expect(utf8ByteLength(s)).toBe(codePoints.length * cls.perCodePoint + Math.max(0, codePoints.length - 1));
        },
      ),
      { ...RUNS, numRuns: 400 },
    );
  });

  it.each([
    ['empty string', '', 0],
    ['ASCII', 'abc', 3],
    ['last 1-byte unit U+007F', '\u007f', 1],
    ['first 2-byte unit U+0080', '\u0080', 2],
    ['last 2-byte unit U+07FF', '\u07ff', 2],
    ['first 3-byte unit U+0800', '\u0800', 3],
    ['last BMP unit U+FFFF', '\uffff', 3],
    ['first astral code point U+10000 (pair)', '\u{10000}', 4],
    ['last code point U+10FFFF (pair)', '\u{10ffff}', 4],
    ['lone high surrogate', '\ud800', 3],
    ['lone low surrogate', '\udc00', 3],
    ['lone high surrogate at the end after ASCII', 'ab\udbff', 5],
    ['reversed pair = two lone surrogates', '\udc00\ud800', 6],
    ['high, high, low = lone + pair', '\ud800\ud800\udc00', 7],
    ['pair split by ASCII = two lone surrogates', '\ud800x\udc00', 7],
    ['emoji with ZWJ sequence', '👩‍💻', 4 + 3 + 4],
  ])('rule: boundary case — %s', (_name, s, bytes) => {
    expect(utf8ByteLength(s)).toBe(bytes);
    expect(bufferBytes(s)).toBe(bytes);
    expect(encoderBytes(s)).toBe(bytes);
  });
});

describe('exceedsUtf8Bytes', () => {
  /**
   * Limits where the shortcut and the exact count meet: around the UTF-16 length, 2× and 3× it
   * (the shortcut's thresholds), and around the exact byte count (the decisive boundary).
   */
  const stringAndLimit = anyUnicode.chain((s) => {
    const bytes = bufferBytes(s);
    return fc.tuple(
      fc.constant(s),
      fc.oneof(
        fc
          .tuple(fc.constantFrom(0, s.length, 2 * s.length, 3 * s.length, bytes), fc.integer({ min: -2, max: 2 }))
          .map(([anchor, delta]) => Math.max(0, anchor + delta)),
        fc.nat({ max: 3 * s.length + 4 }),
      ),
    );
  });

  it('rule: exceedsUtf8Bytes(s, n) === (UTF-8 byte length of s > n), for n near length, 2×, 3× and the byte count', () => {
    fc.assert(
      fc.property(stringAndLimit, ([s, n]) => {
        expect(exceedsUtf8Bytes(s, n)).toBe(bufferBytes(s) > n);
      }),
      RUNS,
    );
  });

  it.each([
    ['empty string fits in 0 bytes', '', 0, false],
    ['one ASCII byte exceeds 0', 'a', 0, true],
    ['3-byte unit fits exactly', '\u0800', 3, false],
    ['3-byte unit exceeds 2', '\u0800', 2, true],
    ['lone surrogate (3 bytes) exceeds 2', '\ud800', 2, true],
    ['pair (4 bytes, 2 units) fits in 4', '\u{10000}', 4, false],
    ['pair (4 bytes, 2 units) exceeds 3', '\u{10000}', 3, true],
    ['pair fits under the 3×length shortcut (6)', '\u{10000}', 6, false],
    ['2-byte units: exactly 2×length fits', 'éé', 4, false],
    ['2-byte units: 2×length − 1 exceeds', 'éé', 3, true],
  ])('rule: boundary case — %s', (_name, s, n, exceeds) => {
    expect(exceedsUtf8Bytes(s, n)).toBe(exceeds);
    expect(bufferBytes(s) > n).toBe(exceeds);
  });
});
