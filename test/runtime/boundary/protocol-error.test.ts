/**
 * ProtocolError and what its messages show of the input (runtime/boundary/protocol-error.ts): the
 * default code, pointer segments escaped (`~`, `/`), the cuts of long pointers and quoted input.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVALID_CODE,
  pointerSegment,
  ProtocolError,
  quoteInput,
} from '../../../runtime/boundary/protocol-error.ts';

describe('ProtocolError: a bounded code, message and pointer', () => {
  it('rule: the error is named ProtocolError and keeps its code; without a pointer the message is left as given', () => {
    const error = new ProtocolError('bad_frame', 'frame is not JSON');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProtocolError');
    expect(String(error)).toBe('ProtocolError: frame is not JSON');
    expect(error.code).toBe('bad_frame');
    expect(error.message).toBe('frame is not JSON');
    expect(error.pointer).toBeUndefined();
  });

  it('rule: the pointer is appended to the message, the empty pointer included', () => {
    expect(new ProtocolError('c', 'params is invalid', '/params/a').message).toBe('params is invalid (at /params/a)');
    const root = new ProtocolError('c', 'value is invalid', '');
    expect(root.pointer).toBe('');
    expect(root.message).toBe('value is invalid (at )');
  });

  it('rule: a pointer of up to 200 characters is shown whole; a longer one is cut to 200 and an ellipsis', () => {
    const exact = `/${'k'.repeat(199)}`;
    expect(new ProtocolError('c', 'm', exact).pointer).toBe(exact);
    expect(new ProtocolError('c', 'm', exact).message).toBe(`m (at ${exact})`);
    const over = `${exact}x`;
    const cut = new ProtocolError('c', 'm', over);
    expect(cut.pointer).toBe(`${exact}…`);
    expect(cut.message).toBe(`m (at ${exact}…)`);
    expect(new ProtocolError('c', 'm', `/${'k'.repeat(198)}`).pointer).toBe(`/${'k'.repeat(198)}`);
  });

  it('rule: the default code is the JSON-RPC and JSON Lines sense of an invalid request', () => {
    expect(DEFAULT_INVALID_CODE).toBe('invalid_request');
  });
});

describe('quoteInput: untrusted text shown short and escaped', () => {
  it('rule: up to max characters (40 by default) are quoted whole; one more is cut to max and an ellipsis', () => {
    const forty = 'a'.repeat(40);
    expect(quoteInput(forty)).toBe(`"${forty}"`);
    expect(quoteInput(`${forty}b`)).toBe(`"${forty}…"`);
    expect(quoteInput('abc', 3)).toBe('"abc"');
    expect(quoteInput('abcd', 3)).toBe('"abc…"');
    expect(quoteInput('ab', 3)).toBe('"ab"');
    expect(quoteInput('')).toBe('""');
  });

  it('rule: the shown text is JSON-escaped, so quotes, backslashes and control characters cannot break the message', () => {
    expect(quoteInput('say "hi"\\\n')).toBe('"say \\"hi\\"\\\\\\n"');
  });
});

describe('pointerSegment: RFC 6901 escaping of one segment', () => {
  it('rule: ~ becomes ~0 and / becomes ~1, every occurrence, ~ first so that ~1 in a key stays distinct', () => {
    expect(pointerSegment('a/b/c')).toBe('a~1b~1c');
    expect(pointerSegment('~x~')).toBe('~0x~0');
    expect(pointerSegment('~1')).toBe('~01');
    expect(pointerSegment('/~')).toBe('~1~0');
    expect(pointerSegment('plain')).toBe('plain');
    expect(pointerSegment('')).toBe('');
  });

  it('rule: an array index is its decimal string', () => {
    expect(pointerSegment(0)).toBe('0');
    expect(pointerSegment(12)).toBe('12');
  });
});
