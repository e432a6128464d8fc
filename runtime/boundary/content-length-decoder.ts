import { DEFAULT_INVALID_CODE, ProtocolError, type ProtocolErrorCode } from './protocol-error.js';
import { failedEarlier, parseJsonBytes } from './json-text.js';
import { fastUtf8Decoder } from './utf8-lines.js';

export interface ContentLengthDecoderOptions {
  /** Largest message body, in bytes (the headers excluded). */
  maxFrameBytes: number;
  /** The ProtocolError code of every rejection (framing.codes.invalid); DEFAULT_INVALID_CODE when absent. */
  errorCode?: ProtocolErrorCode;
  /**
   * The code of a message whose bytes are not JSON (not UTF-8, a byte order mark, not one JSON text):
   * framing.codes.parse, JSON-RPC's -32700; errorCode when absent.
   */
  parseErrorCode?: ProtocolErrorCode;
}

/** Most bytes of one message's header part, its blank line included: two short fields need far less. */
export const MAX_HEADER_BYTES = 1024;

const CR = 0x0d;
const LF = 0x0a;

/**
 * Splits a byte stream framed as the Language Server Protocol's base protocol does: each message is
 * a header part — ASCII `Name: value` fields, each ending in CRLF, then an empty line (CRLF) — and a
 * body of exactly Content-Length bytes of UTF-8 JSON.
 *
 * - `Content-Length` (a decimal integer, no sign) is required, once; a body over maxFrameBytes is
 *   refused as soon as its header is read, before any of it is held.
 * - `Content-Type`, when present, must name UTF-8 (`charset=utf-8`, or `utf8` as the protocol's own
 *   early clients wrote it) or no charset; other fields are ignored, as the protocol allows.
 * - A header part longer than MAX_HEADER_BYTES, a line without its CR, a field without a colon or a
 *   non-ASCII header byte is refused.
 * - The body must be well-formed UTF-8 (decoded fatally) holding one JSON text, without a BOM.
 *
 * Chunks may split a message anywhere. Failure is final, as with JsonLineDecoder: every rejection
 * throws ProtocolError(errorCode, …), and after any throw the stream cannot be trusted again.
 */
export class ContentLengthDecoder {
  readonly #maxFrameBytes: number;
  readonly #code: ProtocolErrorCode;
  readonly #parseCode: ProtocolErrorCode;
  readonly #utf8 = fastUtf8Decoder();
  /** Bytes of the header part being read (at most MAX_HEADER_BYTES are ever held). */
  #head: Uint8Array = new Uint8Array(0);
  /** The current message's body, allocated at its Content-Length once the header part is read. */
  #body: Uint8Array | undefined;
  #filled = 0;
  #failure: Error | undefined;

  constructor(options: ContentLengthDecoderOptions) {
    const max = options.maxFrameBytes;
    if (!Number.isSafeInteger(max) || max < 1)
      throw new RangeError(`maxFrameBytes must be a positive safe integer, not ${String(max)}`);
    this.#maxFrameBytes = max;
    this.#code = options.errorCode ?? DEFAULT_INVALID_CODE;
    this.#parseCode = options.parseErrorCode ?? this.#code;
  }

  /**
   * Takes the next bytes of the stream; returns the values of the messages they complete, in order.
   * Each byte is copied once, into its header part or into its body: linear in the bytes received.
   */
  push(chunk: Uint8Array): unknown[] {
    this.#assertUsable();
    try {
      const values: unknown[] = [];
      let rest = chunk;
      while (rest.length > 0) {
        if (this.#body === undefined) {
          rest = this.#takeHeader(rest);
          if (this.#body === undefined) break;
        }
        const body = this.#body;
        const taken = Math.min(body.length - this.#filled, rest.length);
        body.set(rest.subarray(0, taken), this.#filled);
        this.#filled += taken;
        rest = rest.subarray(taken);
        if (this.#filled === body.length) {
          this.#body = undefined;
          values.push(this.#parse(body));
        }
      }
      // An empty body completes as soon as its header part does.
      if (this.#body !== undefined && this.#body.length === 0) {
        this.#body = undefined;
        values.push(this.#parse(new Uint8Array(0)));
      }
      return values;
    } catch (error) {
      this.#fail(error);
      throw error;
    }
  }

  /** Declares the end of the stream: a message begun and not finished is refused. */
  finish(): void {
    this.#assertUsable();
    if (this.#head.length > 0 || this.#body !== undefined) {
      const error = new ProtocolError(this.#code, 'truncated final message');
      this.#fail(error);
      throw error;
    }
  }

  /**
   * Adds bytes to the header part; once it is complete, reads it, allocates the body and returns the
   * bytes past it. Returns nothing left while the header part is still incomplete.
   */
  #takeHeader(bytes: Uint8Array): Uint8Array {
    // Only as much as the longest header part can use: the rest waits in `bytes`' caller, not here.
    const room = MAX_HEADER_BYTES - this.#head.length;
    const head = new Uint8Array(this.#head.length + Math.min(room, bytes.length));
    head.set(this.#head);
    head.set(bytes.subarray(0, head.length - this.#head.length), this.#head.length);
    const end = headerEnd(head);
    if (end === -1) {
      if (head.length >= MAX_HEADER_BYTES)
        throw new ProtocolError(this.#code, `message header exceeds ${MAX_HEADER_BYTES} bytes`);
      this.#head = head;
      return new Uint8Array(0);
    }
    const length = this.#contentLength(head.subarray(0, end));
    const used = end + 4 - this.#head.length; // bytes of `bytes` the header part took
    this.#head = new Uint8Array(0);
    this.#body = new Uint8Array(length);
    this.#filled = 0;
    return bytes.subarray(used);
  }

  /** The Content-Length of a complete header part (its blank line excluded), checked against the limit. */
  #contentLength(header: Uint8Array): number {
    let length: number | undefined;
    for (const line of asciiLines(header, this.#code)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new ProtocolError(this.#code, 'message header field has no name');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') {
        if (length !== undefined) throw new ProtocolError(this.#code, 'Content-Length is given twice');
        if (!/^[0-9]{1,16}$/.test(value))
          throw new ProtocolError(this.#code, 'Content-Length is not a decimal number of bytes');
        length = Number(value);
      } else if (name === 'content-type' && !/^[^;]*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i.test(value)) {
        throw new ProtocolError(this.#code, 'Content-Type names a charset other than UTF-8');
      }
    }
    if (length === undefined) throw new ProtocolError(this.#code, 'message header has no Content-Length');
    if (length > this.#maxFrameBytes)
      throw new ProtocolError(this.#code, `message of ${length} bytes exceeds ${this.#maxFrameBytes} bytes`);
    return length;
  }

  #parse(body: Uint8Array): unknown {
    return parseJsonBytes(body, this.#utf8, this.#parseCode, 'message');
  }

  #fail(error: unknown): void {
    this.#failure = error instanceof Error ? error : new Error('non-error thrown');
    this.#head = new Uint8Array(0);
    this.#body = undefined;
  }

  #assertUsable(): void {
    if (this.#failure !== undefined) throw failedEarlier(this.#code, this.#failure);
  }
}

/** Where the header part's blank line (CRLF CRLF) starts; -1 when it is not there yet. */
function headerEnd(bytes: Uint8Array): number {
  const last = bytes.length - 4;
  for (let i = 0; i <= last; i++) {
    if (bytes[i] === CR && bytes[i + 1] === LF && bytes[i + 2] === CR && bytes[i + 3] === LF) return i;
  }
  return -1;
}

/** The header part's lines (split at CRLF), refusing a non-ASCII byte or a bare CR or LF. */
function asciiLines(bytes: Uint8Array, code: ProtocolErrorCode): string[] {
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte > 0x7e || (byte < 0x20 && byte !== CR && byte !== LF && byte !== 0x09))
      throw new ProtocolError(code, 'message header holds a byte that is not printable ASCII');
    text += String.fromCharCode(byte);
  }
  const lines = text.split('\r\n');
  if (lines.some((line) => line.includes('\r') || line.includes('\n')))
    throw new ProtocolError(code, 'message header line does not end in CRLF');
  return lines;
}
