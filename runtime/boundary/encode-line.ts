import { DEFAULT_INVALID_CODE, ProtocolError, type ProtocolErrorCode } from './protocol-error.js';
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
export function encodeJsonLine(
  value: unknown,
  maxFrameBytes: number,
  code: ProtocolErrorCode = DEFAULT_INVALID_CODE,
): Uint8Array {
  return encodeJson(
    value,
    maxFrameBytes,
    code,
    'line',
    (bytes) => ({ before: '', size: bytes + 1 }),
    (line, bytes) => {
      line[bytes] = LF;
    },
  );
}

/**
 * One message of the Content-Length framing (the Language Server Protocol's base protocol): the
 * ASCII header `Content-Length: N\r\n\r\n`, then the N UTF-8 bytes of JSON.stringify(value). Throws
 * as encodeJsonLine does, the limit counting the JSON's bytes (the header excluded).
 */
export function encodeContentLength(
  value: unknown,
  maxFrameBytes: number,
  code: ProtocolErrorCode = DEFAULT_INVALID_CODE,
): Uint8Array {
  return encodeJson(value, maxFrameBytes, code, 'message', (bytes) => {
    const header = `Content-Length: ${bytes}\r\n\r\n`;
    return { before: header, size: header.length + bytes };
  });
}

/**
 * The UTF-8 of JSON.stringify(value) within maxFrameBytes (`what` names the unit in the message), in
 * a buffer laid out by `frame` (an ASCII prefix and the total size) and finished by `after` (a suffix
 * written past the JSON).
 */
function encodeJson(
  value: unknown,
  maxFrameBytes: number,
  code: ProtocolErrorCode,
  what: string,
  frame: (bytes: number) => { before: string; size: number },
  after?: (buffer: Uint8Array, end: number) => void,
): Uint8Array {
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
    throw new ProtocolError(code, `encoded ${what} of ${bytes} bytes exceeds ${maxFrameBytes} bytes`);
  }
  const { before, size } = frame(bytes);
  const buffer = new Uint8Array(size);
  encoder ??= new TextEncoder();
  // The prefix is ASCII: one byte a character.
  for (let i = 0; i < before.length; i++) buffer[i] = before.charCodeAt(i);
  encoder.encodeInto(text, buffer.subarray(before.length));
  after?.(buffer, before.length + bytes);
  return buffer;
}
