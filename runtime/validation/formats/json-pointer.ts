/**
 * JSON Schema's `json-pointer` (RFC 6901) and `relative-json-pointer` formats.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */

/** Empty, or `/`-prefixed tokens where every `~` is the start of `~0` or `~1`; any other character goes. */
export function isJsonPointer(value: string): boolean {
  if (value !== '' && value.charAt(0) !== '/') return false;
  for (let i = value.indexOf('~'); i >= 0; i = value.indexOf('~', i + 2)) {
    const next = value.charAt(i + 1);
    if (next !== '0' && next !== '1') return false;
  }
  return true;
}

// A non-negative integer without leading zeros, then the optional index adjustment (`+1`, `-2`)
// that draft-bhutton-relative-json-pointer-00, the draft JSON Schema 2020-12 cites, added.
const PREFIX = /^(?:0|[1-9]\d*)(?:[+-][1-9]\d*)?/;

/** An integer prefix, then `#` or a JSON Pointer. */
export function isRelativeJsonPointer(value: string): boolean {
  const prefix = PREFIX.exec(value);
  if (prefix === null) return false;
  const rest = value.slice(prefix[0].length);
  return rest === '#' || isJsonPointer(rest);
}
