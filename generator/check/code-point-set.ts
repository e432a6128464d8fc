/**
 * A set of Unicode code points, as sorted, disjoint inclusive ranges: what one character of a
 * regular expression (a literal, `.`, an escape or a class) matches under the u flag.
 */
export type CodePointSet = readonly (readonly [from: number, to: number])[];

export const MAX_CODE_POINT = 0x10ffff;

/** The ranges, in any order and overlapping or not, as one set. */
export function codePointSet(ranges: Iterable<readonly [number, number]>): CodePointSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export const single = (codePoint: number): CodePointSet => [[codePoint, codePoint]];

export function complement(set: CodePointSet): CodePointSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [from, to] of set) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

/** Whether some code point is in both sets. */
export function overlaps(a: CodePointSet, b: CodePointSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aFrom, aTo] = a[i]!;
    const [bFrom, bTo] = b[j]!;
    if (aFrom <= bTo && bFrom <= aTo) return true;
    if (aTo < bTo) i++;
    else j++;
  }
  return false;
}

/** `\d`, `\w` and `\s` as ECMAScript defines them without the i flag (`\w` is ASCII even with u). */
export const DIGIT = codePointSet([[0x30, 0x39]]);
export const WORD = codePointSet([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
export const SPACE = codePointSet([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
/** `.` without the s flag: anything but a line terminator. */
export const ANY_BUT_LINE_TERMINATOR = complement(
  codePointSet([
    [0x0a, 0x0a],
    [0x0d, 0x0d],
    [0x2028, 0x2029],
  ]),
);
