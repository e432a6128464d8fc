/**
 * Punycode decoding (RFC 3492 section 6.2), for reading the `xn--` labels of a host name back into
 * the Unicode label they encode. Only decoding: checking a host name never needs to encode.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
// RFC 3492 section 6.4: every intermediate value must stay below 2^31 - 1, or decoding fails.
const MAX_INT = 0x7fffffff;

/** The code points `encoded` (the part after `xn--`) decodes to, or undefined if it is not valid Punycode. */
export function decodePunycode(encoded: string): number[] | undefined {
  const output: number[] = [];
  const delimiter = encoded.lastIndexOf('-');
  for (let j = 0; j < delimiter; j++) {
    const code = encoded.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  // With no basic code points, a leading `-` is not a delimiter but an invalid digit.
  let index = delimiter > 0 ? delimiter + 1 : 0;
  while (index < encoded.length) {
    const oldI = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= encoded.length) return undefined;
      const digit = digitValue(encoded.charCodeAt(index++));
      if (digit < 0 || digit > Math.floor((MAX_INT - i) / weight)) return undefined;
      i += digit * weight;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      if (weight > Math.floor(MAX_INT / (BASE - threshold))) return undefined;
      weight *= BASE - threshold;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return undefined;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  return output;
}

function adapt(delta: number, length: number, first: boolean): number {
  delta = first ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / length);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

/** a-z and A-Z are 0-25 (Punycode digits are case-insensitive), 0-9 are 26-35. */
function digitValue(code: number): number {
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  return -1;
}
