/**
 * The run decoder's Node path (runtime/boundary/utf8-runs.ts) must give what its standard path (a
 * fatal TextDecoder, which browsers take) gives for every run, whichever way it has guessed the
 * stream's text so far: ASCII (Buffer#utf8Slice) or not (mostly-ascii-utf8.ts). And the LF that
 * ends a run is found the same way on both paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastIndexOfByte, standardLastIndexOf } from '../../../runtime/boundary/utf8-lines.ts';
import { RUN_MAX_BYTES, runDecoder, standardRunDecoder } from '../../../runtime/boundary/utf8-runs.ts';

const utf8 = new TextEncoder();

/** Runs that are ASCII, Latin-1, wider, U+FFFD (the peer's own, or standing for bad bytes), or malformed. */
const run = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', '{', '"', '\n', '\r') }).map((s) => utf8.encode(s)),
  fc.string({ unit: fc.constantFrom('a', 'é', '\n') }).map((s) => utf8.encode(s)),
  fc.string({ unit: fc.constantFrom('a', '“', '😀', '\ufffd', '\n') }).map((s) => utf8.encode(s)),
  fc.string({ unit: 'binary' }).map((s) => utf8.encode(s)),
  fc.uint8Array({ maxLength: 12 }),
);

describe('runDecoder', () => {
  it('gives what the standard path gives, run after run, as its guess about the stream changes', () => {
    fc.assert(
      fc.property(fc.array(run, { maxLength: 12 }), (runs) => {
        const fast = runDecoder();
        const standard = standardRunDecoder();
        for (const bytes of runs) expect(fast(bytes, 0, bytes.length)).toBe(standard(bytes, 0, bytes.length));
      }),
      { seed: 0x19_0b_01, numRuns: 2000 },
    );
  });

  it('decodes a range of a larger buffer, up to RUN_MAX_BYTES, in either guess', () => {
    const text = 'ab{"c":"é“😀"}\n'.repeat(RUN_MAX_BYTES);
    const bytes = utf8.encode(text);
    const ascii = utf8.encode('x'.repeat(RUN_MAX_BYTES + 10));
    for (const first of [ascii, bytes]) {
      const fast = runDecoder();
      fast(first, 0, 100);
      expect(fast(bytes, 3, 3 + RUN_MAX_BYTES)).toBe(standardRunDecoder()(bytes, 3, 3 + RUN_MAX_BYTES));
      expect(fast(ascii, 7, 7 + RUN_MAX_BYTES)).toBe('x'.repeat(RUN_MAX_BYTES));
    }
  });
});

describe('lastIndexOfByte, which ends each run at an LF', () => {
  it('runs the fast path here (Node), so the comparison below compares two paths', () => {
    expect(lastIndexOfByte).not.toBe(standardLastIndexOf);
  });

  it('finds the same LF from every start, in a view into a larger buffer too', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), fc.nat({ max: 8 }), (bytes, from, offset) => {
        const backing = new Uint8Array(bytes.length + offset + 3).fill(10);
        backing.set(bytes, offset);
        const view = backing.subarray(offset, offset + bytes.length);
        const start = bytes.length === 0 ? 0 : from % bytes.length;
        expect(lastIndexOfByte(view, 10, start)).toBe(standardLastIndexOf(view, 10, start));
      }),
      { numRuns: 2000, seed: 0x19_0b_02 },
    );
  });
});
