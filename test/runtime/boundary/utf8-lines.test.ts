/**
 * The decoder's Node fast paths (runtime/boundary/utf8-lines.ts) must give exactly what the standard
 * path gives, which browsers take: the same newline index, and the same text or the same rejection
 * for any bytes, malformed UTF-8 and a peer's own U+FFFD included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fastUtf8Decoder,
  fatalUtf8Decoder,
  indexOfByte,
  standardIndexOf,
} from '../../../runtime/boundary/utf8-lines.ts';

const decodeOutcome = (decode: (bytes: Uint8Array) => string, bytes: Uint8Array) => {
  try {
    return { text: decode(bytes) };
  } catch (error) {
    return { rejected: error instanceof TypeError };
  }
};

/** Bytes that are often UTF-8 and often not: valid text, U+FFFD itself, and raw bytes spliced in. */
const utf8ish = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary' }).map((text) => new TextEncoder().encode(text)),
      fc.uint8Array({ maxLength: 6 }),
      fc.constant(new Uint8Array([0xef, 0xbf, 0xbd])),
    ),
    { maxLength: 8 },
  )
  .map((parts) => {
    const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
    let at = 0;
    for (const part of parts) out.set(part, (at += part.length) - part.length);
    return out;
  });

describe('the decoder fast paths agree with the standard ones', () => {
  it('runs the fast path here (Node), so the comparison below compares two paths', () => {
    expect(indexOfByte).not.toBe(standardIndexOf);
  });

  it('finds the same newline from every start, in a view into a larger buffer too', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), fc.nat({ max: 8 }), (bytes, from, offset) => {
        const backing = new Uint8Array(bytes.length + offset + 3).fill(10);
        backing.set(bytes, offset);
        const view = backing.subarray(offset, offset + bytes.length);
        const start = bytes.length === 0 ? 0 : from % (bytes.length + 1);
        expect(indexOfByte(view, 10, start)).toBe(standardIndexOf(view, 10, start));
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('decodes to the same text or rejects alike, whatever the bytes', () => {
    const fast = fastUtf8Decoder();
    const standard = fatalUtf8Decoder();
    fc.assert(
      fc.property(utf8ish, (bytes) => {
        expect(decodeOutcome(fast, bytes)).toEqual(decodeOutcome(standard, bytes));
      }),
      { numRuns: 3000, seed: 11 },
    );
    for (const malformed of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80]]) {
      expect(decodeOutcome(fast, new Uint8Array(malformed))).toEqual({ rejected: true });
    }
  });
});
