import { contextRuleHolds } from './idna-context-rules.js';

/**
 * Whether a decoded `xn--` label is a valid U-label (RFC 5891 section 5.4): NFC, no hyphen at either
 * end or in positions 3-4, not starting with a combining mark, and every code point PVALID or
 * CONTEXTJ/CONTEXTO with its rule satisfied.
 *
 * RFC 5892's derived property is computed here from the regex property escapes the JavaScript
 * engine already carries, in the RFC's own order (section 3), instead of shipping its tables.
 * Two stand-ins make it slightly lenient: toLowerCase() for case folding (they differ for a few
 * letters, such as Cherokee small letters) and the engine's Unicode version for the RFC's.
 * Carried into the generated package; imports nothing outside runtime/validation.
 */
export function isULabel(label: readonly number[]): boolean {
  const text = String.fromCodePoint(...label);
  if (label.length === 0 || text.normalize('NFC') !== text) return false;
  if (label[0] === HYPHEN || label[label.length - 1] === HYPHEN) return false;
  if (label[2] === HYPHEN && label[3] === HYPHEN) return false;
  if (COMBINING_MARK.test(String.fromCodePoint(label[0]!))) return false;
  for (let at = 0; at < label.length; at++) {
    const property = derivedProperty(label[at]!);
    if (property === 'DISALLOWED') return false;
    if (property === 'CONTEXTUAL' && !contextRuleHolds(label, at)) return false;
  }
  return true;
}

const HYPHEN = 0x2d;
const COMBINING_MARK = /^\p{M}$/u;
const LDH = /^[a-z0-9-]$/;
const UNASSIGNED = /^\p{Cn}$/u;
const IGNORABLE_PROPERTIES = /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Noncharacter_Code_Point}]$/u;
const LETTER_DIGITS = /^[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]$/u;

/** RFC 5892 section 2.6: code points whose property is fixed by hand, overriding the derivation. */
const EXCEPTIONS: ReadonlyMap<number, DerivedProperty> = new Map<number, DerivedProperty>([
  ...[0x00df, 0x03c2, 0x06fd, 0x06fe, 0x0f0b, 0x3007].map((cp) => [cp, 'PVALID'] as const),
  ...[0x00b7, 0x0375, 0x05f3, 0x05f4, 0x30fb].map((cp) => [cp, 'CONTEXTUAL'] as const),
  ...range(0x0660, 0x0669).map((cp) => [cp, 'CONTEXTUAL'] as const),
  ...range(0x06f0, 0x06f9).map((cp) => [cp, 'CONTEXTUAL'] as const),
  ...[0x0640, 0x07fa, 0x302e, 0x302f, ...range(0x3031, 0x3035), 0x303b].map((cp) => [cp, 'DISALLOWED'] as const),
]);

/** CONTEXTJ and CONTEXTO are merged: either way the code point needs its rule to hold. */
type DerivedProperty = 'PVALID' | 'CONTEXTUAL' | 'DISALLOWED';

function derivedProperty(cp: number): DerivedProperty {
  const exception = EXCEPTIONS.get(cp);
  if (exception !== undefined) return exception;
  const char = String.fromCodePoint(cp);
  // Unassigned code points are not DISALLOWED in the RFC's terms, but no label may hold them either.
  if (UNASSIGNED.test(char)) return 'DISALLOWED';
  if (LDH.test(char)) return 'PVALID';
  if (cp === 0x200c || cp === 0x200d) return 'CONTEXTUAL';
  if (char.normalize('NFKC').toLowerCase().normalize('NFKC') !== char) return 'DISALLOWED';
  if (IGNORABLE_PROPERTIES.test(char)) return 'DISALLOWED';
  if (isIgnorableBlock(cp) || isOldHangulJamo(cp)) return 'DISALLOWED';
  return LETTER_DIGITS.test(char) ? 'PVALID' : 'DISALLOWED';
}

/** Combining marks for symbols, and the two musical-notation blocks. */
function isIgnorableBlock(cp: number): boolean {
  return (cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0x1d100 && cp <= 0x1d24f);
}

/** Conjoining jamo (Hangul_Syllable_Type L, V or T), which JavaScript regexes cannot name. */
function isOldHangulJamo(cp: number): boolean {
  return (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff);
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
