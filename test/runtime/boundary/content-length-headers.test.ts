/**
 * The header part of the Content-Length framing (runtime/boundary/content-length-decoder.ts), field
 * by field and byte by byte: where the blank line is, which bytes a header may hold, how
 * Content-Length and Content-Type are spelled. Each case is pushed whole and cut at every byte.
 */
import { describe, expect, it } from 'vitest';
import { ContentLengthDecoder } from '../../../runtime/boundary/content-length-decoder.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** The values of `stream` pushed whole, then finished; or the ProtocolError message it throws. */
function outcome(stream: Uint8Array, cut?: number): unknown[] | string {
  const d = new ContentLengthDecoder({ maxFrameBytes: 1 << 20, errorCode: 'bad_header' });
  try {
    const values =
      cut === undefined ? d.push(stream) : [...d.push(stream.subarray(0, cut)), ...d.push(stream.subarray(cut))];
    d.finish();
    return values;
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).code).toBe('bad_header');
    return (error as ProtocolError).message;
  }
}

/** The outcome of `text` (one byte a character), the same whole and cut at each byte. */
function decode(text: string): unknown[] | string {
  const stream = latin1(text);
  const whole = outcome(stream);
  for (let cut = 0; cut <= stream.length; cut++) expect(outcome(stream, cut), `cut at ${cut}`).toEqual(whole);
  return whole;
}

const NOT_CRLF = 'message header line does not end in CRLF';
const NOT_ASCII = 'message header holds a byte that is not printable ASCII';
const NOT_DECIMAL = 'Content-Length is not a decimal number of bytes';
const NOT_UTF8 = 'Content-Type names a charset other than UTF-8';

describe('ContentLengthDecoder: the blank line', () => {
  it('rule: only CR LF CR LF ends the header part; a line of several fields is read whole', () => {
    expect(decode('X-A: 1\r\nContent-Length: 2\r\nX-B: 2\r\n\r\n{}')).toEqual([{}]);
    expect(decode('Content-Length: 2\r\nX-A: 1\r\n\r\n{}Content-Length: 1\r\n\r\n3')).toEqual([{}, 3]);
  });

  it.each([
    ['a bare LF before the blank line', 'Content-Length: 2\n\r\n\r\n{}'],
    ['a bare CR before a CRLF', 'Content-Length: 2\rx\r\n\r\n{}'],
    ['a line ending in a bare LF after a CRLF', 'Content-Length: 2\r\nx\n\r\n\r\n{}'],
    ['a line starting with a bare CR', 'Content-Length: 2\r\n\rX: y\r\n\r\n{}'],
    ['a bare LF inside the first of two lines', 'X: a\nb\r\nContent-Length: 2\r\n\r\n{}'],
    ['a bare CR inside the last of two lines', 'Content-Length: 2\r\nX: a\rb\r\n\r\n{}'],
  ])('rule: %s is not a line end, nor the blank line: the header is refused', (_name, text) => {
    expect(decode(text)).toBe(NOT_CRLF);
  });
});

describe('ContentLengthDecoder: header bytes', () => {
  it('rule: printable ASCII up to "~", and tabs, are header bytes', () => {
    expect(decode('Content-Length:\t2\t\r\nX-Tilde: ~ ~\r\n\r\n{}')).toEqual([{}]);
    expect(
      decode(
        'X-All: ' +
          String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)) +
          '\r\nContent-Length: 2\r\n\r\n{}',
      ),
    ).toEqual([{}]);
  });

  it('rule: DEL, bytes over 0x7F and control bytes other than tab, CR and LF are refused', () => {
    for (const byte of [0x7f, 0x80, 0xc3, 0xff, 0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1f]) {
      expect(decode(`Content-Length: 2\r\nX: a${String.fromCharCode(byte)}b\r\n\r\n{}`), `byte ${byte}`).toBe(
        NOT_ASCII,
      );
      expect(decode(`X${String.fromCharCode(byte)}: 1\r\nContent-Length: 2\r\n\r\n{}`), `byte ${byte} in a name`).toBe(
        NOT_ASCII,
      );
    }
  });
});

describe('ContentLengthDecoder: Content-Length', () => {
  it('rule: the field name is read without the spaces around it, in any case', () => {
    expect(decode('Content-Length : 2\r\n\r\n{}')).toEqual([{}]);
    expect(decode(' CONTENT-length\t:2\r\n\r\n{}')).toEqual([{}]);
  });

  it('rule: the value is 1 to 16 decimal digits and nothing else', () => {
    expect(decode('Content-Length: 0000000000000002\r\n\r\n{}')).toEqual([{}]);
    for (const value of ['00000000000000002', '2x', '2 2', '2.0', '-2', '', 'x2']) {
      expect(decode(`Content-Length: ${value}\r\n\r\n{}`), value).toBe(NOT_DECIMAL);
    }
  });
});

describe('ContentLengthDecoder: Content-Type', () => {
  it.each([
    'application/vscode-jsonrpc;charset=utf-8',
    'application/vscode-jsonrpc; charset = utf-8',
    'application/vscode-jsonrpc;\tcharset\t=\tutf8',
    'application/vscode-jsonrpc; charset= "UTF-8"',
    'application/json',
  ])('rule: a Content-Type naming UTF-8 however spaced, or no charset, is accepted: %s', (type) => {
    expect(decode(`Content-Length: 2\r\nContent-Type: ${type}\r\n\r\n{}`)).toEqual([{}]);
  });

  it.each([
    'application/vscode-jsonrpc; charset=utf-8x',
    'application/vscode-jsonrpc; charset=utf-88',
    'application/vscode-jsonrpc; charset=utf-8"x',
    'application/vscode-jsonrpc; charset=utf-8; x=y',
    'application/vscode-jsonrpc; charsetx=utf-8',
    'application/vscode-jsonrpc; charset=x utf-8',
  ])('rule: a Content-Type with anything but UTF-8 after its ";" is refused: %s', (type) => {
    expect(decode(`Content-Length: 2\r\nContent-Type: ${type}\r\n\r\n{}`)).toBe(NOT_UTF8);
  });

  it('rule: only Content-Type is held to UTF-8: other fields may hold anything printable', () => {
    expect(decode('Content-Length: 2\r\nX-Type: text/plain; charset=latin1\r\nContent-Typo: a;b\r\n\r\n{}')).toEqual([
      {},
    ]);
  });
});
