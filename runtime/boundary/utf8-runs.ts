/**
 * Decoding many JSON lines at once: the JSON-line decoder hands a run of whole frames (at most
 * RUN_MAX_BYTES) to a RunDecoder, gets one string back, and parses each frame from a slice of it. One
 * native call per run instead of one per frame is worth about a fifth of JSON.parse's time on 1 KiB
 * frames. A run is well-formed UTF-8 exactly when each of its frames is (an LF is never part of a
 * multi-byte sequence), so when decode gives undefined the decoder goes back to the run's frames one
 * by one (utf8-lines.ts), and rejects the first bad one as it always has.
 */
import { decodeMostlyAscii, MOSTLY_ASCII_MAX_BYTES } from './mostly-ascii-utf8.js';
import { fatalUtf8Decoder, nodeStringSlices } from './utf8-lines.js';

/** One stream's decoder of runs: the text of bytes[start, end), or undefined when it is not well-formed UTF-8 (or may not be). */
export type RunDecoder = (bytes: Uint8Array, start: number, end: number) => string | undefined;

/**
 * The longest run: long enough that per-call costs vanish, short enough that a string holding a run
 * stays small (an engine whose JSON.parse kept slices of its input would keep no more than this).
 */
export const RUN_MAX_BYTES: number = MOSTLY_ASCII_MAX_BYTES;

/** The standard path: a fatal TextDecoder. */
export function standardRunDecoder(): RunDecoder {
  const fatal = fatalUtf8Decoder();
  return (bytes, start, end) => {
    try {
      return fatal(bytes.subarray(start, end));
    } catch {
      return undefined;
    }
  };
}

/**
 * The platform's fastest path, with the same results as standardRunDecoder. On Node, V8's decoder
 * (Buffer#utf8Slice) copies ASCII at memory speed but is slow on anything else: from the first
 * non-ASCII byte on it runs a byte-at-a-time state machine, at twice JSON.parse's time on 1 KiB frames
 * with 2.5 % non-ASCII. mostly-ascii-utf8.ts is three times faster there, a little slower on pure ASCII.
 * So the decoder follows the stream: V8 while its text is ASCII, mostly-ascii-utf8.ts once it is not,
 * and at first (a wrong first guess costs less that way round).
 */
export function runDecoder(): RunDecoder {
  if (nodeStringSlices === undefined) return standardRunDecoder();
  const { utf8, latin1, utf16le } = nodeStringSlices;
  const fatal = fatalUtf8Decoder();
  let ascii = false;
  return (bytes, start, end) => {
    let text: string | undefined;
    if (ascii) {
      text = utf8(bytes, start, end);
      // U+FFFD stands for a malformed sequence, or is the peer's own: only a fatal decoder can say.
      if (text.indexOf('\ufffd') !== -1) {
        try {
          text = fatal(bytes.subarray(start, end));
        } catch {
          return undefined;
        }
      }
    } else {
      text = decodeMostlyAscii(bytes, start, end, latin1, utf16le);
    }
    // Well-formed UTF-8 is ASCII exactly when it decodes to one code unit per byte.
    if (text !== undefined) ascii = text.length === end - start;
    return text;
  };
}
