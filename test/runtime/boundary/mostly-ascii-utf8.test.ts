/**
 * The JavaScript UTF-8 decoder the JSON-line decoder uses on Node for non-ASCII text
 * (runtime/boundary/mostly-ascii-utf8.ts) must decode exactly as a fatal TextDecoder does: the same
 * text for well-formed UTF-8, and undefined wherever the fatal decoder throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMostlyAscii, MOSTLY_ASCII_MAX_BYTES } from '../../../runtime/boundary/mostly-ascii-utf8.ts';
import { nodeStringSlices } from '../../../runtime/boundary/utf8-lines.ts';
import { concatBytes } from '../../support/bytes.ts';

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8 = new TextEncoder();

function expected(bytes: Uint8Array): string | undefined {
  try {
    return fatal.decode(bytes);
  } catch {
    return undefined;
  }
}

function decode(bytes: Uint8Array, start = 0, end = bytes.length): string | undefined {
  const slices = nodeStringSlices!;
  return decodeMostlyAscii(bytes, start, end, slices.latin1, slices.utf16le);
}

/** Text of every width (ASCII runs, Latin-1, the rest of the BMP, astral), raw bytes and malformed sequences, spliced. */
const piece = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.string({ unit: fc.constantFrom('a', 'b', ' ', '"', '{', '0') }).map((s) => utf8.encode(s)),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('é', 'ü', '\u0080', 'ÿ', '“', '€', '漢', '\ufffd', '\ufeff', '😀', '\u{10ffff}')
      .map((s) => utf8.encode(s)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }).map((s) => utf8.encode(s)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        [0xc0, 0xaf],
        [0xc1, 0xbf],
        [0xe0, 0x80, 0xaf],
        [0xed, 0xa0, 0x80],
        [0xed, 0xbf, 0xbf],
        [0xf0, 0x80, 0x80, 0xaf],
        [0xf4, 0x90, 0x80, 0x80],
        [0xf5, 0x80, 0x80, 0x80],
        [0x80],
        [0xbf],
        [0xff],
        [0xc3],
        [0xe2, 0x82],
        [0xf0, 0x9f, 0x98],
      )
      .map((b) => Uint8Array.from(b)),
  },
);
const utf8ish = fc.array(piece, { maxLength: 40 }).map(concatBytes);

describe('decodeMostlyAscii', () => {
  it('runs on Node here, where its caller uses it', () => {
    expect(nodeStringSlices).toBeDefined();
  });

  it('decodes as a fatal TextDecoder does, whatever the bytes', () => {
    fc.assert(
      fc.property(utf8ish, (bytes) => {
        expect(decode(bytes)).toBe(expected(bytes));
      }),
      { seed: 0x19_0a_5c, numRuns: 3000 },
    );
  });

  it('decodes any range of a view into a larger buffer, at any alignment', () => {
    fc.assert(
      fc.property(utf8ish, fc.nat({ max: 7 }), fc.nat(), fc.nat(), (bytes, offset, a, b) => {
        const backing = new Uint8Array(offset + bytes.length + 5).fill(0xc3);
        backing.set(bytes, offset);
        const view = backing.subarray(offset, offset + bytes.length);
        const start = a % (bytes.length + 1);
        const end = start + (b % (bytes.length - start + 1));
        expect(decode(view, start, end)).toBe(expected(view.subarray(start, end)));
      }),
      { seed: 0x19_0a_5d, numRuns: 2000 },
    );
  });

  it('every code point, in each of its encodings and all of their truncations', () => {
    const boundaries = [0x7f, 0x80, 0xff, 0x100, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x10ffff];
    for (const codePoint of boundaries) {
      const char = utf8.encode(String.fromCodePoint(codePoint));
      for (let cut = 1; cut <= char.length; cut++) {
        // After ASCII, after a Latin-1 character, after a wider one: each of decodeMostlyAscii's modes.
        for (const before of ['abcd', 'é', '€']) {
          const bytes = concatBytes([utf8.encode(before), char.subarray(0, cut), utf8.encode('xyz')]);
          expect(decode(bytes), `U+${codePoint.toString(16)} cut at ${cut} after ${before}`).toBe(expected(bytes));
        }
      }
    }
  });

  it('takes MOSTLY_ASCII_MAX_BYTES at once, and no more', () => {
    const text = 'aé“😀'.repeat(MOSTLY_ASCII_MAX_BYTES).slice(0, MOSTLY_ASCII_MAX_BYTES / 4);
    const bytes = utf8.encode(text).subarray(0, MOSTLY_ASCII_MAX_BYTES);
    expect(decode(bytes)).toBe(expected(bytes));
    expect(() => decode(new Uint8Array(MOSTLY_ASCII_MAX_BYTES + 1))).toThrow(RangeError);
  });

  it('calls after a long wide text leave no trace in later ones', () => {
    const wide = utf8.encode('“'.repeat(5000));
    expect(decode(wide)).toBe('“'.repeat(5000));
    expect(decode(utf8.encode('é'))).toBe('é');
    expect(decode(utf8.encode('ab'))).toBe('ab');
    expect(decode(new Uint8Array(0))).toBe('');
  });
});
