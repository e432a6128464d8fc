/**
 * RFC 5892 Appendix A: the rules a CONTEXTJ or CONTEXTO code point must satisfy where it stands in
 * a label. `label` is the decoded label's code points, `at` the position of the one being checked.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */
export function contextRuleHolds(label: readonly number[], at: number): boolean {
  const cp = label[at]!;
  const before = label[at - 1];
  const after = label[at + 1];
  switch (cp) {
    case 0x200d: // ZERO WIDTH JOINER
      return before !== undefined && VIRAMAS.has(before);
    case 0x200c: // ZERO WIDTH NON-JOINER
      return (before !== undefined && VIRAMAS.has(before)) || joinsAcross(label, at);
    case 0x00b7: // MIDDLE DOT, only in Catalan's l·l
      return before === 0x6c && after === 0x6c;
    case 0x0375: // GREEK LOWER NUMERAL SIGN (KERAIA)
      return after !== undefined && GREEK.test(String.fromCodePoint(after));
    case 0x05f3: // HEBREW PUNCTUATION GERESH
    case 0x05f4: // HEBREW PUNCTUATION GERSHAYIM
      return before !== undefined && HEBREW.test(String.fromCodePoint(before));
    case 0x30fb: // KATAKANA MIDDLE DOT
      return label.some((other) => JAPANESE.test(String.fromCodePoint(other)));
    default:
      // The two sets of Arabic-Indic digits look alike, so a label may use only one of them.
      if (cp >= 0x0660 && cp <= 0x0669) return !label.some((other) => other >= 0x06f0 && other <= 0x06f9);
      if (cp >= 0x06f0 && cp <= 0x06f9) return !label.some((other) => other >= 0x0660 && other <= 0x0669);
      return false;
  }
}

const GREEK = /^\p{Script=Greek}$/u;
const HEBREW = /^\p{Script=Hebrew}$/u;
const JAPANESE = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]$/u;

/**
 * The ZWNJ rule's regular expression, (L|D) T* ZWNJ T* (R|D) over Joining_Type, which JavaScript
 * regexes cannot name. A letter of a cursive-joining script stands in for L, R and D, and a
 * non-spacing mark or format character for T: right for the scripts the rule is written for, and
 * lenient only where a right-joining letter (alef, say) sits before the ZWNJ. The scripts are those
 * of Unicode 11 or older, so that no engine still in use refuses the regex.
 */
const JOINING_LETTER =
  /^(?=\p{L})[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Mandaic}\p{Script=Manichaean}\p{Script=Psalter_Pahlavi}\p{Script=Phags_Pa}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Sogdian}]$/u;
const TRANSPARENT = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

function joinsAcross(label: readonly number[], at: number): boolean {
  return joiningLetterFrom(label, at - 1, -1) && joiningLetterFrom(label, at + 1, 1);
}

/** Whether, skipping transparent code points from `start` in direction `step`, a joining letter comes. */
function joiningLetterFrom(label: readonly number[], start: number, step: 1 | -1): boolean {
  for (let i = start; i >= 0 && i < label.length; i += step) {
    const cp = label[i]!;
    const char = String.fromCodePoint(cp);
    if (JOINING_LETTER.test(char)) return true;
    if (cp === 0x200c || cp === 0x200d || !TRANSPARENT.test(char)) return false;
  }
  return false;
}

/**
 * Code points whose Canonical_Combining_Class is Virama (9), from Unicode 14's data (Python's
 * unicodedata.combining); JavaScript exposes no combining classes. A virama added since then only
 * makes the check stricter: a joiner after it is refused, never wrongly accepted.
 */
const VIRAMAS: ReadonlySet<number> = new Set([
  0x094d, 0x09cd, 0x0a4d, 0x0acd, 0x0b4d, 0x0bcd, 0x0c4d, 0x0ccd, 0x0d3b, 0x0d3c, 0x0d4d, 0x0dca, 0x0e3a, 0x0eba,
  0x0f84, 0x1039, 0x103a, 0x1714, 0x1715, 0x1734, 0x17d2, 0x1a60, 0x1b44, 0x1baa, 0x1bab, 0x1bf2, 0x1bf3, 0x2d7f,
  0xa806, 0xa82c, 0xa8c4, 0xa953, 0xa9c0, 0xaaf6, 0xabed, 0x10a3f, 0x11046, 0x11070, 0x1107f, 0x110b9, 0x11133, 0x11134,
  0x111c0, 0x11235, 0x112ea, 0x1134d, 0x11442, 0x114c2, 0x115bf, 0x1163f, 0x116b6, 0x1172b, 0x11839, 0x1193d, 0x1193e,
  0x119e0, 0x11a34, 0x11a47, 0x11a99, 0x11c3f, 0x11d44, 0x11d45, 0x11d97,
]);
