/**
 * The character repertoires of RFC 3986 URIs and RFC 3987 IRIs, shared by the `uri`, `iri` and
 * `uri-template` checks. A component is checked in one pass over its code points.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */

export const UNRESERVED = '-._~';
export const SUB_DELIMS = "!$&'()*+,;=";
export const PCHAR: string = `${UNRESERVED}${SUB_DELIMS}:@`;

/**
 * Which non-ASCII code points a component admits: none (URIs), RFC 3987's ucschar (IRIs), or
 * ucschar and iprivate (an IRI's query, and URI Template literals).
 */
export type NonAscii = 'none' | 'ucschar' | 'ucschar-and-private';

/**
 * Whether `text` is made only of ASCII letters and digits, the ASCII characters in `ascii`,
 * `%XX` triplets and the non-ASCII code points `nonAscii` admits. A lone surrogate is never admitted.
 */
export function consistsOf(text: string, ascii: string, nonAscii: NonAscii): boolean {
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    if (cp === 0x25) {
      if (!isHexDigit(text.charCodeAt(i + 1)) || !isHexDigit(text.charCodeAt(i + 2))) return false;
      i += 2;
    } else if (cp < 0x80) {
      if (!isAlphaDigit(cp) && !ascii.includes(String.fromCharCode(cp))) return false;
    } else {
      if (nonAscii === 'none') return false;
      if (!isUcschar(cp) && !(nonAscii === 'ucschar-and-private' && isIprivate(cp))) return false;
      if (cp > 0xffff) i++;
    }
  }
  return true;
}

export function isHexDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

function isAlphaDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** RFC 3987 ucschar: non-ASCII characters outside the surrogates, private use and noncharacters. */
function isUcschar(cp: number): boolean {
  if (cp < 0x10000)
    return (cp >= 0xa0 && cp <= 0xd7ff) || (cp >= 0xf900 && cp <= 0xfdcf) || (cp >= 0xfdf0 && cp <= 0xffef);
  const plane = cp >> 16;
  const low = cp & 0xffff;
  if (plane <= 13) return low <= 0xfffd;
  return plane === 14 && low >= 0x1000 && low <= 0xfffd;
}

function isIprivate(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && (cp & 0xffff) <= 0xfffd);
}
