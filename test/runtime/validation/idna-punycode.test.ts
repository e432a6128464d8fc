/**
 * decodePunycode (RFC 3492 section 6.2) at its edges: the delimiter, the digit alphabet in both
 * cases, the code point range, the adaptation threshold and the 2^31 - 1 overflow guard. Expected
 * values are fixed; the ones for ordinary words agree with node:url's domainToUnicode.
 */
import { domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodePunycode } from '../../../runtime/validation/formats/punycode.ts';

const codePoints = (text: string): number[] => [...text].map((char) => char.codePointAt(0)!);

/** 4095 basic code points: a long label, so a huge delta still lands on a valid code point. */
const LONG_BASIC = 'a'.repeat(4095);

describe('decodePunycode', () => {
  it('decodes the encodings of ordinary words, as domainToUnicode does', () => {
    for (const [encoded, word] of [
      ['mnchen-3ya', 'münchen'],
      ['tda', 'ü'],
      ['bcher-kva', 'bücher'],
      ['wgv71a119e', '日本語'],
      ['faade-zra', 'façade'],
      ['a-bga', 'aé'],
    ] as const) {
      expect(decodePunycode(encoded)).toEqual(codePoints(word));
      expect(domainToUnicode(`xn--${encoded}`)).toBe(word);
    }
  });

  it('reads the digits A-Z as a-z, including the first (A) and last (Z) of the range', () => {
    expect(decodePunycode('FAADE-ZRA')).toEqual(codePoints('FAçADE'));
    expect(decodePunycode('MNCHEN-3YA')).toEqual(codePoints('MüNCHEN'));
    expect(decodePunycode('TDA')).toEqual([0xfc]);
  });

  it('refuses a character just outside each digit range: / : @ [ ` {', () => {
    for (const outside of ['/', ':', '@', '[', '`', '{', '!']) {
      expect(decodePunycode(`t${outside}a`), outside).toBeUndefined();
    }
    expect(decodePunycode('a-!')).toBeUndefined();
  });

  it('refuses a non-ASCII code point before the delimiter, from U+0080 up, and keeps U+007F', () => {
    expect(decodePunycode('\u0080-')).toBeUndefined();
    expect(decodePunycode('é-tda')).toBeUndefined();
    expect(decodePunycode('\u007f-')).toEqual([0x7f]);
    expect(decodePunycode('abc-')).toEqual([0x61, 0x62, 0x63]);
  });

  it('reads a leading hyphen with no basic code points before it as an invalid digit, not a delimiter', () => {
    expect(decodePunycode('-tda')).toBeUndefined();
    expect(decodePunycode('a-bga')).toEqual([0x61, 0xe9]);
  });

  it('refuses a number cut off before its last digit', () => {
    // `b` at weight 1 is at least the threshold 1, so another digit must follow.
    expect(decodePunycode('b')).toBeUndefined();
    expect(decodePunycode('a-b')).toBeUndefined();
  });

  it('decodes code points up to U+10FFFF and refuses U+110000', () => {
    expect(decodePunycode('dn32g')).toEqual([0x10ffff]);
    expect(decodePunycode('en32g')).toBeUndefined();
  });

  it('refuses the surrogates U+D800-U+DFFF and keeps U+D7FF and U+E000 on either side', () => {
    expect(decodePunycode('hb9b')).toEqual([0xd7ff]);
    expect(decodePunycode('ib9b')).toBeUndefined();
    expect(decodePunycode('zy0c')).toBeUndefined();
    expect(decodePunycode('0y0c')).toEqual([0xe000]);
  });

  it('adapts the bias with a delta of exactly 455 without a division step (RFC 3492 6.1)', () => {
    // The first delta, damped and scaled by 4 code points, is 455: bias 33, not 45.
    expect(decodePunycode('abc-981s58d')).toEqual([0xf954, 0x61, 0x62, 0x63, 0xfb00]);
  });

  it('adapts the bias with a delta just above 455 with a division step', () => {
    expect(decodePunycode('9bb485tk463p')).toEqual([0x58f, 0xb8d03, 0x3172]);
  });

  it('accepts a delta whose running total reaches 2068885386, below 2^31 - 1, at the largest digit that fits', () => {
    // bias 72: weights 1, 35, 1225, ... 122500000; `o` (14) is floor((2^31 - 1 - i) / 122500000).
    const decoded = decodePunycode(`${LONG_BASIC}-bb00000o`);
    expect(decoded).toHaveLength(4096);
    expect(decoded!.filter((cp) => cp !== 0x61)).toEqual([0x7b58a]);
    expect(decoded!.indexOf(0x7b58a)).toBe(3978);
  });

  it('refuses a delta whose running total passes 2^31 - 1, even where the code point would be valid', () => {
    // `s` (18) instead of `o` (14): 2558885386, which over 4096 positions would still be U+988D7.
    expect(decodePunycode(`${LONG_BASIC}-bb00000s`)).toBeUndefined();
  });

  it('decodes a second delta with 8 digits at a bias of 47, its weight 35000000 just within bounds', () => {
    expect(decodePunycode(`${LONG_BASIC}-9o86a19226920a`)).toEqual([...codePoints(LONG_BASIC), 0xe9, 0x43039]);
  });
});
