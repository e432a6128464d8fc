import { ProtocolError, quoteInput } from '../boundary/protocol-error.js';

/** Any UUID in its 8-4-4-4-12 hex spelling, either letter case (no braces, no urn: prefix). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUIDv7 (RFC 9562): version nibble 7, variant bits 10 (8, 9, a or b), either letter case. */
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What a message shows of a rejected value: a few escaped characters of a string, else its type. */
function shown(value: unknown): string {
  return typeof value === 'string' ? quoteInput(value) : `a value of type ${value === null ? 'null' : typeof value}`;
}

/**
 * Whether `value` is a UUID of any version or variant in the 8-4-4-4-12 hex spelling, either letter
 * case (the nil and max UUIDs included). Braces, a `urn:uuid:` prefix, surrounding spaces and a
 * trailing newline are not UUIDs here.
 *
 * @example
 * isAnyUuid('0192F3A4-5B6C-7D8E-9F01-23456789ABCD'); // true
 * isAnyUuid('0192f3a45b6c7d8e9f0123456789abcd');     // false: no hyphens
 */
export function isAnyUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Whether `value` is a UUIDv7 (RFC 9562): a UUID whose version nibble is 7 and whose variant is the
 * RFC one (the first digit of the fourth group is 8, 9, a or b), in either letter case. This is the
 * shape of a MutationRequestId.
 *
 * @example
 * isUuidV7('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'); // true (the RFC 9562 example)
 * isUuidV7('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'); // true: either case
 * isUuidV7('9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c'); // false: version 4
 */
export function isUuidV7(value: unknown): value is string {
  return typeof value === 'string' && UUID_V7.test(value);
}

/**
 * The lowercase spelling of a UUID of any version, the one spelling every lookup uses (request
 * identity, retention, payload comparison). Throws ProtocolError('invalid_request') for anything
 * that is not a UUID in the 8-4-4-4-12 hex spelling; the message shows at most a few characters.
 *
 * @example
 * normalizeUuid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'); // '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'
 * normalizeUuid('req-1'); // throws ProtocolError (code invalid_request)
 */
export function normalizeUuid(value: unknown): string {
  if (!isAnyUuid(value)) throw new ProtocolError('invalid_request', `not a UUID: ${shown(value)}`);
  return value.toLowerCase();
}

/**
 * The 48-bit Unix timestamp in milliseconds embedded in a UUIDv7 (its first 12 hex digits,
 * RFC 9562 `unix_ts_ms`), from 0 to 2^48 − 1. Either letter case is accepted. Throws
 * ProtocolError('invalid_request') when `id` is not a UUIDv7.
 *
 * @example
 * uuidV7Timestamp('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'); // 1645557742000 (2022-02-22T19:22:22Z)
 */
export function uuidV7Timestamp(id: string): number {
  if (!isUuidV7(id)) throw new ProtocolError('invalid_request', `not a UUIDv7: ${shown(id)}`);
  // 12 hex digits are 48 bits: well inside the safe integers, so parseInt is exact.
  return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}
