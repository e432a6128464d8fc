import { DEFAULT_INVALID_CODE, ProtocolError } from './protocol-error.js';
import { failedEarlier, parseJsonBytes } from './json-text.js';
import { fastUtf8Decoder, indexOfByte } from './utf8-lines.js';

export interface JsonLineDecoderOptions {
  /** Largest frame, in bytes, without its LF and the one CR tolerated before it. */
  maxFrameBytes: number;
  /** The ProtocolError code of every rejection (framing.codes.invalid); DEFAULT_INVALID_CODE when absent. */
  errorCode?: string;
}

/** 16 MiB: the frame limit when none is given. */
export const DEFAULT_MAX_FRAME_BYTES = 16_777_216;

const LF = 0x0a;
const CR = 0x0d;

/**
 * Splits an authenticated byte stream into JSON Lines frames and parses each one.
 *
 * - A frame is the bytes before an LF. One CR right before the LF is dropped (CRLF is tolerated);
 *   any other byte, CR or whitespace, stays part of the frame and must be JSON text.
 * - An empty frame is a keep-alive and is skipped. A frame of whitespace only is not JSON.
 * - A frame starting with a UTF-8 byte order mark (EF BB BF) is rejected: that is not JSON text.
 * - A frame must be well-formed UTF-8 (decoded fatally: overlongs, encoded surrogates, truncated
 *   sequences and bytes beyond U+10FFFF are rejected) and then one JSON text (JSON.parse).
 * - A frame longer than maxFrameBytes is rejected as soon as the unfinished frame grows past the
 *   limit: at most maxFrameBytes + 1 bytes are ever held, however long a line a peer sends.
 *
 * Chunks may split a frame or a UTF-8 character anywhere. Each chunk is scanned once and held
 * pieces are joined only when their frame's LF arrives, so work is linear in the bytes received.
 * The decoder keeps copies of the bytes it holds, so a caller may reuse a chunk's buffer after push.
 *
 * Failure is final. Every rejection throws ProtocolError(errorCode, …), and after any throw
 * from push or finish the decoder is failed: frame boundaries can no longer be trusted, so every
 * later push and finish throws ProtocolError(errorCode, 'decoder failed earlier…'). The
 * caller must close the connection. Values of frames that a throwing push completed before the bad
 * one are not returned either. Messages never quote the frame's text.
 */
export class JsonLineDecoder {
  readonly #maxFrameBytes: number;
  readonly #code: string;
  readonly #utf8 = fastUtf8Decoder();
  /** Bytes of the unfinished frame, one copied piece per push, joined when its LF arrives. */
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;
  #failure: Error | undefined;

  constructor(options?: JsonLineDecoderOptions) {
    const max = options === undefined ? DEFAULT_MAX_FRAME_BYTES : options.maxFrameBytes;
    if (!Number.isSafeInteger(max) || max < 1) {
      throw new RangeError(`maxFrameBytes must be a positive safe integer, not ${String(max)}`);
    }
    this.#maxFrameBytes = max;
    this.#code = options?.errorCode ?? DEFAULT_INVALID_CODE;
  }

  /** Takes the next bytes of the stream; returns the values of the frames they complete, in order. */
  push(chunk: Uint8Array): unknown[] {
    this.#assertUsable();
    try {
      const values: unknown[] = [];
      let start = 0;
      for (let lf = indexOfByte(chunk, LF, start); lf !== -1; lf = indexOfByte(chunk, LF, start)) {
        const frame = this.#takeFrame(chunk, start, lf);
        start = lf + 1;
        if (frame.length > 0) values.push(this.#parse(frame));
      }
      this.#hold(chunk, start);
      return values;
    } catch (error) {
      this.#fail(error);
      throw error;
    }
  }

  /**
   * Declares the end of the stream. Throws if an unfinished frame remains; a lone CR is not one
   * (it is the start of a CRLF keep-alive whose LF never came).
   */
  finish(): void {
    this.#assertUsable();
    const onlyCr = this.#pendingBytes === 1 && this.#pending[0]?.[0] === CR;
    if (this.#pendingBytes > 0 && !onlyCr) {
      const error = new ProtocolError(this.#code, 'truncated final frame');
      this.#fail(error);
      throw error;
    }
    this.#pending = [];
    this.#pendingBytes = 0;
  }

  /** The frame ending at chunk[lf] (LF and one CR excluded), joined with the held pieces if any. */
  #takeFrame(chunk: Uint8Array, start: number, lf: number): Uint8Array {
    let frame: Uint8Array;
    if (this.#pendingBytes === 0) {
      frame = chunk.subarray(start, lf);
    } else {
      const total = this.#pendingBytes + (lf - start);
      // Beyond the limit even if its last byte is a CR: refuse before allocating.
      if (total > this.#maxFrameBytes + 1) throw this.#tooLong();
      frame = new Uint8Array(total);
      let at = 0;
      for (const piece of this.#pending) {
        frame.set(piece, at);
        at += piece.length;
      }
      frame.set(chunk.subarray(start, lf), at);
      this.#pending = [];
      this.#pendingBytes = 0;
    }
    if (frame.length > 0 && frame[frame.length - 1] === CR) frame = frame.subarray(0, frame.length - 1);
    if (frame.length > this.#maxFrameBytes) throw this.#tooLong();
    return frame;
  }

  /** Keeps chunk[start..] for the next push, unless the unfinished frame is already too long. */
  #hold(chunk: Uint8Array, start: number): void {
    const rest = chunk.length - start;
    if (rest === 0) return;
    const total = this.#pendingBytes + rest;
    // maxFrameBytes + 1 bytes can still be a frame within the limit if the last one is a CR and an LF
    // comes next; anything more cannot.
    const max = this.#maxFrameBytes;
    if (total > max + 1 || (total === max + 1 && chunk[chunk.length - 1] !== CR)) throw this.#tooLong();
    this.#pending.push(chunk.slice(start));
    this.#pendingBytes = total;
  }

  #parse(frame: Uint8Array): unknown {
    return parseJsonBytes(frame, this.#utf8, this.#code, 'frame');
  }

  #tooLong(): ProtocolError {
    return new ProtocolError(this.#code, `frame exceeds ${this.#maxFrameBytes} bytes`);
  }

  #fail(error: unknown): void {
    this.#failure = error instanceof Error ? error : new Error('non-error thrown');
    this.#pending = [];
    this.#pendingBytes = 0;
  }

  #assertUsable(): void {
    if (this.#failure !== undefined) throw failedEarlier(this.#code, this.#failure);
  }
}
