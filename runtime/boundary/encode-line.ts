import { DEFAULT_INVALID_CODE, ProtocolError } from './protocol-error.js';
import { utf8ByteLength } from '../validation/utf8-byte-length.js';

/**
 * The WHATWG encoder, present in every browser and in Node. The package compiles against lib ES2022
 * with no @types, which does not declare it, so the little this module uses is declared here.
 */
declare const TextEncoder: new () => { encodeInto(source: string, destination: Uint8Array): unknown };

const LF = 0x0a;

let encoder: InstanceType<typeof TextEncoder> | undefined;

/**
 * One JSON Lines frame for `value`: the UTF-8 bytes of JSON.stringify(value) followed by one LF.
 * JSON.stringify escapes every control character and lone surrogate, so the line holds no other LF
 * and its bytes are exact UTF-8 of the text.
 *
 * Throws ProtocolError(code, …) when JSON.stringify throws or writes nothing (a BigInt,
 * a cycle, undefined, a function, a symbol, a throwing toJSON), or when the line without its LF
 * takes more than maxFrameBytes UTF-8 bytes. It does not check the value's shape: whatever
 * JSON.stringify writes is sent (NaN becomes null, undefined properties vanish); callers validate.
 */
export function encodeJsonLine(value: unknown, maxFrameBytes: number, code: string = DEFAULT_INVALID_CODE): Uint8Array {
  if (!Number.isSafeInteger(maxFrameBytes) || maxFrameBytes < 1) {
    throw new RangeError(`maxFrameBytes must be a positive safe integer, not ${String(maxFrameBytes)}`);
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(value) as string | undefined;
  } catch {
    throw new ProtocolError(code, 'value is not JSON-serializable');
  }
  if (typeof text !== 'string') {
    throw new ProtocolError(code, 'value is not JSON-serializable (JSON.stringify wrote nothing)');
  }
  const bytes = utf8ByteLength(text);
  if (bytes > maxFrameBytes) {
    throw new ProtocolError(code, `encoded line of ${bytes} bytes exceeds ${maxFrameBytes} bytes`);
  }
  const line = new Uint8Array(bytes + 1);
  encoder ??= new TextEncoder();
  encoder.encodeInto(text, line);
  line[bytes] = LF;
  return line;
}
