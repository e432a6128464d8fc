/**
 * The Content-Length framing (the Language Server Protocol's base protocol, framing.encoding
 * content-length): a header part of ASCII fields ending in a blank line, then exactly Content-Length
 * bytes of UTF-8 JSON; chunks split anywhere; bounded headers and bodies; failure is final.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentLengthDecoder, MAX_HEADER_BYTES } from '../../../runtime/boundary/content-length-decoder.ts';
import { encodeContentLength } from '../../../runtime/boundary/encode-line.ts';
import type { ProtocolErrorCode } from '../../../runtime/boundary/protocol-error.ts';
import { concatBytes } from '../../support/bytes.ts';
import { caught } from './support/outcome.ts';

const RUNS = { seed: 0x1e_5b_17, numRuns: 200 } as const;
const MAX = 1 << 16;
const utf8 = new TextEncoder();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const decoder = (maxFrameBytes = MAX) => new ContentLengthDecoder({ maxFrameBytes, errorCode: 'invalid_request' });

/** Every value of `stream` cut into pieces at `cuts`, pushed in turn, then finished. */
function decodeCut(stream: Uint8Array, cuts: number[], max = MAX): unknown[] {
  const d = decoder(max);
  const at = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b);
  const values: unknown[] = [];
  let start = 0;
  for (const end of [...at, stream.length]) {
    values.push(...d.push(stream.subarray(start, end)));
    start = end;
  }
  d.finish();
  return values;
}

const concat = (...parts: Uint8Array[]) => concatBytes(parts);

describe('encodeContentLength', () => {
  it('rule: writes the header with the byte length of the UTF-8 body, then the body', () => {
    expect(text(encodeContentLength({ a: 'é€😀' }, MAX))).toBe('Content-Length: 17\r\n\r\n{"a":"é€😀"}');
  });

  it('rule: the limit counts the body only: at the limit it encodes, one byte over it is refused', () => {
    expect(encodeContentLength('x'.repeat(14), 16).length).toBe('Content-Length: 16\r\n\r\n'.length + 16);
    expect(caught(() => encodeContentLength('x'.repeat(15), 16)).message).toBe(
      'encoded message of 17 bytes exceeds 16 bytes',
    );
  });
});

describe('ContentLengthDecoder', () => {
  it('rule: whatever the chunking, the values are the ones encoded, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (values, cuts) => {
          const stream = concat(...values.map((value) => encodeContentLength(value, MAX)));
          expect(decodeCut(stream, cuts)).toEqual(values.map((value) => JSON.parse(JSON.stringify(value))));
        },
      ),
      RUNS,
    );
  });

  it('rule: Content-Type naming UTF-8 (or no charset) and unknown fields are accepted; field names are case-insensitive', () => {
    const body = '{"x":1}';
    for (const header of [
      `content-length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n`,
      `Content-Type: application/vscode-jsonrpc; charset=utf8\r\nContent-Length: 7\r\nX-Trace: 1\r\n\r\n`,
      `Content-Length:7\r\nContent-Type: application/json\r\n\r\n`,
    ]) {
      expect(decodeCut(utf8.encode(header + body), [])).toEqual([{ x: 1 }]);
    }
  });

  it.each([
    ['no Content-Length', 'Content-Type: application/json\r\n\r\n{}', 'no Content-Length'],
    ['a Content-Length given twice', 'Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}', 'given twice'],
    ['a signed Content-Length', 'Content-Length: +2\r\n\r\n{}', 'not a decimal'],
    ['another charset', 'Content-Length: 2\r\nContent-Type: text/plain; charset=latin1\r\n\r\n{}', 'charset'],
    ['a field without a name', ': 2\r\nContent-Length: 2\r\n\r\n{}', 'no name'],
    ['a bare LF in the header', 'Content-Length: 2\nX: y\r\n\r\n{}', 'CRLF'],
    ['a body that is not JSON', 'Content-Length: 2\r\n\r\n{x', 'not JSON'],
  ])('rule: %s is refused with the framing code', (_name, stream, message) => {
    const error = caught(() => decodeCut(utf8.encode(stream), []));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(message);
  });

  it('rule: a body over the limit is refused from its header, before any of it arrives', () => {
    const d = decoder(16);
    expect(caught(() => d.push(utf8.encode('Content-Length: 17\r\n\r\n'))).message).toBe(
      'message of 17 bytes exceeds 16 bytes',
    );
    expect(decodeCut(utf8.encode('Content-Length: 16\r\n\r\n"' + 'x'.repeat(14) + '"'), [], 16)).toEqual([
      'x'.repeat(14),
    ]);
  });

  it('rule: a header part that never ends is refused once it passes MAX_HEADER_BYTES, however it is chunked', () => {
    const d = decoder();
    const line = utf8.encode('X-Padding: ' + 'a'.repeat(100) + '\r\n');
    expect(() => {
      for (let i = 0; i < 20; i++) d.push(line);
    }).toThrow(`message header exceeds ${MAX_HEADER_BYTES} bytes`);
  });

  it('rule: invalid UTF-8 or a BOM in the body is refused', () => {
    expect(
      caught(() => decodeCut(concat(utf8.encode('Content-Length: 2\r\n\r\n'), Uint8Array.of(0xc3, 0x28)), [])).message,
    ).toContain('UTF-8');
    expect(
      caught(() =>
        decodeCut(
          concat(utf8.encode('Content-Length: 5\r\n\r\n'), Uint8Array.of(0xef, 0xbb, 0xbf), utf8.encode('{}')),
          [],
        ),
      ).message,
    ).toContain('byte order mark');
  });

  it('rule: a message cut short is refused by finish(); after any failure the decoder stays failed', () => {
    const d = decoder();
    expect(d.push(utf8.encode('Content-Length: 10\r\n\r\n{"a"'))).toEqual([]);
    expect(caught(() => d.finish()).message).toBe('truncated final message');
    expect(caught(() => d.push(encodeContentLength({}, MAX))).message).toMatch(/^decoder failed earlier/);
  });
});

/**
 * A JSON-RPC integer code. A json-rpc package types its codes as numbers (its boundary.d.ts adds
 * them to ProtocolErrorCodeKinds); the toolchain's own view of the runtime keeps names only.
 */
const integer = (code: number) => code as unknown as ProtocolErrorCode;

describe('ContentLengthDecoder: the code of a body that is not JSON', () => {
  const ascii = (text: string) => new TextEncoder().encode(text);
  it('rule: a body that is not JSON or not UTF-8 takes parseErrorCode (JSON-RPC -32700); a bad header keeps errorCode', () => {
    const rpc = () =>
      new ContentLengthDecoder({ maxFrameBytes: MAX, errorCode: integer(-32600), parseErrorCode: integer(-32700) });
    expect(caught(() => rpc().push(ascii('Content-Length: 5\r\n\r\n{nope'))).code).toBe(-32700);
    expect(
      caught(() => rpc().push(concatBytes([ascii('Content-Length: 1\r\n\r\n'), new Uint8Array([0xff])]))).code,
    ).toBe(-32700);
    expect(caught(() => rpc().push(ascii('Content-Length: x\r\n\r\n'))).code).toBe(-32600);
    // Without parseErrorCode every rejection takes errorCode, as before.
    expect(caught(() => decoder().push(ascii('Content-Length: 5\r\n\r\n{nope'))).code).toBe('invalid_request');
  });
});
