import { pointerSegment } from '../../boundary/protocol-error.js';

// What a spec `check:` function reports. The spec promises rules across members that JSON Schema
// cannot state ("the parser checks that …"); the generated validators and parsers run the named
// check after the schema accepts a node and turn a failure into their own error at
// `<node pointer><pointer>`, so a failure carries the path both as keys and as a pointer.

export interface CheckFailure {
  /** Keys from the checked value to the offending member or item, outermost first (non-empty). */
  readonly path: readonly (string | number)[];
  /** The same path as a JSON Pointer relative to the checked value: '/items/0/values/b' (RFC 6901 escaping). */
  readonly pointer: string;
  /** Why, worded like Ajv's messages, to follow "value … ": 'must NOT repeat name "a" (item 0 has it)'. */
  readonly reason: string;
}

/**
 * A cross-member check. Total over any input: it never throws, reads only the own members its
 * rule names, skips what has the wrong shape (the schema reports that) and returns the first
 * failure in document order, or undefined.
 */
export type Check = (value: unknown) => CheckFailure | undefined;

/** A failure at `path` (copied, so the caller's array may be reused), with its pointer spelled out. */
export function checkFailure(path: readonly (string | number)[], reason: string): CheckFailure {
  const keys = [...path];
  let pointer = '';
  for (const key of keys) pointer += `/${pointerSegment(key)}`;
  return { path: keys, pointer, reason };
}
