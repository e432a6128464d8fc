import { ERROR_CODES, ProtocolError } from '@felan-ai/session-protocol';
import { holds } from './violation.ts';

/**
 * The codes the boundary throws (runtime/boundary/*.ts: invalid_request for everything malformed,
 * protocol_mismatch for another wire version, unsupported_operation for an unknown op). Pinned
 * here so a new code is a decision, not an accident; each must be one of the protocol's ERROR_CODES.
 */
export const BOUNDARY_ERROR_CODES: ReadonlySet<string> = new Set([
  'invalid_request',
  'protocol_mismatch',
  'unsupported_operation',
]);

/** The decoder only ever says invalid_request (runtime/boundary/json-line-decoder.ts). */
export const DECODER_ERROR_CODES: ReadonlySet<string> = new Set(['invalid_request']);

for (const code of BOUNDARY_ERROR_CODES) {
  if (!(ERROR_CODES as readonly string[]).includes(code))
    throw new Error(`fuzz: ${code} is not one of the protocol's ERROR_CODES`);
}

/**
 * Longest message allowed. A message names an operation, a schema keyword with its limit or pattern
 * (the longest spec pattern is ~100 characters), a quoted key of at most 40 code units (≤ 240
 * escaped) and a pointer of at most 200; 1,024 leaves room for all of that and still catches any
 * message that echoes input, which the fuzzer makes kilobytes to megabytes long.
 */
export const MAX_MESSAGE_LENGTH = 1024;

/** A pointer is cut at 200 code units plus an ellipsis (runtime/boundary/protocol-error.ts). */
const MAX_POINTER_LENGTH = 201;

/** The rule: the only exception is a ProtocolError with an allowed code, a bounded message and pointer. */
export function checkThrown(error: unknown, codes: ReadonlySet<string>): asserts error is ProtocolError {
  const rule = 'the only exception is a ProtocolError with a known code and a bounded message';
  holds(error instanceof ProtocolError, rule, () => `threw ${describeError(error)}`);
  holds(
    codes.has(error.code),
    rule,
    () => `code ${JSON.stringify(error.code).slice(0, 80)} is not one of ${[...codes].join(', ')}`,
  );
  holds(
    error.message.length <= MAX_MESSAGE_LENGTH,
    rule,
    () => `message of ${error.message.length} characters: ${error.message.slice(0, 120)}…`,
  );
  const pointer: unknown = error.pointer;
  holds(
    pointer === undefined ||
      (typeof pointer === 'string' &&
        pointer.length <= MAX_POINTER_LENGTH &&
        (pointer === '' || pointer.startsWith('/'))),
    rule,
    () => `pointer ${String(pointer).slice(0, 80)} is not a bounded JSON Pointer`,
  );
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.constructor.name}: ${error.message.slice(0, 200)}`;
  return `a non-error ${typeof error}`;
}
