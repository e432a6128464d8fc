/**
 * contextRuleHolds: RFC 5892 Appendix A's rules for the CONTEXTJ and CONTEXTO code points, called
 * on code point arrays so every neighbour, edge and range bound can be placed exactly.
 */
import { describe, expect, it } from 'vitest';
import { contextRuleHolds } from '../../../runtime/validation/formats/idna-context-rules.ts';

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const BEH = 0x0628; // ARABIC LETTER BEH, dual-joining
const FATHA = 0x064e; // ARABIC FATHA, a non-spacing mark (Mn): transparent
const ENCLOSING_CIRCLE = 0x20dd; // COMBINING ENCLOSING CIRCLE (Me): transparent
const LRM = 0x200e; // LEFT-TO-RIGHT MARK (Cf): transparent
const KA = 0x0915; // DEVANAGARI LETTER KA
const VIRAMA = 0x094d; // DEVANAGARI SIGN VIRAMA
const LATIN_A = 0x61;

/** Whether the rule holds for the first ZWNJ or ZWJ in `label`. */
function joinerRule(label: readonly number[]): boolean {
  return contextRuleHolds(
    label,
    label.findIndex((cp) => cp === ZWNJ || cp === ZWJ),
  );
}

describe('contextRuleHolds: ZERO WIDTH JOINER', () => {
  it('holds only right after a virama', () => {
    expect(joinerRule([KA, VIRAMA, ZWJ])).toBe(true);
    expect(joinerRule([KA, ZWJ])).toBe(false);
    expect(joinerRule([ZWJ, KA])).toBe(false);
  });

  it('does not hold between two joining letters, unlike ZWNJ', () => {
    expect(joinerRule([BEH, ZWJ, BEH])).toBe(false);
    expect(joinerRule([BEH, ZWNJ, BEH])).toBe(true);
  });
});

describe('contextRuleHolds: ZERO WIDTH NON-JOINER', () => {
  it('holds right after a virama, whatever follows', () => {
    expect(joinerRule([KA, VIRAMA, ZWNJ, LATIN_A])).toBe(true);
    expect(joinerRule([KA, VIRAMA, ZWNJ])).toBe(true);
  });

  it('does not hold between two letters of a non-joining script', () => {
    expect(joinerRule([LATIN_A, ZWNJ, LATIN_A])).toBe(false);
    expect(joinerRule([KA, ZWNJ, KA])).toBe(false);
  });

  it('holds between joining letters directly on both sides', () => {
    expect(joinerRule([BEH, ZWNJ, BEH])).toBe(true);
  });

  it('needs a joining letter on both sides, not on one', () => {
    expect(joinerRule([BEH, ZWNJ, LATIN_A])).toBe(false);
    expect(joinerRule([LATIN_A, ZWNJ, BEH])).toBe(false);
    expect(joinerRule([BEH, ZWNJ])).toBe(false);
    expect(joinerRule([ZWNJ, BEH])).toBe(false);
    expect(joinerRule([ZWNJ])).toBe(false);
  });

  it('looks past transparent code points (Mn, Me, Cf) to the joining letter on either side', () => {
    expect(joinerRule([BEH, FATHA, ZWNJ, BEH])).toBe(true);
    expect(joinerRule([BEH, ZWNJ, FATHA, BEH])).toBe(true);
    expect(joinerRule([BEH, FATHA, FATHA, ZWNJ, FATHA, FATHA, BEH])).toBe(true);
    expect(joinerRule([BEH, ENCLOSING_CIRCLE, ZWNJ, LRM, BEH])).toBe(true);
  });

  it('stops at the first code point that is neither transparent nor a joining letter', () => {
    expect(joinerRule([BEH, LATIN_A, ZWNJ, BEH])).toBe(false);
    expect(joinerRule([BEH, ZWNJ, LATIN_A, BEH])).toBe(false);
    expect(joinerRule([BEH, LATIN_A, FATHA, ZWNJ, BEH])).toBe(false);
  });

  it('finds no joining letter when only transparent code points reach the edge of the label', () => {
    expect(joinerRule([FATHA, ZWNJ, BEH])).toBe(false);
    expect(joinerRule([BEH, ZWNJ, FATHA])).toBe(false);
  });

  it('does not look past another ZWNJ or ZWJ, though both are format characters', () => {
    expect(contextRuleHolds([BEH, ZWNJ, ZWNJ, BEH], 1)).toBe(false);
    expect(contextRuleHolds([BEH, ZWNJ, ZWNJ, BEH], 2)).toBe(false);
    expect(contextRuleHolds([BEH, ZWJ, ZWNJ, BEH], 2)).toBe(false);
    expect(contextRuleHolds([BEH, ZWNJ, ZWJ, BEH], 1)).toBe(false);
  });

  it('takes letters of each cursive-joining script as joining letters', () => {
    const letters = {
      Arabic: 0x0628,
      Syriac: 0x0712,
      Nko: 0x07ca,
      Mongolian: 0x1820,
      Mandaic: 0x0840,
      Manichaean: 0x10ac0,
      Psalter_Pahlavi: 0x10b80,
      Phags_Pa: 0xa840,
      Adlam: 0x1e922,
      Hanifi_Rohingya: 0x10d00,
      Sogdian: 0x10f30,
    };
    for (const [script, letter] of Object.entries(letters)) {
      expect(joinerRule([letter, ZWNJ, letter]), script).toBe(true);
    }
  });

  it('takes no letter of another script, nor a digit, as a joining letter', () => {
    for (const other of [
      LATIN_A,
      0x41,
      0x3b1 /* α */,
      0x5d0 /* א */,
      KA,
      0x4e00 /* 一 */,
      0x0660 /* ٠ */,
      0x10d30 /* Hanifi Rohingya digit */,
    ]) {
      expect(joinerRule([other, ZWNJ, BEH]), other.toString(16)).toBe(false);
      expect(joinerRule([BEH, ZWNJ, other]), other.toString(16)).toBe(false);
    }
  });
});

describe('contextRuleHolds: the CONTEXTO rules', () => {
  it('MIDDLE DOT holds only between two l', () => {
    expect(contextRuleHolds([0x6c, 0xb7, 0x6c], 1)).toBe(true);
    expect(contextRuleHolds([0x6c, 0xb7, 0x6d], 1)).toBe(false);
    expect(contextRuleHolds([0xb7, 0x6c], 0)).toBe(false);
  });

  it('KERAIA holds only before a Greek code point', () => {
    expect(contextRuleHolds([0x375, 0x3b1], 0)).toBe(true);
    expect(contextRuleHolds([0x375, LATIN_A], 0)).toBe(false);
    expect(contextRuleHolds([0x3b1, 0x375], 1)).toBe(false);
  });

  it('GERESH and GERSHAYIM hold only after a Hebrew code point', () => {
    expect(contextRuleHolds([0x5d0, 0x5f3], 1)).toBe(true);
    expect(contextRuleHolds([0x5d0, 0x5f4], 1)).toBe(true);
    expect(contextRuleHolds([LATIN_A, 0x5f3], 1)).toBe(false);
    expect(contextRuleHolds([0x5f4, 0x5d0], 0)).toBe(false);
  });

  it('KATAKANA MIDDLE DOT holds only in a label with Hiragana, Katakana or Han', () => {
    expect(contextRuleHolds([0x30a2, 0x30fb], 1)).toBe(true);
    expect(contextRuleHolds([0x30fb, 0x3042], 0)).toBe(true);
    expect(contextRuleHolds([0x30fb, 0x4e00], 0)).toBe(true);
    expect(contextRuleHolds([LATIN_A, 0x30fb], 1)).toBe(false);
  });
});

describe('contextRuleHolds: the two sets of Arabic-Indic digits', () => {
  it('an Arabic-Indic digit (U+0660-U+0669) holds unless the label has an extended one (U+06F0-U+06F9)', () => {
    expect(contextRuleHolds([0x660], 0)).toBe(true);
    expect(contextRuleHolds([0x669], 0)).toBe(true);
    expect(contextRuleHolds([0x660, 0x669, BEH], 0)).toBe(true);
    expect(contextRuleHolds([0x660, 0x6f0], 0)).toBe(false);
    expect(contextRuleHolds([0x669, 0x6f9], 0)).toBe(false);
    expect(contextRuleHolds([0x660, 0x6f5], 0)).toBe(false);
  });

  it('the code points just outside the extended range do not count against an Arabic-Indic digit', () => {
    expect(contextRuleHolds([0x660, 0x6ef], 0)).toBe(true);
    expect(contextRuleHolds([0x660, 0x6fa], 0)).toBe(true);
  });

  it('an extended digit (U+06F0-U+06F9) holds unless the label has an Arabic-Indic one (U+0660-U+0669)', () => {
    expect(contextRuleHolds([0x6f0], 0)).toBe(true);
    expect(contextRuleHolds([0x6f9], 0)).toBe(true);
    expect(contextRuleHolds([0x6f0, 0x6f9, BEH], 0)).toBe(true);
    expect(contextRuleHolds([0x6f0, 0x660], 0)).toBe(false);
    expect(contextRuleHolds([0x6f9, 0x669], 0)).toBe(false);
  });

  it('the code points just outside the Arabic-Indic range do not count against an extended digit', () => {
    expect(contextRuleHolds([0x6f0, 0x65f], 0)).toBe(true);
    expect(contextRuleHolds([0x6f0, 0x66a], 0)).toBe(true);
  });
});

describe('contextRuleHolds: a code point with no rule', () => {
  it('never holds, on either side of the digit ranges', () => {
    for (const cp of [LATIN_A, 0x65f, 0x66a, 0x6ef, 0x6fa, 0x4e00]) {
      expect(contextRuleHolds([cp], 0), cp.toString(16)).toBe(false);
      expect(contextRuleHolds([cp, 0x660], 0), cp.toString(16)).toBe(false);
      expect(contextRuleHolds([cp, 0x6f0], 0), cp.toString(16)).toBe(false);
    }
  });
});
