/**
 * isULabel (RFC 5891 section 5.4, RFC 5892's derived property): each structural rule and each step
 * of the derivation, with code points just inside and just outside every range it names. The
 * exception table is checked in idna-label-exceptions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isULabel } from '../../../runtime/validation/formats/idna-label.ts';

const E_ACUTE = 0xe9; // é, PVALID: makes a label that is plainly valid around the code point under test

describe('isULabel: the label as a whole', () => {
  it('refuses the empty label', () => {
    expect(isULabel([])).toBe(false);
  });

  it('refuses a label that is not in NFC, and accepts its NFC form', () => {
    expect(isULabel([0x65, 0x301])).toBe(false);
    expect(isULabel([0xe9])).toBe(true);
  });

  it('refuses a hyphen at the start or at the end, and accepts one inside', () => {
    expect(isULabel([0x2d, E_ACUTE])).toBe(false);
    expect(isULabel([E_ACUTE, 0x2d])).toBe(false);
    expect(isULabel([0x2d, E_ACUTE, 0x2d])).toBe(false);
    expect(isULabel([E_ACUTE, 0x2d, 0x61])).toBe(true);
  });

  it('refuses hyphens in both the third and fourth positions, and accepts a hyphen in only one of them', () => {
    expect(isULabel([E_ACUTE, 0x61, 0x2d, 0x2d, 0x61])).toBe(false);
    expect(isULabel([E_ACUTE, 0x61, 0x2d, 0x61, 0x61])).toBe(true);
    expect(isULabel([E_ACUTE, 0x61, 0x61, 0x2d, 0x61])).toBe(true);
    expect(isULabel([E_ACUTE, 0x2d, 0x2d, 0x61])).toBe(true);
  });

  it('refuses a label that starts with a combining mark, and accepts the mark after a letter', () => {
    expect(isULabel([0x301, E_ACUTE])).toBe(false);
    expect(isULabel([E_ACUTE, 0x301])).toBe(true);
  });
});

describe('isULabel: the derived property of each code point', () => {
  it('takes the letters, digits and hyphen of LDH as PVALID', () => {
    expect(isULabel([E_ACUTE, 0x2d, 0x61, 0x7a, 0x30, 0x39])).toBe(true);
  });

  it('refuses an unassigned code point', () => {
    expect(isULabel([E_ACUTE, 0x378])).toBe(false);
  });

  it('refuses a code point that case folding or NFKC changes (an upper-case letter)', () => {
    expect(isULabel([E_ACUTE, 0x41])).toBe(false);
    expect(isULabel([E_ACUTE, 0xc9])).toBe(false);
  });

  it('refuses a default-ignorable or white-space code point, even one that is a mark', () => {
    expect(isULabel([E_ACUTE, 0xad])).toBe(false); // SOFT HYPHEN
    expect(isULabel([E_ACUTE, 0x34f])).toBe(false); // COMBINING GRAPHEME JOINER, Mn
    expect(isULabel([E_ACUTE, 0x1680])).toBe(false); // OGHAM SPACE MARK
  });

  it('refuses the combining marks for symbols, U+20D0 to U+20FF', () => {
    expect(isULabel([E_ACUTE, 0x20d0])).toBe(false);
    expect(isULabel([E_ACUTE, 0x20f0])).toBe(false);
    expect(isULabel([E_ACUTE, 0x20cf])).toBe(false); // unassigned, just below
  });

  it('refuses the marks of the musical symbol blocks, U+1D100 to U+1D24F', () => {
    expect(isULabel([E_ACUTE, 0x1d167])).toBe(false); // COMBINING TREMOLO-1
    expect(isULabel([E_ACUTE, 0x1d242])).toBe(false); // COMBINING GREEK MUSICAL TRISEME
  });

  it('accepts letters above the musical symbol blocks', () => {
    expect(isULabel([0x1e922])).toBe(true); // ADLAM SMALL LETTER ALIF
    expect(isULabel([0x20000])).toBe(true); // a CJK ideograph, plane 2
    expect(isULabel([E_ACUTE, 0x10000])).toBe(true); // LINEAR B SYLLABLE B008 A
  });

  it('refuses conjoining Hangul jamo at both ends of each of their three blocks', () => {
    for (const jamo of [0x1100, 0x11ff, 0xa960, 0xa97c, 0xd7b0, 0xd7fb]) {
      expect(isULabel([E_ACUTE, jamo]), jamo.toString(16)).toBe(false);
    }
  });

  it('accepts the letters just outside the jamo blocks, and Hangul syllables', () => {
    expect(isULabel([E_ACUTE, 0x10ff])).toBe(true); // GEORGIAN LETTER LABIAL SIGN, Ll
    expect(isULabel([E_ACUTE, 0x1200])).toBe(true); // ETHIOPIC SYLLABLE HA
    expect(isULabel([E_ACUTE, 0xa980])).toBe(true); // JAVANESE SIGN PANYANGGA, Mn
    expect(isULabel([0xac00])).toBe(true); // HANGUL SYLLABLE GA
  });

  it('accepts letters (Ll, Lo, Lm), digits (Nd) and marks (Mn, Mc)', () => {
    expect(isULabel([0x3b1])).toBe(true); // Ll
    expect(isULabel([0x5d0])).toBe(true); // Lo
    expect(isULabel([0xe01, 0xe46])).toBe(true); // Lm THAI CHARACTER MAIYAMOK
    expect(isULabel([0x967, E_ACUTE])).toBe(true); // Nd DEVANAGARI DIGIT ONE
    expect(isULabel([0x915, 0x93f])).toBe(true); // Mc DEVANAGARI VOWEL SIGN I
  });

  it('refuses punctuation and symbols, which no letter or digit class holds', () => {
    for (const symbol of [0x21, 0x2e, 0x5f, 0xa9, 0x2603]) {
      expect(isULabel([E_ACUTE, symbol]), symbol.toString(16)).toBe(false);
    }
  });

  it('applies the context rule to ZWNJ and ZWJ', () => {
    expect(isULabel([0x915, 0x94d, 0x200d])).toBe(true);
    expect(isULabel([0x628, 0x200c, 0x628])).toBe(true);
    expect(isULabel([E_ACUTE, 0x200c, 0x61])).toBe(false);
    expect(isULabel([E_ACUTE, 0x200d, 0x61])).toBe(false);
  });
});
