import { encodeJsonLine } from './encode-line.js';
import { FAIL, isPlainObject } from './fast-read.js';
import { copyPlainJson, restoreByteBudget, startByteBudget } from './plain-json.js';
import { ProtocolError, quoteInput } from './protocol-error.js';
import { stripperFor, type StripPlan, type StripPlans, type Stripper } from './strip-unknown.js';

/** The shape of a generated Ajv validator, as this module calls it. */
export interface CheckFunction {
  (data: unknown): boolean;
  errors?: readonly { readonly instancePath: string; readonly keyword: string; readonly message?: string; readonly params: object }[] | null;
}

/**
 * A generated reader (src/readers.ts, runtime/boundary/fast-read.ts): the stripped copy of a valid
 * value, or FAIL. `slot` reads an envelope's params or result with the operation's own reader.
 */
export type Reader = (value: unknown, depth: number, slot?: Reader) => unknown;

/** A schema the package knows: its validator, how to strip what readers do not know, and its reader if it has one. */
export interface KnownSchema {
  readonly validate: CheckFunction;
  readonly plan: StripPlan;
  readonly read?: Reader;
}

export type SessionPolicy = 'required' | 'forbidden' | 'optional';

/** What the boundary needs to know of one operation. */
export interface OperationBinding {
  readonly mutation: boolean;
  readonly session: SessionPolicy;
  readonly params: KnownSchema;
  readonly result: KnownSchema;
}

/** Everything protocol-specific the boundary needs; the generated package builds it from the spec. */
export interface BoundaryBinding {
  readonly wireVersion: number;
  readonly maxDepth: number;
  readonly maxFrameBytes: number;
  readonly operations: ReadonlyMap<string, OperationBinding>;
  readonly clientEnvelope: KnownSchema;
  readonly serverEnvelope: KnownSchema;
  readonly mutationRequestId: CheckFunction;
  /** Frames encodeFrame accepts, told apart by a property only that kind has. */
  readonly frames: readonly { readonly marker: string; readonly schema: KnownSchema }[];
  readonly schemas: ReadonlyMap<object, KnownSchema>;
  readonly plans: StripPlans;
  /** Readers of the whole envelopes, which take the operation's reader for their params / result. */
  readonly readers?: { readonly client: Reader; readonly server: Reader };
}

/** How deep a result stands in its response: `{v, re, outcome, result}` is one level. */
const RESULT_DEPTH = 1;

const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;

const hasOwn = Object.prototype.hasOwnProperty;

/** A ProtocolError for the first reason a validator gave, at the JSON Pointer it names (prefixed). */
function rejection(check: CheckFunction, what: string, prefix = ''): ProtocolError {
  const error = check.errors?.[0];
  if (error === undefined) return new ProtocolError('invalid_request', `${what} is invalid`, prefix || '/');
  const params = error.params as Record<string, unknown>;
  const detail =
    error.keyword === 'additionalProperties' ? `has unknown property ${quoteInput(String(params.additionalProperty))}` : (error.message ?? error.keyword);
  return new ProtocolError('invalid_request', `${what} ${detail}`, `${prefix}${error.instancePath}` || '/');
}

function check(schema: KnownSchema, value: unknown, what: string, prefix = ''): void {
  if (!schema.validate(value)) throw rejection(schema.validate, what, prefix);
}

/**
 * `fn` as a public boundary function: it reads at most `maxBytes` of JSON (plain-json.ts, bytesLeft),
 * and whatever it throws reaches the caller as a ProtocolError, by `unreadable`.
 */
function guarded<A extends unknown[], R>(maxBytes: number, fn: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    const previous = startByteBudget(maxBytes);
    try {
      return fn(...args);
    } catch (error) {
      throw unreadable(error);
    } finally {
      restoreByteBudget(previous);
    }
  };
}

/**
 * What a boundary function throws for an exception that is not a ProtocolError: it came from reading
 * the input — a Proxy's trap, a revoked Proxy, a value that outgrows the stack or the regular-expression
 * stack (megabytes under a pattern with a group loop) — so it is the input's fault, and callers still
 * catch one error type. The message names the exception's kind only: its text may come from the input.
 */
function unreadable(error: unknown): ProtocolError {
  if (error instanceof ProtocolError) return error;
  const kind = error instanceof Error ? error.name : typeof error;
  return new ProtocolError('invalid_request', `the value could not be read (${kind}): not plain data, or too large to check`);
}

/** The boundary functions over one binding, untyped by operation: the generated src/boundary.ts types them. */
export interface Boundary {
  readonly parseClientEnvelope: (raw: unknown) => Record<string, unknown>;
  readonly parseServerEnvelope: (raw: unknown, op: string) => Record<string, unknown>;
  readonly parseOperationResult: (op: string, result: unknown) => Record<string, unknown>;
  readonly parseSchema: (schema: object, value: unknown) => unknown;
  readonly encodeFrame: (frame: unknown) => Uint8Array;
}

/**
 * Builds the boundary functions over a binding. Every parser first tries the generated reader, which
 * validates, copies and strips in one pass; when there is none, or it fails, the slow path copies the
 * input as bounded plain JSON (never mutating it), validates the copy, applies the protocol's
 * cross-field rules, strips unknown optional fields from the copy it returns, and names any problem.
 * `readers: false` keeps to the slow path (the tests compare the two).
 */
export function createBoundary(binding: BoundaryBinding, options: { readers?: boolean } = {}): Boundary {
  const readers = options.readers === false ? undefined : binding.readers;
  const fast = (schema: KnownSchema) => (options.readers === false ? undefined : schema.read);
  const maxBytes = binding.maxFrameBytes;
  const plain = (raw: unknown) => copyPlainJson(raw, binding.maxDepth, maxBytes) as Record<string, unknown>;
  // Each schema's plan is compiled once, on first use, into a function specialised to it.
  const named = new Map<string, Stripper>();
  const strippers = new Map<StripPlan, Stripper>();
  const strip = (value: unknown, plan: StripPlan) => {
    let stripper = strippers.get(plan);
    if (stripper === undefined) strippers.set(plan, (stripper = stripperFor(plan, binding.plans, named)));
    stripper(value);
  };

  const checkWireVersion = (frame: unknown) => {
    if (typeof frame === 'object' && frame !== null && !Array.isArray(frame) && hasOwn.call(frame, 'v') && (frame as { v: unknown }).v !== binding.wireVersion) {
      throw new ProtocolError('protocol_mismatch', `wire version ${JSON.stringify((frame as { v: unknown }).v).slice(0, 20)} is not ${binding.wireVersion}`, '/v');
    }
  };

  const operation = (op: unknown) => {
    const entry = typeof op === 'string' ? binding.operations.get(op) : undefined;
    if (entry === undefined) throw new ProtocolError('unsupported_operation', `unknown operation ${quoteInput(String(op))}`, '/op');
    return entry;
  };

  /** Every rule a request obeys, checked on a plain copy without changing it; returns its operation. */
  function checkClientFrame(frame: Record<string, unknown>) {
    checkWireVersion(frame);
    check(binding.clientEnvelope, frame, 'request');
    const entry = operation(frame.op);
    if (entry.mutation && !binding.mutationRequestId(frame.id)) {
      throw new ProtocolError('invalid_request', `a request to ${String(frame.op)} must have a UUIDv7 id`, '/id');
    }
    const named = hasOwn.call(frame, 'session');
    if (entry.session === 'required' && !named) throw new ProtocolError('invalid_request', `${String(frame.op)} needs a session`, '/session');
    if (entry.session === 'forbidden' && named) throw new ProtocolError('invalid_request', `${String(frame.op)} takes no session`, '/session');
    check(entry.params, frame.params, `params of ${String(frame.op)}`, '/params');
    return entry;
  }

  /** The fast path of parseClientEnvelope: the request, or FAIL for the slow path to decide. */
  function readClientEnvelope(raw: unknown): unknown {
    if (readers === undefined || !isPlainObject(raw)) return FAIL;
    const op: unknown = getOwnPropertyDescriptor(raw, 'op')?.value;
    const entry = typeof op === 'string' ? binding.operations.get(op) : undefined;
    const params = entry === undefined ? undefined : fast(entry.params);
    if (params === undefined) return FAIL;
    const frame = readers.client(raw, 0, params) as Record<string, unknown> | typeof FAIL;
    if (frame === FAIL || frame.op !== op || frame.v !== binding.wireVersion) return FAIL;
    if (entry!.mutation) {
      if (!binding.mutationRequestId(frame.id)) return FAIL;
      frame.id = (frame.id as string).toLowerCase();
    }
    const named = hasOwn.call(frame, 'session');
    if (entry!.session === 'required' ? !named : entry!.session === 'forbidden' && named) return FAIL;
    return frame;
  }

  /** A request from a client: `{v, id, op, session?, params}`. */
  function parseClientEnvelope(raw: unknown) {
    const read = readClientEnvelope(raw);
    if (read !== FAIL) return read as Record<string, unknown>;
    const frame = plain(raw);
    const entry = checkClientFrame(frame);
    if (entry.mutation) frame.id = (frame.id as string).toLowerCase();
    strip(frame, binding.clientEnvelope.plan);
    strip(frame.params, entry.params.plan);
    return frame;
  }

  /** A response to the outstanding request whose op is `op`: responses carry `re`, never `op`. */
  function parseServerEnvelope(raw: unknown, op: string) {
    const entry = operation(op);
    const result = fast(entry.result);
    if (readers !== undefined && result !== undefined) {
      const read = readers.server(raw, 0, result) as Record<string, unknown> | typeof FAIL;
      if (read !== FAIL && read.v === binding.wireVersion) return read;
    }
    const frame = plain(raw);
    checkWireVersion(frame);
    check(binding.serverEnvelope, frame, 'response');
    if (frame.outcome === 'accepted') {
      check(entry.result, frame.result, `result of ${op}`, '/result');
      strip(frame.result, entry.result.plan);
    }
    strip(frame, binding.serverEnvelope.plan);
    return frame;
  }

  /**
   * A result on its own, for the operation `op`. It is read one level down, where it stands in its
   * response (`/result`), so it is refused exactly when the same response would be: not one level deeper.
   */
  function parseOperationResult(op: string, result: unknown) {
    const entry = operation(op);
    const read = fast(entry.result)?.(result, RESULT_DEPTH);
    if (read !== undefined && read !== FAIL) return read as Record<string, unknown>;
    const copy = copyPlainJson(result, binding.maxDepth - RESULT_DEPTH, maxBytes) as Record<string, unknown>;
    check(entry.result, copy, `result of ${op}`);
    strip(copy, entry.result.plan);
    return copy;
  }

  /** Any value against one of the package's exported schemas (`SessionSnapshotSchema`, …). */
  function parseSchema(schema: object, value: unknown): unknown {
    const known = binding.schemas.get(schema);
    if (known === undefined) throw new TypeError('parseSchema takes one of the schemas this package exports');
    return guardedParseKnown(known, value);
  }

  const guardedParseKnown = guarded(maxBytes, parseKnown);
  function parseKnown(known: KnownSchema, value: unknown): unknown {
    const read = fast(known)?.(value, 0);
    if (read !== undefined && read !== FAIL) return read;
    const copy = plain(value);
    check(known, copy, 'value');
    strip(copy, known.plan);
    return copy;
  }

  /**
   * One frame as the UTF-8 bytes of one JSON line. The frame is checked first — a request against
   * its operation's params, anything else against its frame schema — and must fit the frame limit.
   * It encodes exactly what it is given: it is not a secret scrubber.
   */
  function encodeFrame(frame: unknown): Uint8Array {
    const copy = plain(frame);
    if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) throw new ProtocolError('invalid_request', 'a frame is a JSON object');
    if (hasOwn.call(copy, 'op') && hasOwn.call(copy, 'id')) {
      checkClientFrame(copy);
    } else {
      const kind = binding.frames.find((candidate) => hasOwn.call(copy, candidate.marker));
      if (kind === undefined) throw new ProtocolError('invalid_request', 'not a frame of this protocol');
      check(kind.schema, copy, 'frame');
    }
    return encodeJsonLine(copy, binding.maxFrameBytes);
  }

  // The public functions: whatever reading the input throws reaches the caller as a ProtocolError.
  return {
    parseClientEnvelope: guarded(maxBytes, parseClientEnvelope),
    parseServerEnvelope: guarded(maxBytes, parseServerEnvelope),
    parseOperationResult: guarded(maxBytes, parseOperationResult),
    parseSchema,
    encodeFrame: guarded(maxBytes, encodeFrame),
  };
}
