/**
 * The character repertoires of runtime/validation/formats/uri-characters.ts at their edges, seen
 * through the IRI checks: RFC 3987's ucschar ranges (an IRI's path), iprivate (admitted in an IRI's
 * query only), and the hex digits of a `%XX` triplet. Each range is probed at its first and last
 * code point and one past either end.
 */
import { describe, expect, it } from 'vitest';
import { isIri, isUri } from '../../../runtime/validation/formats/uri.ts';

/** Whether an IRI's path admits the code point `cp`. */
const inPath = (cp: number) => isIri(`a:${String.fromCodePoint(cp)}`);
/** Whether an IRI's query admits the code point `cp`. */
const inQuery = (cp: number) => isIri(`a:?${String.fromCodePoint(cp)}`);

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase()}`;

function expectPath(admitted: readonly number[], refused: readonly number[]) {
  for (const cp of admitted) expect(inPath(cp), hex(cp)).toBe(true);
  for (const cp of refused) expect(inPath(cp), hex(cp)).toBe(false);
}

describe('ucschar in an IRI path (RFC 3987)', () => {
  it('rule: U+00A0-U+D7FF is ucschar; U+0080-U+009F and the surrogates are not', () => {
    expectPath([0xa0, 0xe9, 0xd7ff], [0x80, 0x9f, 0xd800, 0xdfff]);
  });

  it('rule: the BMP private-use block U+E000-U+F8FF is not ucschar', () => {
    expectPath([], [0xe000, 0xf8ff]);
  });

  it('rule: U+F900-U+FDCF is ucschar, the noncharacters U+FDD0-U+FDEF are not', () => {
    expectPath([0xf900, 0xfdcf], [0xfdd0, 0xfdef]);
  });

  it('rule: U+FDF0-U+FFEF is ucschar, U+FFF0-U+FFFF are not', () => {
    expectPath([0xfdf0, 0xffef], [0xfff0, 0xfffd, 0xffff]);
  });

  it('rule: in planes 1 to 13 every code point up to xFFFD is ucschar, xFFFE and xFFFF are not', () => {
    expectPath([0x10000, 0x1fffd, 0xd0000, 0xdfffd], [0x1fffe, 0x1ffff, 0xdfffe]);
  });

  it('rule: in plane 14 only xE1000-xEFFFD is ucschar', () => {
    expectPath([0xe1000, 0xefffd], [0xe0000, 0xe0fff, 0xefffe]);
  });

  it('rule: planes 15 and 16 (private use) are not ucschar', () => {
    expectPath([], [0xf0000, 0xf1000, 0xffffd, 0x100000, 0x10fffd]);
  });

  it('rule: a supplementary code point is one character: its low surrogate is not read alone', () => {
    expect(isIri('a:\u{10000}?')).toBe(true);
    expect(isIri('a:\u{10000}/b')).toBe(true);
  });

  it('rule: the character after a BMP code point is checked too', () => {
    expect(isIri('a:\u00e9 ')).toBe(false);
    expect(isIri('a:\u00e9\u0080')).toBe(false);
    expect(isIri('a:\u00e9b')).toBe(true);
  });

  it('rule: a URI admits no non-ASCII code point, even U+0080', () => {
    expect(isUri('a:\u0080')).toBe(false);
    expect(isUri('a:\u00a0')).toBe(false);
  });
});

describe('iprivate in an IRI query (RFC 3987)', () => {
  it('rule: the query admits U+E000-U+F8FF, the path does not', () => {
    for (const cp of [0xe000, 0xf8ff]) {
      expect(inQuery(cp), hex(cp)).toBe(true);
      expect(inPath(cp), hex(cp)).toBe(false);
    }
  });

  it('rule: the query admits planes 15 and 16 up to xFFFD, not xFFFE or xFFFF', () => {
    for (const cp of [0xf0000, 0xffffd, 0x100000, 0x10fffd]) expect(inQuery(cp), hex(cp)).toBe(true);
    for (const cp of [0xffffe, 0xfffff, 0x10fffe, 0x10ffff]) expect(inQuery(cp), hex(cp)).toBe(false);
  });

  it('rule: neither ucschar nor iprivate is refused in the query too', () => {
    for (const cp of [0x80, 0x9f, 0xd800, 0xdfff, 0xdfff, 0xfdd0, 0xfdef, 0xfff0, 0xffff, 0x1fffe, 0xe0000]) {
      expect(inQuery(cp), hex(cp)).toBe(false);
    }
  });

  it('rule: ucschar is admitted in the query as in the path', () => {
    for (const cp of [0xa0, 0xd7ff, 0xf900, 0xfdcf, 0xfdf0, 0xffef, 0x10000, 0xe1000])
      expect(inQuery(cp), hex(cp)).toBe(true);
  });
});

describe('percent-encoded triplets', () => {
  it('rule: a triplet holds two hex digits 0-9, A-F or a-f', () => {
    for (const triplet of ['%00', '%09', '%AF', '%af', '%Fa', '%aA']) expect(isUri(`a:${triplet}`), triplet).toBe(true);
  });

  it('rule: a character just outside the hex-digit ranges does not make a triplet', () => {
    for (const triplet of [
      '%/0',
      '%0/',
      '%:0',
      '%0:',
      '%@0',
      '%0@',
      '%G0',
      '%0G',
      '%`0',
      '%0`',
      '%g0',
      '%0g',
      '%!!',
      '%::',
      '%0',
      '%',
    ]) {
      expect(isUri(`a:${triplet}`), triplet).toBe(false);
    }
  });
});
