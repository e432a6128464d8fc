import { utf8Bytes } from './reference-counters.ts';

/** One character of each UTF-8 width, and a lone surrogate (3 bytes: encoded as U+FFFD). */
export const CHARACTER_CLASSES = {
  ascii: 'a',
  twoByte: 'é',
  threeByte: '€',
  astral: '😀',
  loneSurrogate: '\uDC00',
} as const;

/** `count` code points of one class (a low surrogate never pairs with the next one). */
export function codePoints(char: string, count: number): string {
  return count <= 0 ? '' : char.repeat(count);
}

/** A string of exactly `bytes` UTF-8 bytes: as many `char` as fit, padded with ASCII. */
export function bytesOf(char: string, bytes: number): string {
  if (bytes <= 0) return '';
  const width = utf8Bytes(char);
  const text = char.repeat(Math.floor(bytes / width)) + 'a'.repeat(bytes % width);
  if (utf8Bytes(text) !== bytes) throw new Error(`bytesOf(${JSON.stringify(char)}, ${bytes}) is off`);
  return text;
}

/**
 * Strings at, just under and just over each bound of a string schema: code points for
 * minLength/maxLength, UTF-8 bytes for maxBytes, in every character class; `huge` bounds (megabytes)
 * get two classes only, to keep the run short.
 */
export function boundStrings(
  node: { minLength?: unknown; maxLength?: unknown; maxBytes?: unknown },
  huge: boolean,
): string[] {
  const classes: string[] = huge
    ? [CHARACTER_CLASSES.ascii, CHARACTER_CLASSES.astral]
    : Object.values(CHARACTER_CLASSES);
  const out: string[] = [];
  for (const char of classes) {
    for (const limit of [node.minLength, node.maxLength]) {
      if (typeof limit === 'number')
        for (const n of [limit - 1, limit, limit + 1]) if (n >= 0) out.push(codePoints(char, n));
    }
    if (typeof node.maxBytes === 'number')
      for (const n of [node.maxBytes - 1, node.maxBytes, node.maxBytes + 1]) out.push(bytesOf(char, n));
  }
  if (typeof node.maxBytes === 'number' && node.maxBytes >= 4) {
    // An astral character straddling the bound: its 4 bytes fit only when counted as one code point.
    out.push(
      'a'.repeat(node.maxBytes - 4) + CHARACTER_CLASSES.astral,
      'a'.repeat(node.maxBytes - 3) + CHARACTER_CLASSES.astral,
    );
  }
  return out;
}
