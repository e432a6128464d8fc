/**
 * One frame's bytes or text as JSON (runtime/boundary/json-text.ts): a byte order mark refused at
 * exactly its three bytes, malformed UTF-8 and non-JSON refused by name, and the message every call
 * gets once a decoder has failed.
 */
import { describe, expect, it } from 'vitest';
import { failedEarlier, parseJsonBytes, parseJsonText } from '../../../runtime/boundary/json-text.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import { caught as thrown } from './support/outcome.ts';

const strictUtf8 = (bytes: Uint8Array): string =>
  new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);

/** A decoder that must not be reached: the byte check decides before decoding. */
const unreachable = (): string => {
  throw new Error('decoded');
};

describe('parseJsonBytes: one frame of bytes as one JSON value', () => {
  it('rule: bytes starting EF BB BF are refused as a byte order mark before they are decoded, at exactly 3 bytes too', () => {
    for (const bytes of [
      [0xef, 0xbb, 0xbf],
      [0xef, 0xbb, 0xbf, 0x31],
      [0xef, 0xbb, 0xbf, 0x7b, 0x7d],
    ]) {
      const error = thrown(() => parseJsonBytes(Uint8Array.from(bytes), unreachable, 'bad_frame', 'line'));
      expect(error.code).toBe('bad_frame');
      expect(error.message).toBe('line starts with a UTF-8 byte order mark');
      expect(error.pointer).toBeUndefined();
    }
  });

  it('rule: only all three bytes make the mark: any two of them, or fewer than three bytes, go on to the decoder', () => {
    const decodedAs = (text: string) => (): string => text;
    for (const bytes of [
      [0x20, 0xbb, 0xbf],
      [0xef, 0x20, 0xbf],
      [0xef, 0xbb, 0x20],
      [0x20, 0x20, 0xbf],
      [0x20, 0xbb, 0x20],
      [0xef, 0xbb],
      [0xef],
      [],
    ]) {
      expect(parseJsonBytes(Uint8Array.from(bytes), decodedAs('1'), 'bad_frame', 'line')).toBe(1);
    }
  });

  it('rule: a shorter prefix of the mark is decoded as any bytes are, and refused as malformed UTF-8', () => {
    for (const bytes of [[0xef, 0xbb], [0xef]]) {
      const error = thrown(() => parseJsonBytes(Uint8Array.from(bytes), strictUtf8, 'bad_frame', 'frame'));
      expect(error.message).toBe('frame is not valid UTF-8');
      expect(error.code).toBe('bad_frame');
    }
  });

  it("rule: malformed UTF-8 and text that is not one JSON value are refused with the caller's code and noun", () => {
    expect(thrown(() => parseJsonBytes(Uint8Array.from([0x22, 0xc3, 0x22]), strictUtf8, 'c1', 'line')).message).toBe(
      'line is not valid UTF-8',
    );
    const notJson = thrown(() => parseJsonBytes(new TextEncoder().encode('{"a":'), strictUtf8, 'c2', 'body'));
    expect(notJson.message).toBe('body is not JSON');
    expect(notJson.code).toBe('c2');
    expect(thrown(() => parseJsonBytes(new TextEncoder().encode('1 2'), strictUtf8, 'c2', 'body')).message).toBe(
      'body is not JSON',
    );
    expect(parseJsonBytes(new TextEncoder().encode(' {"a":["»"]} '), strictUtf8, 'c', 'line')).toEqual({ a: ['»'] });
  });
});

describe('parseJsonText: decoded text as one JSON value', () => {
  it('rule: a text starting with U+FEFF is refused as a byte order mark; one elsewhere is just a character', () => {
    expect(thrown(() => parseJsonText('\ufeff1', 'c', 'line')).message).toBe(
      'line starts with a UTF-8 byte order mark',
    );
    expect(parseJsonText('"\ufeff"', 'c', 'line')).toBe('\ufeff');
    expect(thrown(() => parseJsonText('', 'c', 'line')).message).toBe('line is not JSON');
  });
});

describe('failedEarlier: every call after a decoder failed', () => {
  it("rule: the earlier ProtocolError's message is carried in parentheses", () => {
    const error = failedEarlier('bad_frame', new ProtocolError('too_big', 'line is longer than 10 bytes'));
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error.code).toBe('bad_frame');
    expect(error.message).toBe(
      'decoder failed earlier (line is longer than 10 bytes); the stream is desynchronized and the connection must be closed',
    );
    expect(error.pointer).toBeUndefined();
  });

  it('rule: any other failure is not echoed: its message may hold anything', () => {
    const error = failedEarlier('bad_frame', new TypeError('secret detail'));
    expect(error.message).toBe(
      'decoder failed earlier; the stream is desynchronized and the connection must be closed',
    );
    expect(error.code).toBe('bad_frame');
  });
});
