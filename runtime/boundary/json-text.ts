import { ProtocolError, type ProtocolErrorCode } from './protocol-error.js';

/**
 * What the stream decoders (json-line-decoder.ts, content-length-decoder.ts) share: reading one
 * delimited piece of bytes as JSON, and the error every call gets once a decoder has failed.
 */

/**
 * The JSON value of one frame's bytes: no byte order mark, well-formed UTF-8 (decoded by `utf8`,
 * which throws on malformed input), one JSON text. `noun` names the unit in the messages.
 */
export function parseJsonBytes(
  bytes: Uint8Array,
  utf8: (bytes: Uint8Array) => string,
  code: ProtocolErrorCode,
  noun: string,
): unknown {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) throw byteOrderMark(code, noun);
  let text: string;
  try {
    text = utf8(bytes);
  } catch {
    throw new ProtocolError(code, `${noun} is not valid UTF-8`);
  }
  return parseJsonText(text, code, noun);
}

/**
 * The JSON value of one frame's text, already decoded from well-formed UTF-8: what parseJsonBytes
 * does after decoding, for a decoder that decodes many frames at once. A text starting with U+FEFF
 * came from bytes starting with a byte order mark, and is refused as parseJsonBytes refuses those.
 */
export function parseJsonText(text: string, code: ProtocolErrorCode, noun: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) throw byteOrderMark(code, noun);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProtocolError(code, `${noun} is not JSON`);
  }
}

function byteOrderMark(code: ProtocolErrorCode, noun: string): ProtocolError {
  return new ProtocolError(code, `${noun} starts with a UTF-8 byte order mark`);
}

/** What push and finish throw once a decoder has failed: the stream can no longer be trusted. */
export function failedEarlier(code: ProtocolErrorCode, failure: Error): ProtocolError {
  const cause = failure instanceof ProtocolError ? ` (${failure.message})` : '';
  return new ProtocolError(
    code,
    `decoder failed earlier${cause}; the stream is desynchronized and the connection must be closed`,
  );
}
