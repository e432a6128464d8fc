/**
 * A UTF-8 decoder written in JavaScript, for Node, where it beats the engine on what JSON lines mostly
 * carry: ASCII with a few non-ASCII characters. V8's own decoder (behind Buffer#utf8Slice and
 * TextDecoder in Node 20) copies ASCII at memory speed but runs a byte-at-a-time state machine from
 * the first non-ASCII byte on: 1 KiB frames with 2.5 % "é" decode at about 1.6 µs, twice JSON.parse's
 * time for the same frame. This moves ASCII four bytes at a time and decodes the rest in between,
 * into scratch bytes that Buffer#latin1Slice or Buffer#ucs2Slice turn into a string: about 0.5 µs
 * (text wider than Latin-1, which takes two bytes a character in the string, about 1.1 µs).
 *
 * It is strict: any byte sequence that is not well-formed UTF-8 (overlong forms, encoded surrogates,
 * code points above U+10FFFF, truncated sequences, stray continuation bytes) makes it return
 * undefined, and its caller then decodes frame by frame with a fatal TextDecoder, which rejects the
 * same bytes.
 * test/runtime/boundary/mostly-ascii-utf8.test.ts holds it to the fatal decoder on arbitrary bytes.
 */

/** Makes a string of scratch bytes [start, end): Latin-1 bytes, or UTF-16LE code units (two bytes each). */
export type ScratchToString = (scratch: Uint8Array, start: number, end: number) => string;

/** The most bytes decoded per call: the scratch buffers are sized for it. */
export const MOSTLY_ASCII_MAX_BYTES = 65_536;

/*
 * The scratch space, shared by every call (a call makes its string before it returns, and JavaScript
 * runs one call at a time): the input is copied into `input` and decoded in place while every code
 * point fits one byte (Latin-1 output is never longer than its UTF-8), into `wide` once one does not
 * (a UTF-16 code unit per input byte at most). Module constants rather than buffers per decoder or
 * views per call: V8 (11.3, in Node 20) runs these loops twice as fast over DataViews it knows to be
 * constant, which more than pays for the copy. Only Node takes this path (utf8-runs.ts, where Buffer's
 * string slices exist), so elsewhere the 192 KiB are not allocated at all.
 */
const SCRATCH_BYTES = typeof (globalThis as { Buffer?: unknown }).Buffer === 'function' ? MOSTLY_ASCII_MAX_BYTES : 0;
const input = new Uint8Array(SCRATCH_BYTES);
const inputView = new DataView(input.buffer);
const wide = new Uint8Array(2 * SCRATCH_BYTES);
const wideView = new DataView(wide.buffer);

/** The high bit of each byte of a 32-bit word: a word of ASCII has none of them. */
const NON_ASCII_BITS = 0x80808080 | 0;

/**
 * The text of bytes[start, end) (at most MOSTLY_ASCII_MAX_BYTES), or undefined when they are not
 * well-formed UTF-8.
 */
export function decodeMostlyAscii(
  bytes: Uint8Array,
  start: number,
  end: number,
  latin1: ScratchToString,
  utf16le: ScratchToString,
): string | undefined {
  const length = end - start;
  if (length > SCRATCH_BYTES) throw new RangeError(`at most ${SCRATCH_BYTES} bytes at a time`);
  input.set(bytes.subarray(start, end));
  // An ASCII prefix is its own Latin-1, already in place.
  let at = 0;
  while (at + 4 <= length && (inputView.getInt32(at, true) & NON_ASCII_BITS) === 0) at += 4;
  while (at < length && input[at]! < 0x80) at++;
  if (at === length) return latin1(input, 0, length);
  const narrow = decodeNarrow(at, length);
  if (narrow >= 0) return latin1(input, 0, narrow);
  const units = decodeWide(-narrow - 1, length);
  return units < 0 ? undefined : utf16le(wide, 0, 2 * units);
}

/** Where decodeNarrow stopped in `input` when it handed over to decodeWide. */
let wideFrom = 0;

/**
 * Decodes input[at, length) in place as Latin-1 bytes, after `at` ASCII bytes; returns the bytes
 * written. On anything but ASCII or a two-byte sequence of U+0080..U+00FF, returns -(bytes written) - 1,
 * wideFrom at that sequence: decodeWide goes on from there, and judges it.
 */
function decodeNarrow(at: number, length: number): number {
  let written = at;
  for (;;) {
    // Writing never overtakes reading: each step writes at most the bytes it read.
    while (at + 4 <= length) {
      const word = inputView.getInt32(at, true);
      if ((word & NON_ASCII_BITS) !== 0) break;
      inputView.setInt32(written, word, true);
      at += 4;
      written += 4;
    }
    if (at >= length) return written;
    const lead = input[at]!;
    if (lead < 0x80) {
      input[written++] = lead;
      at++;
    } else if ((lead === 0xc2 || lead === 0xc3) && at + 1 < length && (input[at + 1]! & 0xc0) === 0x80) {
      input[written++] = ((lead & 0x1f) << 6) | (input[at + 1]! & 0x3f);
      at += 2;
    } else {
      wideFrom = at;
      return -written - 1;
    }
  }
}

/**
 * Widens the `written` Latin-1 bytes decodeNarrow left in `input` into UTF-16LE code units in `wide`,
 * then decodes input[wideFrom, length) after them; returns the units written, or -1 at the first
 * sequence that is not well-formed UTF-8.
 */
function decodeWide(written: number, length: number): number {
  for (let unit = 0; unit < written; unit++) wideView.setUint16(2 * unit, input[unit]!, true);
  let at = wideFrom;
  for (;;) {
    while (at + 4 <= length) {
      const word = inputView.getInt32(at, true);
      if ((word & NON_ASCII_BITS) !== 0) break;
      // Four ASCII bytes b0..b3 (little-endian in `word`) become the units b0, b1 and b2, b3.
      wideView.setInt32(2 * written, (word & 0xff) | ((word & 0xff00) << 8), true);
      wideView.setInt32(2 * written + 4, ((word >>> 16) & 0xff) | ((word >>> 8) & 0xff0000), true);
      at += 4;
      written += 4;
    }
    if (at >= length) return written;
    const lead = input[at]!;
    if (lead < 0x80) {
      wideView.setUint16(2 * written++, lead, true);
      at++;
      continue;
    }
    const size = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    if (at + size > length) return -1;
    const second = input[at + 1]!;
    if ((second & 0xc0) !== 0x80) return -1;
    let codePoint: number;
    if (size === 2) {
      // C0 and C1 could only start overlong forms, and 80..BF are continuation bytes, not leads.
      if (lead < 0xc2) return -1;
      codePoint = ((lead & 0x1f) << 6) | (second & 0x3f);
    } else {
      const third = input[at + 2]!;
      if ((third & 0xc0) !== 0x80) return -1;
      if (size === 3) {
        codePoint = ((lead & 0x0f) << 12) | ((second & 0x3f) << 6) | (third & 0x3f);
        if (codePoint < 0x800 || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return -1;
      } else {
        const fourth = input[at + 3]!;
        if (lead > 0xf4 || (fourth & 0xc0) !== 0x80) return -1;
        codePoint = ((lead & 0x07) << 18) | ((second & 0x3f) << 12) | ((third & 0x3f) << 6) | (fourth & 0x3f);
        if (codePoint < 0x10000 || codePoint > 0x10ffff) return -1;
        // Above U+FFFF: a surrogate pair.
        wideView.setUint16(2 * written++, 0xd800 | ((codePoint - 0x10000) >> 10), true);
        codePoint = 0xdc00 | (codePoint & 0x3ff);
      }
    }
    wideView.setUint16(2 * written++, codePoint, true);
    at += size;
  }
}
