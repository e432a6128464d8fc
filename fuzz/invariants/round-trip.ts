import { encodeFrame, JsonLineDecoder, LIMITS } from '@felan-ai/session-protocol';
import { isDeepStrictEqual } from 'node:util';
import { describeError } from './protocol-errors.ts';
import { holds } from './violation.ts';

const RULE = 'whatever is accepted re-validates after encoding → JsonLineDecoder → parse, to the same value';

/** The one value a stream of bytes decodes to. */
export function decodeOne(bytes: Uint8Array): unknown {
  const decoder = new JsonLineDecoder();
  let values: unknown[] = [];
  try {
    values = decoder.push(bytes);
    decoder.finish();
  } catch (error) {
    holds(false, RULE, () => `the decoder refused the encoded line: ${describeError(error)}`);
  }
  holds(values.length === 1, RULE, () => `the encoded line decoded to ${values.length} values`);
  return values[0];
}

/**
 * Encodes, decodes and parses again an accepted value. Compared as JSON: JSON has no -0, so an
 * accepted -0 comes back as 0; everything else, key order included, must come back as it was.
 */
function reparse(accepted: unknown, encode: () => Uint8Array, parse: (decoded: unknown) => unknown): void {
  let encoded: Uint8Array;
  try {
    encoded = encode();
  } catch (error) {
    holds(false, RULE, () => `encoding an accepted value threw ${describeError(error)}`);
  }
  const decoded = decodeOne(encoded!);
  let again: unknown;
  try {
    again = parse(decoded);
  } catch (error) {
    holds(false, RULE, () => `the decoded value was refused: ${describeError(error)}`);
  }
  const text = JSON.stringify(accepted);
  holds(
    JSON.stringify(again) === text && isDeepStrictEqual(again, JSON.parse(text)),
    RULE,
    () => `parsed again to ${JSON.stringify(again).slice(0, 200)}, not ${text.slice(0, 200)}`,
  );
}

/** An accepted frame: encodeFrame, decode, parse with `parse`. */
export function checkFrameRoundTrip(accepted: unknown, parse: (decoded: unknown) => unknown): void {
  reparse(accepted, () => encodeFrame(accepted as never), parse);
}

const encoder = new TextEncoder();

/**
 * An accepted value that is not a frame (a result on its own, any schema's value, not always an
 * object): written as one JSON line, decoded and parsed, when the line fits a frame. Not through encodeFrame: wrapping it in a
 * frame would add nesting levels, and the depth limit counts from the frame's root.
 */
export function checkValueRoundTrip(accepted: unknown, parse: (decoded: unknown) => unknown): void {
  const line = encoder.encode(`${JSON.stringify(accepted)}\n`);
  // Larger than a frame, it travels in none: the decoder refuses it, as it must. (The parsers refuse
  // only what is surely larger, counting a lower bound of the size as JSON; they do not encode.)
  if (line.length - 1 > LIMITS.frameBytes) return;
  reparse(accepted, () => line, parse);
}
