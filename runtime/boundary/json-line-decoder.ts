import { DEFAULT_INVALID_CODE, ProtocolError, type ProtocolErrorCode } from './protocol-error.js';
import { failedEarlier, parseJsonBytes, parseJsonText } from './json-text.js';
import { fastUtf8Decoder, indexOfByte, lastIndexOfByte } from './utf8-lines.js';
import { RUN_MAX_BYTES, runDecoder } from './utf8-runs.js';

export interface JsonLineDecoderOptions {
  /** Largest frame, in bytes, without its LF and the one CR tolerated before it. */
  maxFrameBytes: number;
  /** The ProtocolError code of every rejection (framing.codes.invalid); DEFAULT_INVALID_CODE when absent. */
  errorCode?: ProtocolErrorCode;
  /**
   * The code of a frame whose bytes are not JSON (not UTF-8, a byte order mark, not one JSON text):
   * framing.codes.parse, JSON-RPC's -32700; errorCode when absent.
   */
  parseErrorCode?: ProtocolErrorCode;
}

/** 16 MiB: the frame limit when none is given. */
export const DEFAULT_MAX_FRAME_BYTES = 16_777_216;

const LF = 0x0a;
const CR = 0x0d;
/** A few frames of the usual size: see #runBytes. */
const FIRST_RUN_BYTES = 4096;

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
 * Chunks may split a frame or a UTF-8 character anywhere. Held pieces are joined only when their
 * frame's LF arrives and every byte is decoded once (twice in a run holding a malformed frame, which
 * ends the stream), so work is linear in the bytes received.
 * The decoder keeps copies of the bytes it holds, so a caller may reuse a chunk's buffer after push.
 *
 * Failure is final. Every rejection throws ProtocolError(errorCode, …) (parseErrorCode for bytes that are not JSON), and after any throw
 * from push or finish the decoder is failed: frame boundaries can no longer be trusted, so every
 * later push and finish throws ProtocolError(errorCode, 'decoder failed earlier…'). The
 * caller must close the connection. Values of frames that a throwing push completed before the bad
 * one are not returned either. Messages never quote the frame's text.
 *
 * How: the whole frames of a chunk are decoded a run at a time (utf8-runs.ts), one string for many
 * frames, each frame a slice of it. A run that does not decode (malformed UTF-8 somewhere in it) and
 * a frame longer than a run are taken frame by frame (#frame), the plain reading of the rules above,
 * which also names the bad frame.
 */
export class JsonLineDecoder {
  readonly #maxFrameBytes: number;
  readonly #code: ProtocolErrorCode;
  readonly #parseCode: ProtocolErrorCode;
  readonly #utf8 = fastUtf8Decoder();
  readonly #runs = runDecoder();
  /**
   * The most bytes decoded as one run: never more than a frame may have, so that no frame in a run is
   * too long. The first run is short: it is how #runs learns whether the stream's text is ASCII, and
   * a wrong guess costs in proportion to the run.
   */
  #runBytes: number;
  readonly #fullRunBytes: number;
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
    this.#parseCode = options?.parseErrorCode ?? this.#code;
    this.#runBytes = Math.min(max, FIRST_RUN_BYTES);
    this.#fullRunBytes = Math.min(max, RUN_MAX_BYTES);
  }

  /** Takes the next bytes of the stream; returns the values of the frames they complete, in order. */
  push(chunk: Uint8Array): unknown[] {
    this.#assertUsable();
    try {
      const values: unknown[] = [];
      let start = 0;
      if (this.#pendingBytes > 0) {
        const lf = indexOfByte(chunk, LF, 0);
        if (lf === -1) {
          this.#hold(chunk, 0);
          return values;
        }
        const frame = this.#joinPending(chunk, lf);
        this.#frames(frame, 0, frame.length, values);
        start = lf + 1;
      }
      const last = chunk.length === 0 ? -1 : lastIndexOfByte(chunk, LF, chunk.length - 1);
      if (last >= start) {
        this.#frames(chunk, start, last + 1, values);
        start = last + 1;
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

  /**
   * Parses the frames of bytes[start, end), where end - 1 is the LF of the last one: in runs where
   * they fit. A run is never longer than a frame may be, so no frame in it is too long.
   */
  #frames(bytes: Uint8Array, start: number, end: number, values: unknown[]): void {
    while (start < end) {
      const runBytes = this.#runBytes;
      const lastLf = start + runBytes >= end ? end - 1 : lastIndexOfByte(bytes, LF, start + runBytes - 1);
      if (lastLf >= start) {
        this.#run(bytes, start, lastLf, values);
        start = lastLf + 1;
      } else {
        // The next frame alone is longer than a run.
        const lf = indexOfByte(bytes, LF, start + runBytes);
        this.#frame(bytes, start, lf, values);
        start = lf + 1;
      }
      this.#runBytes = this.#fullRunBytes;
    }
  }

  /**
   * Parses the frames of bytes[start, lastLf], decoded as one text. Each frame's text is the part
   * of it between two LFs, less one CR before the second: in well-formed UTF-8 those two bytes are
   * always characters of their own, so splitting the text is splitting the bytes.
   */
  #run(bytes: Uint8Array, start: number, lastLf: number, values: unknown[]): void {
    const text = this.#runs(bytes, start, lastLf + 1);
    if (text === undefined) {
      for (let lf = indexOfByte(bytes, LF, start); lf <= lastLf; lf = indexOfByte(bytes, LF, start)) {
        this.#frame(bytes, start, lf, values);
        start = lf + 1;
      }
      return;
    }
    for (let from = 0; from < text.length;) {
      const lf = text.indexOf('\n', from);
      const end = lf > from && text.charCodeAt(lf - 1) === 0x0d ? lf - 1 : lf;
      if (end > from) values.push(parseJsonText(text.slice(from, end), this.#parseCode, 'frame'));
      from = lf + 1;
    }
  }

  /** Parses the one frame bytes[start, lf), LF and one CR excluded, from its bytes. */
  #frame(bytes: Uint8Array, start: number, lf: number, values: unknown[]): void {
    const end = lf > start && bytes[lf - 1] === CR ? lf - 1 : lf;
    if (end - start > this.#maxFrameBytes) throw this.#tooLong();
    if (end > start) values.push(parseJsonBytes(bytes.subarray(start, end), this.#utf8, this.#parseCode, 'frame'));
  }

  /** The held pieces and chunk[0, lf), with the LF: the frame they complete. */
  #joinPending(chunk: Uint8Array, lf: number): Uint8Array {
    const total = this.#pendingBytes + lf;
    // Beyond the limit even if its last byte is a CR: refuse before allocating.
    if (total > this.#maxFrameBytes + 1) throw this.#tooLong();
    const frame = new Uint8Array(total + 1);
    let at = 0;
    for (const piece of this.#pending) {
      frame.set(piece, at);
      at += piece.length;
    }
    frame.set(chunk.subarray(0, lf), at);
    frame[total] = LF;
    this.#pending = [];
    this.#pendingBytes = 0;
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
