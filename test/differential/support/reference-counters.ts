/**
 * Reference measures for the spec's custom keywords, written from their documented meaning and
 * sharing no code with runtime/validation: the differential test trusts these, not the generator.
 */

/** UTF-8 bytes of a string as Node encodes it (a lone surrogate becomes U+FFFD: 3 bytes). */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** `maxEntries`: array items plus object members, counted over the whole value. */
export function jsonEntries(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.reduce<number>((sum, child) => sum + jsonEntries(child), children.length);
}

/** `maxJsonBytes`: UTF-8 bytes of the value's JSON text, no spaces. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value));
}
