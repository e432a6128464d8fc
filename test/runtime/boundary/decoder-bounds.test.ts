/**
 * The bounds of the stream decoders and encoders (runtime/boundary/content-length-decoder.ts,
 * json-line-decoder.ts, encode-line.ts): the exact RangeError of a bad maxFrameBytes, the error code
 * every rejection carries, the header part's size limit across pushes, an empty body, and what
 * finish leaves behind.
 */
import { describe, expect, it } from 'vitest';
import { ContentLengthDecoder, MAX_HEADER_BYTES } from '../../../runtime/boundary/content-length-decoder.ts';
import { encodeContentLength, encodeJsonLine } from '../../../runtime/boundary/encode-line.ts';
import { JsonLineDecoder } from '../../../runtime/boundary/json-line-decoder.ts';
import { DEFAULT_INVALID_CODE } from '../../../runtime/boundary/protocol-error.ts';
import { caught } from './support/outcome.ts';

const utf8 = new TextEncoder();

/** A header part of exactly `size` bytes (its blank line included) declaring a 2-byte body. */
function headerOf(size: number): string {
  const fixed = 'Content-Length: 2\r\nX-Pad: \r\n\r\n';
  return `Content-Length: 2\r\nX-Pad: ${'p'.repeat(size - fixed.length)}\r\n\r\n`;
}

const BAD_LIMITS: [number, string][] = [
  [0, '0'],
  [-1, '-1'],
  [1.5, '1.5'],
  [Number.NaN, 'NaN'],
  [Number.POSITIVE_INFINITY, 'Infinity'],
  [2 ** 53, '9007199254740992'],
];

describe('maxFrameBytes', () => {
  it('rule: ContentLengthDecoder refuses a limit that is not a positive safe integer, naming it', () => {
    for (const [bad, shown] of BAD_LIMITS) {
      expect(() => new ContentLengthDecoder({ maxFrameBytes: bad })).toThrow(
        new RangeError(`maxFrameBytes must be a positive safe integer, not ${shown}`),
      );
    }
  });

  it('rule: ContentLengthDecoder takes a limit of 1: a one-byte body passes, two bytes do not', () => {
    const d = new ContentLengthDecoder({ maxFrameBytes: 1 });
    expect(d.push(utf8.encode('Content-Length: 1\r\n\r\n7'))).toEqual([7]);
    expect(caught(() => d.push(utf8.encode('Content-Length: 2\r\n\r\n'))).message).toBe(
      'message of 2 bytes exceeds 1 bytes',
    );
  });

  it('rule: JsonLineDecoder refuses a limit that is not a positive safe integer, naming it', () => {
    for (const [bad, shown] of BAD_LIMITS) {
      expect(() => new JsonLineDecoder({ maxFrameBytes: bad })).toThrow(
        new RangeError(`maxFrameBytes must be a positive safe integer, not ${shown}`),
      );
    }
  });

  it('rule: both encoders refuse a limit that is not a positive safe integer, naming it', () => {
    for (const [bad, shown] of BAD_LIMITS) {
      const expected = new RangeError(`maxFrameBytes must be a positive safe integer, not ${shown}`);
      expect(() => encodeJsonLine(1, bad)).toThrow(expected);
      expect(() => encodeContentLength(1, bad)).toThrow(expected);
    }
  });
});

describe('error codes', () => {
  it('rule: ContentLengthDecoder rejects with the errorCode given, and with DEFAULT_INVALID_CODE when none is', () => {
    const given = new ContentLengthDecoder({ maxFrameBytes: 16, errorCode: 'framing_invalid' });
    expect(caught(() => given.push(utf8.encode('Content-Length: x\r\n\r\n'))).code).toBe('framing_invalid');
    expect(caught(() => given.finish()).code).toBe('framing_invalid');
    const plain = new ContentLengthDecoder({ maxFrameBytes: 16 });
    expect(caught(() => plain.push(utf8.encode('Content-Length: x\r\n\r\n'))).code).toBe(DEFAULT_INVALID_CODE);
  });

  it('rule: a value JSON.stringify throws on is refused as not JSON-serializable, not as writing nothing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    for (const value of [
      1n,
      cyclic,
      {
        toJSON: () => {
          throw new Error('x');
        },
      },
    ]) {
      expect(caught(() => encodeJsonLine(value, 100)).message).toBe('value is not JSON-serializable');
      expect(caught(() => encodeContentLength(value, 100, 'e')).message).toBe('value is not JSON-serializable');
    }
    expect(caught(() => encodeJsonLine(undefined, 100)).message).toBe(
      'value is not JSON-serializable (JSON.stringify wrote nothing)',
    );
  });
});

describe('ContentLengthDecoder: the header part limit', () => {
  it('rule: a header part of exactly MAX_HEADER_BYTES passes, whether it comes in one push or is cut anywhere', () => {
    const stream = utf8.encode(headerOf(MAX_HEADER_BYTES) + '{}');
    expect(headerOf(MAX_HEADER_BYTES).length).toBe(MAX_HEADER_BYTES);
    for (const cut of [
      0,
      1,
      500,
      MAX_HEADER_BYTES - 4,
      MAX_HEADER_BYTES - 2,
      MAX_HEADER_BYTES - 1,
      MAX_HEADER_BYTES,
      MAX_HEADER_BYTES + 1,
    ]) {
      const d = new ContentLengthDecoder({ maxFrameBytes: 16 });
      expect([...d.push(stream.subarray(0, cut)), ...d.push(stream.subarray(cut))], `cut at ${cut}`).toEqual([{}]);
      d.finish();
    }
  });

  it('rule: a header part one byte over MAX_HEADER_BYTES is refused, whether it comes in one push or is cut anywhere', () => {
    const stream = utf8.encode(headerOf(MAX_HEADER_BYTES + 1) + '{}');
    for (const cut of [0, 1, 500, 1000, MAX_HEADER_BYTES - 1, MAX_HEADER_BYTES, MAX_HEADER_BYTES + 1]) {
      const d = new ContentLengthDecoder({ maxFrameBytes: 16 });
      const error = caught(() => [...d.push(stream.subarray(0, cut)), ...d.push(stream.subarray(cut))]);
      expect(error.message, `cut at ${cut}`).toBe(`message header exceeds ${MAX_HEADER_BYTES} bytes`);
    }
  });

  it('rule: a header part cut short is a truncated message at finish', () => {
    for (const partial of ['C', 'Content-Length: 2', 'Content-Length: 2\r\n', 'Content-Length: 2\r\n\r']) {
      const d = new ContentLengthDecoder({ maxFrameBytes: 16 });
      expect(d.push(utf8.encode(partial))).toEqual([]);
      expect(caught(() => d.finish()).message).toBe('truncated final message');
    }
  });
});

describe('ContentLengthDecoder: bodies', () => {
  it('rule: a body of Content-Length 0 is read as soon as its header part ends, and is not JSON', () => {
    const d = new ContentLengthDecoder({ maxFrameBytes: 16 });
    expect(caught(() => d.push(utf8.encode('Content-Length: 0\r\n\r\n'))).message).toBe('message is not JSON');
    const later = new ContentLengthDecoder({ maxFrameBytes: 16 });
    expect(later.push(utf8.encode('Content-Length: 1\r\n\r\n1Content-Len'))).toEqual([1]);
    expect(caught(() => later.push(utf8.encode('gth: 0\r\n\r\n'))).message).toBe('message is not JSON');
  });

  it('rule: the messages of a body name it a message', () => {
    const d = () => new ContentLengthDecoder({ maxFrameBytes: 16 });
    expect(caught(() => d().push(utf8.encode('Content-Length: 2\r\n\r\n{x'))).message).toBe('message is not JSON');
    expect(caught(() => d().push(Uint8Array.of(...utf8.encode('Content-Length: 2\r\n\r\n'), 0xc3, 0x28))).message).toBe(
      'message is not valid UTF-8',
    );
  });
});

describe('JsonLineDecoder: finish', () => {
  it('rule: a finish that passes leaves nothing held: the frames pushed after it decode as on a new decoder', () => {
    for (const before of ['', '\r', '{}\n']) {
      const d = new JsonLineDecoder({ maxFrameBytes: 64 });
      d.push(utf8.encode(before));
      d.finish();
      expect(d.push(utf8.encode('{"a"'))).toEqual([]);
      expect(d.push(utf8.encode(':1}\n[2]\n'))).toEqual([{ a: 1 }, [2]]);
      expect(d.push(utf8.encode('3\n'))).toEqual([3]);
      d.finish();
    }
  });
});
