/**
 * A second, deliberately naive JSON Lines decoder: the whole stream at once, split on LF, in the
 * rules json-line-decoder.ts documents (one CR before an LF dropped, empty frames skipped, a BOM,
 * malformed UTF-8 or non-JSON refused, frames over the limit refused, a truncated last frame refused
 * unless it is a lone CR). It shares no code with the package: it decodes UTF-8 with TextDecoder
 * where the package uses Buffer#utf8Slice, and it never holds pieces. The fuzzer checks the package
 * against it on every stream, however the stream is chunked.
 */
export interface ReferenceDecoding {
  /** The frames before the first problem, or all of them. */
  readonly values: readonly unknown[];
  /** The message the package's decoder gives for the first problem, if any. */
  readonly error?: string;
}

const LF = 0x0a;
const CR = 0x0d;

export function referenceDecode(bytes: Uint8Array, maxFrameBytes: number): ReferenceDecoding {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const values: unknown[] = [];
  const tooLong = `frame exceeds ${maxFrameBytes} bytes`;
  let start = 0;
  for (let lf = bytes.indexOf(LF, start); lf !== -1; lf = bytes.indexOf(LF, start)) {
    let frame = bytes.subarray(start, lf);
    start = lf + 1;
    if (frame.length > 0 && frame[frame.length - 1] === CR) frame = frame.subarray(0, frame.length - 1);
    if (frame.length > maxFrameBytes) return { values, error: tooLong };
    if (frame.length === 0) continue;
    if (frame[0] === 0xef && frame[1] === 0xbb && frame[2] === 0xbf)
      return { values, error: 'frame starts with a UTF-8 byte order mark' };
    let text: string;
    try {
      text = utf8.decode(frame);
    } catch {
      return { values, error: 'frame is not valid UTF-8' };
    }
    try {
      values.push(JSON.parse(text));
    } catch {
      return { values, error: 'frame is not JSON' };
    }
  }
  const rest = bytes.length - start;
  // An unfinished frame of limit + 1 bytes may still end in CR LF; one byte more cannot.
  if (rest > maxFrameBytes + 1 || (rest === maxFrameBytes + 1 && bytes[bytes.length - 1] !== CR))
    return { values, error: tooLong };
  if (rest > 0 && !(rest === 1 && bytes[start] === CR)) return { values, error: 'truncated final frame' };
  return { values };
}
