/**
 * The kinds of code a package's ProtocolError carries, as an interface a package may add to: codes
 * are names by default (`invalid_request`); a package of a JSON-RPC protocol, whose codes are
 * integers (-32601), adds `integer: number` by module augmentation in its boundary.d.ts, so its
 * ProtocolError's code is typed as its wire codes are while every other package's stays a string.
 */
export interface ProtocolErrorCodeKinds {
  name: string;
}

/** A code a ProtocolError carries: one of the kinds above. */
export type ProtocolErrorCode = ProtocolErrorCodeKinds[keyof ProtocolErrorCodeKinds];

/**
 * The one error every boundary function throws for bad input. `code` is the protocol's error code
 * for it, as its framing declares them (a name, or a JSON-RPC integer), so callers can switch over
 * known codes and fall back on ones they do not know. `pointer` is the JSON
 * Pointer of the offending value when there is one. Messages never echo input beyond a few bytes.
 */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  readonly code: ProtocolErrorCode;
  readonly pointer: string | undefined;

  constructor(code: ProtocolErrorCode, message: string, pointer?: string) {
    super(pointer === undefined ? message : `${message} (at ${boundedPointer(pointer)})`);
    this.code = code;
    this.pointer = pointer === undefined ? undefined : boundedPointer(pointer);
  }
}

/**
 * The code the generic runtime gives malformed input when its caller names none: the JSON-RPC and
 * JSON Lines sense of an invalid request. Generated packages always pass their spec's own
 * (framing.codes.invalid), so this default only serves direct users of these modules.
 */
export const DEFAULT_INVALID_CODE = 'invalid_request';

/** Longest pointer or quoted input a message carries: keys come from the peer and may be huge. */
const MAX_SHOWN = 200;

function boundedPointer(pointer: string): string {
  return pointer.length <= MAX_SHOWN ? pointer : `${pointer.slice(0, MAX_SHOWN)}…`;
}

/** A short, escaped rendering of untrusted text for a message: at most a few dozen characters. */
export function quoteInput(text: string, max = 40): string {
  const shown = text.length <= max ? text : `${text.slice(0, max)}…`;
  return JSON.stringify(shown);
}

/** JSON Pointer escaping of one path segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}
