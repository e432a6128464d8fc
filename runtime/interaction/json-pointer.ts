/** JSON Pointer escaping of one path segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Longest pointer or quoted input a message carries: keys come from the peer and may be huge. */
const MAX_SHOWN = 200;

export function boundedPointer(pointer: string): string {
  return pointer.length <= MAX_SHOWN ? pointer : `${pointer.slice(0, MAX_SHOWN)}…`;
}

/** A short, escaped rendering of untrusted text for a message. */
export function quoteInput(text: string, max = 40): string {
  return JSON.stringify(text.length <= max ? text : `${text.slice(0, max)}…`);
}
