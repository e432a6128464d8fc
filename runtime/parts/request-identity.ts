import { copyPlainJson } from '../boundary/plain-json.js';
import { ProtocolError } from '../boundary/protocol-error.js';
import { exceedsUtf8Bytes, utf8ByteLength } from '../validation/utf8-byte-length.js';
import { isAnyUuid, isUuidV7, uuidV7Timestamp } from './uuid-v7.js';

/**
 * The request fields canonicalRequestPayload reads: a parsed ClientEnvelope (`{v, id, op,
 * session?, params}`) or a bare `{op, session?, params}` command. `id`, `v` and any other field are
 * ignored.
 */
export interface RequestPayloadSource {
  readonly op: string;
  readonly session?: string;
  readonly params: { readonly [key: string]: unknown };
}

/** What compareRequestPayload answers for a retry with a known request id. */
export type RequestPayloadComparison = 'same' | 'conflict' | 'unusable';

/** Limits of canonicalRequestPayload and compareRequestPayload. */
export interface RequestPayloadOptions {
  /** Deepest nesting of arrays and objects, counting the payload object itself (LIMITS.jsonDepth). */
  readonly jsonDepth?: number;
  /** Most UTF-8 bytes of a canonical payload (LIMITS.frameBytes, StoredRequestRecord.payload's bound). */
  readonly frameBytes?: number;
}

/** The reference values of RequestPayloadOptions (LIMITS.jsonDepth and LIMITS.frameBytes). */
export const REQUEST_PAYLOAD_DEFAULTS = { jsonDepth: 32, frameBytes: 16_777_216 } as const;

/** Options of requestRetainUntil. */
export interface RequestIdentityOptions {
  /** Days a request record is kept after the later of its id's timestamp and its admission (LIMITS.requestRetentionDays). */
  readonly requestRetentionDays?: number;
}

/** The reference value of RequestIdentityOptions (LIMITS.requestRetentionDays). */
export const REQUEST_IDENTITY_DEFAULTS = { requestRetentionDays: 7 } as const;

const MS_PER_DAY = 86_400_000;

function positiveInteger(value: number, name: string, allowZero = false): number {
  if (!Number.isSafeInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new RangeError(
      `${name} must be a ${allowZero ? 'non-negative' : 'positive'} safe integer, not ${String(value)}`,
    );
  }
  return value;
}

function payloadLimits(options: RequestPayloadOptions | undefined): { jsonDepth: number; frameBytes: number } {
  return {
    jsonDepth: positiveInteger(options?.jsonDepth ?? REQUEST_PAYLOAD_DEFAULTS.jsonDepth, 'jsonDepth'),
    frameBytes: positiveInteger(options?.frameBytes ?? REQUEST_PAYLOAD_DEFAULTS.frameBytes, 'frameBytes'),
  };
}

/** One own data property of the request; a getter is refused without running it. */
function field(request: object, key: string): { present: boolean; value: unknown } {
  const descriptor = Object.getOwnPropertyDescriptor(request, key);
  if (descriptor === undefined) return { present: false, value: undefined };
  if (!('value' in descriptor))
    throw new ProtocolError('invalid_request', 'not plain JSON: an accessor property', `/${key}`);
  return { present: true, value: descriptor.value };
}

/** The canonical payload of a request whose limits are already checked. */
function canonicalize(request: unknown, limits: { jsonDepth: number; frameBytes: number }): string {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new ProtocolError('invalid_request', 'a request must be a JSON object');
  }
  const prototype = Object.getPrototypeOf(request);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new ProtocolError('invalid_request', 'a request must be a plain object');
  }
  const op = field(request, 'op');
  if (typeof op.value !== 'string' || op.value.length === 0)
    throw new ProtocolError('invalid_request', 'op must be a non-empty string', '/op');
  const params = field(request, 'params');
  if (typeof params.value !== 'object' || params.value === null || Array.isArray(params.value)) {
    throw new ProtocolError('invalid_request', 'params must be a JSON object', '/params');
  }
  const command: Record<string, unknown> = { op: op.value, params: params.value };
  const session = field(request, 'session');
  if (session.present) {
    if (typeof session.value !== 'string' || session.value.length === 0) {
      throw new ProtocolError('invalid_request', 'session must be a non-empty string when present', '/session');
    }
    command.session = session.value;
  }
  // Checks that params is bounded plain JSON (pointers come out as /params/...), on a copy.
  const copy = copyPlainJson(command, limits.jsonDepth, limits.frameBytes);
  const parts: string[] = [];
  write(copy, parts);
  const payload = parts.join('');
  if (exceedsUtf8Bytes(payload, limits.frameBytes)) {
    throw new ProtocolError(
      'invalid_request',
      `canonical payload of ${utf8ByteLength(payload)} bytes exceeds ${limits.frameBytes} bytes`,
    );
  }
  return payload;
}

/** Canonical JSON of a checked plain-JSON copy: sorted keys, no whitespace, lowercase UUID strings. */
function write(value: unknown, parts: string[]): void {
  if (typeof value === 'string') {
    parts.push(JSON.stringify(isAnyUuid(value) ? value.toLowerCase() : value));
  } else if (typeof value !== 'object' || value === null) {
    // null, booleans and finite numbers (copyPlainJson refused everything else): -0 is written 0.
    parts.push(JSON.stringify(value));
  } else if (Array.isArray(value)) {
    parts.push('[');
    value.forEach((item, index) => {
      if (index > 0) parts.push(',');
      write(item, parts);
    });
    parts.push(']');
  } else {
    const record = value as Record<string, unknown>;
    // Default sort: UTF-16 code unit order, as RFC 8785 (JCS) sorts member names.
    const keys = Object.keys(record).sort();
    parts.push('{');
    keys.forEach((key, index) => {
      if (index > 0) parts.push(',');
      parts.push(JSON.stringify(key), ':');
      write(record[key], parts);
    });
    parts.push('}');
  }
}

/**
 * The canonical command payload of a mutation request, as StoredRequestRecord.payload keeps it and
 * a retry is compared with: the JSON text of `{op, params, session?}` (the envelope's `id`, wire
 * version `v` and any other field left out), written with member names sorted by UTF-16 code units
 * at every level, no whitespace, strings and numbers as JSON.stringify writes them (so `1.0` is
 * `1`, `1e21` is `1e+21`, -0 is `0`), and every string value that is a UUID (8-4-4-4-12 hex
 * digits, any version) in lowercase. This is RFC 8785 (JCS) over the normalized command.
 *
 * Call it on the parsed request (parseClientEnvelope's output), whose unknown optional fields are
 * already stripped: this function knows no schema and keeps every params field it is given.
 *
 * Choice: UUID-shaped string values are lowercased wherever they occur in `session` and `params`
 * (array items and member values at any depth), because a UUID has one meaning whatever its
 * letter case and this function cannot tell which fields hold ids; member names are never changed
 * (two names that differ in case stay two members), and a string that merely contains a UUID is
 * kept as it is. A retry that differs only in the letter case of such a value is therefore the
 * same request. Choice: the payload carries no version of its own; StoredRequestRecord.rowVersion
 * versions the record, and compareRequestPayload finds a payload of another canonical form
 * unusable.
 *
 * Throws ProtocolError('invalid_request') when the request is not a plain object with a non-empty
 * string op, a JSON-object params and, if present, a non-empty string session; when params is not
 * bounded plain JSON (undefined, NaN, a Date, a getter, a `__proto__` key, deeper than jsonDepth
 * counting the payload object) at its JSON Pointer; or when the payload exceeds frameBytes UTF-8
 * bytes. Bad options throw RangeError. The request is never changed.
 *
 * @example
 * canonicalRequestPayload({
 *   v: 1, id: '0192F3A4-5B6C-7D8E-9F01-23456789ABCD', op: 'steer', session: 'sess-01',
 *   params: { text: 'Stop editing the generated files.' },
 * });
 * // '{"op":"steer","params":{"text":"Stop editing the generated files."},"session":"sess-01"}'
 */
export function canonicalRequestPayload(request: RequestPayloadSource, options?: RequestPayloadOptions): string {
  return canonicalize(request, payloadLimits(options));
}

/** Whether `text` is a payload this version of canonicalRequestPayload writes, byte for byte. */
function isCanonicalPayload(text: string, limits: { jsonDepth: number; frameBytes: number }): boolean {
  if (text.length < 2 || exceedsUtf8Bytes(text, limits.frameBytes)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  // Writing the parsed value again checks everything at once: a member other than op, params and
  // session (a v or id of another canonical form) is left out, so the text differs; any other
  // difference of spelling (whitespace, order, numbers, escapes, UUID case) shows the same way.
  try {
    return canonicalize(parsed, limits) === text;
  } catch (error) {
    if (error instanceof ProtocolError) return false;
    throw error;
  }
}

/**
 * Compares a retry with the payload recorded for its request id: `same` when the retry's
 * canonicalRequestPayload equals the stored payload exactly (the host answers from the recorded
 * outcome), `conflict` when it differs (another op, session or params under a reused id: the host
 * answers request_conflict), `unusable` when the stored value cannot be compared at all. It only
 * compares: it never executes, retries or records anything.
 *
 * Choice: `unusable` means the stored value is not a payload this version would write byte for
 * byte: not a string, longer than frameBytes, not JSON, not a `{op, params, session?}` object with
 * only those members, or JSON in another form (whitespace, unsorted members, another number
 * spelling, an uppercase UUID, a `v` or `id` member: another canonical version). Such a record
 * proves neither sameness nor conflict; the host must not run the request again because of it.
 * A retry that is not a valid request always throws ProtocolError('invalid_request') (as
 * canonicalRequestPayload), whatever is stored; bad options throw RangeError. Neither argument is
 * changed.
 *
 * @example
 * const stored = '{"op":"steer","params":{"text":"Stop."},"session":"sess-01"}';
 * compareRequestPayload(stored, { op: 'steer', session: 'sess-01', params: { text: 'Stop.' } }); // 'same'
 * compareRequestPayload(stored, { op: 'steer', session: 'sess-01', params: { text: 'Go.' } });   // 'conflict'
 * compareRequestPayload('{"op": "steer"}', { op: 'steer', params: {} });                        // 'unusable'
 */
export function compareRequestPayload(
  stored: unknown,
  incoming: RequestPayloadSource,
  options?: RequestPayloadOptions,
): RequestPayloadComparison {
  const limits = payloadLimits(options);
  const retry = canonicalize(incoming, limits);
  if (typeof stored !== 'string' || !isCanonicalPayload(stored, limits)) return 'unusable';
  return stored === retry ? 'same' : 'conflict';
}

/**
 * When a request record may be dropped (StoredRequestRecord.retainUntil): requestRetentionDays
 * (7) days of 86,400,000 ms after the later of the id's embedded UUIDv7 millisecond timestamp and
 * `admittedAt`, both milliseconds since the Unix epoch. A clock-skewed id from the future is thus
 * kept 7 days past its own time, and an old id 7 days past its admission. No clock is read.
 *
 * Throws ProtocolError('invalid_request') when `id` is not a UUIDv7 (either letter case) at `/id`,
 * when `admittedAt` is not a Timestamp (a non-negative safe integer) at `/admittedAt`, or when the
 * result would pass the largest Timestamp (2^53 − 1). A requestRetentionDays that is not a
 * non-negative safe integer throws RangeError.
 *
 * @example
 * requestRetainUntil('0192f3a4-5b6c-7d8e-9f01-23456789abcd', 1763049600000);
 * // 1763654400000: the id's time (1730664487788) is earlier, so 7 days after admission
 */
export function requestRetainUntil(id: string, admittedAt: number, options?: RequestIdentityOptions): number {
  const days = positiveInteger(
    options?.requestRetentionDays ?? REQUEST_IDENTITY_DEFAULTS.requestRetentionDays,
    'requestRetentionDays',
    true,
  );
  if (!isUuidV7(id)) throw new ProtocolError('invalid_request', 'a request id must be a UUIDv7', '/id');
  if (typeof admittedAt !== 'number' || !Number.isSafeInteger(admittedAt) || admittedAt < 0) {
    throw new ProtocolError(
      'invalid_request',
      'admittedAt must be a non-negative safe integer (ms since the epoch)',
      '/admittedAt',
    );
  }
  const until = Math.max(uuidV7Timestamp(id), admittedAt) + days * MS_PER_DAY;
  if (!Number.isSafeInteger(until))
    throw new ProtocolError('invalid_request', 'the retention end is past the largest Timestamp', '/admittedAt');
  return until + 0;
}
