import { encodeContentLength, encodeJsonLine } from './encode-line.js';
import { FAIL, isPlainObject } from './fast-read.js';
import { copyPlainJson, restoreByteBudget, startByteBudget, UNBOUNDED_BUDGET } from './plain-json.js';
import { ProtocolError, pointerSegment, quoteInput, type ProtocolErrorCode } from './protocol-error.js';
import { schemaChecks, type CheckedSchema, type Reader } from './schema-check.js';
import { stripperFor, type StripPlan, type StripPlans, type Stripper } from './strip-unknown.js';

export type { CheckedSchema, CheckFunction, Reader } from './schema-check.js';

/** A schema the package knows: how it is checked (schema-check.ts), and how to strip what readers do not know. */
export interface KnownSchema extends CheckedSchema {
  readonly plan: StripPlan;
  /**
   * For parseKnown (parseSchema): a schema of the framing's request type is parsed as a request, one
   * of its command type as a command (the operation and its params checked); any other by its schema.
   */
  readonly as?: 'request' | 'command';
}

/** The two peers of a protocol. */
export type Peer = 'client' | 'host';

/** Whether a request of an operation's scope names its target (the request's target member). */
export type TargetPolicy = 'required' | 'forbidden' | 'optional';

/** What the boundary needs to know of one operation. */
export interface OperationBinding {
  readonly mutation: boolean;
  /** Which peer sends requests of the operation: one of them, or both (either may ask, the other answers). */
  readonly sender: Peer | 'both';
  readonly target: TargetPolicy;
  readonly params: KnownSchema;
  readonly result: KnownSchema;
}

/** The request frame: its schema and the members that name the operation, the id, the params and the target. */
export interface RequestBinding {
  readonly schema: KnownSchema;
  readonly operation: string;
  readonly id: string;
  readonly params: string;
  /** Whether the params member must be there; when not, an absent one is checked as `{}` and stays absent. */
  readonly paramsRequired: boolean;
  readonly target?: string;
  /** The id a request to a mutating operation must have (the type's name and schema), and whether it is returned in lowercase. */
  readonly mutationId?: { readonly type: string; readonly schema: CheckedSchema; readonly lowercase: boolean };
  /** The reader of the whole request, which takes the operation's reader for its params. */
  readonly read?: Reader;
  /** A request's command without its envelope (framing.request.command): its operation and params members only. */
  readonly command?: { readonly schema: KnownSchema; readonly read?: Reader };
}

/** The response frame: its schema, and where (and when) it carries the operation's result. */
export interface ResponseBinding {
  readonly schema: KnownSchema;
  /** The member naming the request a response answers (its id). */
  readonly correlation: string;
  readonly result: string;
  /** The member and value marking a response that carries a result; without it, wherever the result member is present. */
  readonly when?: { readonly field: string; readonly equals: unknown };
  /** The reader of the whole response, which takes the operation's reader for its result. */
  readonly read?: Reader;
  /**
   * Whether a response may leave out its correlation member: JSON-RPC's (and MCP's) error response
   * to a request whose id could not be read. Such a response answers no pending request; it is
   * parsed and encoded as the response type allows it, and carries no result.
   */
  readonly uncorrelated?: boolean;
}

/**
 * Everything protocol-specific the boundary needs, built by the generated package from the spec's
 * framing declaration: this module names no member, type or limit of any one protocol.
 */
export interface BoundaryBinding {
  /** How encodeFrame delimits a message: one JSON line, or a Content-Length header part and the JSON. */
  readonly encoding: 'json-lines' | 'content-length';
  readonly maxDepth: number;
  readonly maxFrameBytes: number;
  /** The version member every frame may carry and the value it must have. */
  readonly version?: { readonly field: string; readonly value: unknown; readonly code: ProtocolErrorCode };
  /**
   * The error codes of a malformed frame, of an unknown operation and, when the protocol tells them
   * apart (JSON-RPC's -32602), of params that do not match their operation (`invalid` when absent).
   */
  readonly codes: {
    readonly invalid: ProtocolErrorCode;
    readonly unknownOperation: ProtocolErrorCode;
    readonly params?: ProtocolErrorCode;
  };
  readonly operations: ReadonlyMap<string, OperationBinding>;
  readonly request: RequestBinding;
  readonly response: ResponseBinding;
  /** Other frames encodeFrame accepts, told apart by a property only that kind has. */
  readonly frames: readonly { readonly marker: string; readonly schema: KnownSchema }[];
  /** The events and notifications, with the peer that sends each (either, when its type does not say). */
  readonly events: readonly { readonly marker: string; readonly schema: KnownSchema; readonly from: Peer | 'either' }[];
  readonly plans: StripPlans;
}

/** How deep a result stands in its response: a top-level member of the response is one level. */
const RESULT_DEPTH = 1;

const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `fn` as a public boundary function: it reads at most `maxBytes` of JSON (plain-json.ts, bytesLeft),
 * and whatever it throws reaches the caller as a ProtocolError, by `unreadable`.
 */
function guarded<A extends unknown[], R>(
  code: ProtocolErrorCode,
  maxBytes: number,
  fn: (...args: A) => R,
): (...args: A) => R {
  return (...args) => {
    const previous = startByteBudget(maxBytes);
    try {
      return fn(...args);
    } catch (error) {
      throw unreadable(code, error);
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
function unreadable(code: ProtocolErrorCode, error: unknown): ProtocolError {
  if (error instanceof ProtocolError) return error;
  const kind = error instanceof Error ? error.name : typeof error;
  return new ProtocolError(code, `the value could not be read (${kind}): not plain data, or too large to check`);
}

/**
 * The boundary functions over one binding, untyped by operation: the generated src/boundary.ts
 * exports them under the names the spec's framing gives (framing.request.parser…) and types them.
 */
export interface Boundary {
  /** A request: the request frame, a known operation, the id and target its operation asks for, and its params. */
  readonly parseRequest: (raw: unknown) => unknown;
  /** A response to the outstanding request whose operation is `op` (responses name the request, not the operation). */
  readonly parseResponse: (raw: unknown, op: string) => unknown;
  /** A result is any JSON value its schema allows: the generated module types it by operation. */
  readonly parseResult: (op: string, result: unknown) => unknown;
  /** A value against one of the package's schemas: the generated parseSchema finds it by the exported schema object (src/schema-parser.js). */
  readonly parseKnown: (known: KnownSchema, value: unknown) => unknown;
  readonly encodeFrame: (frame: unknown) => Uint8Array;
  /**
   * Anything the peer `from` sends: a request of an operation it sends, a response to a request of
   * the other peer (whose operation `pending` names, by the response's correlation id), or one of its
   * events. The generated module exports it once per declared direction and types it.
   */
  readonly parseIncoming: (
    raw: unknown,
    from: Peer,
    pending: (id: string | number) => string | undefined,
  ) => IncomingMessage;
}

/** What parseIncoming returns: the message, by kind; a response without correlation (an error to an unreadable request) has no operation. */
export type IncomingMessage =
  | { readonly kind: 'request'; readonly request: unknown }
  | { readonly kind: 'response'; readonly operation: string | undefined; readonly response: unknown }
  | { readonly kind: 'event'; readonly event: unknown };

/** How a boundary is built: `readers: false` keeps to the slow path with Ajv's validators, taken from `validators` (the package's validators module) by name. */
export interface BoundaryOptions {
  readonly readers?: boolean;
  readonly validators?: Readonly<Record<string, unknown>>;
}

/**
 * Builds the boundary functions over a binding. Every parser first tries the generated reader, which
 * validates and strips in one pass, copying only the objects and arrays it strips members from (and
 * those holding them): the rest of its output is the input's own. When there is none, or it fails, the
 * slow path copies the input as bounded plain JSON (never mutating it, and throwing what is not plain
 * JSON), checks the copy — by the readers again, which on a plain copy fail only for the schema and
 * say why, or by a validator where a schema has no reader (schema-check.ts) — applies the framing's
 * cross-field rules, strips unknown optional fields from the copy it returns, and names any problem.
 * Neither ever changes its input.
 * `readers: false` keeps to the slow path with Ajv's validators (the tests compare the two).
 */
export function createBoundary(binding: BoundaryBinding, options: BoundaryOptions = {}): Boundary {
  const slowOnly = options.readers === false;
  const fast = (schema: KnownSchema | { readonly read?: Reader }) => (slowOnly ? undefined : schema.read);
  const { request, response, version, codes } = binding;
  const invalid = codes.invalid;
  const invalidParams = codes.params ?? invalid;
  const maxBytes = binding.maxFrameBytes;
  const plain = (raw: unknown) => copyPlainJson(raw, binding.maxDepth, maxBytes, invalid) as Record<string, unknown>;
  const { holds, check } = schemaChecks(invalid, !slowOnly, options.validators);
  // Each schema's plan is compiled once, on first use, into a function specialised to it.
  const named = new Map<string, Stripper>();
  const strippers = new Map<StripPlan, Stripper>();
  const strip = (value: unknown, plan: StripPlan) => {
    let stripper = strippers.get(plan);
    if (stripper === undefined) strippers.set(plan, (stripper = stripperFor(plan, binding.plans, named)));
    stripper(value);
  };

  /**
   * The fast path's test of a mutation's id (a member of the frame: one level down): its reader, else
   * its validator. The frame's reader has counted the id's bytes against the frame's budget already:
   * the id's reader runs outside that budget, so the id is not counted twice.
   */
  const mutationId = request.mutationId;
  const idReader = mutationId?.schema.read;
  const idReads = (read: Reader, id: unknown) => {
    const previous = startByteBudget(UNBOUNDED_BUDGET);
    try {
      return read(id, 1) !== FAIL;
    } finally {
      restoreByteBudget(previous);
    }
  };
  const mutationIdHolds =
    mutationId === undefined
      ? undefined
      : idReader === undefined
        ? (id: unknown) => holds(mutationId.schema, id, 1)
        : (id: unknown) => idReads(idReader, id);

  /** Whether a frame read by a reader carries the right version (a reader checks the schema, which may allow others). */
  const versionHolds = (frame: Record<string, unknown>) =>
    version === undefined || !hasOwn.call(frame, version.field) || frame[version.field] === version.value;

  const checkVersion = (frame: unknown) => {
    if (
      version === undefined ||
      typeof frame !== 'object' ||
      frame === null ||
      Array.isArray(frame) ||
      !hasOwn.call(frame, version.field)
    )
      return;
    const value = (frame as Record<string, unknown>)[version.field];
    if (value !== version.value) {
      throw new ProtocolError(
        version.code,
        `wire version ${JSON.stringify(value).slice(0, 20)} is not ${JSON.stringify(version.value)}`,
        `/${pointerSegment(version.field)}`,
      );
    }
  };

  const operation = (op: unknown) => {
    const entry = typeof op === 'string' ? binding.operations.get(op) : undefined;
    if (entry === undefined)
      throw new ProtocolError(
        codes.unknownOperation,
        `unknown operation ${quoteInput(String(op))}`,
        `/${pointerSegment(request.operation)}`,
      );
    return entry;
  };

  /** The rule a request's target obeys for its operation's scope: whether the target member may, must or must not be there. */
  const targetHolds = (entry: OperationBinding, frame: Record<string, unknown>) => {
    if (request.target === undefined || entry.target === 'optional') return true;
    return hasOwn.call(frame, request.target) === (entry.target === 'required');
  };

  /** Every rule a request obeys, checked on a plain copy without changing it; returns its operation. */
  function checkRequest(frame: Record<string, unknown>) {
    checkVersion(frame);
    check(request.schema, frame, 0, 'request');
    const op = frame[request.operation];
    const entry = operation(op);
    if (entry.mutation && mutationId !== undefined && !holds(mutationId.schema, frame[request.id], 1)) {
      throw new ProtocolError(
        invalid,
        `a request to ${String(op)} must have an id that is a ${mutationId.type}`,
        `/${pointerSegment(request.id)}`,
      );
    }
    if (!targetHolds(entry, frame)) {
      const field = request.target!;
      throw new ProtocolError(
        invalid,
        entry.target === 'required' ? `${String(op)} needs a ${field}` : `${String(op)} takes no ${field}`,
        `/${pointerSegment(field)}`,
      );
    }
    checkParams(entry, frame, op);
    return entry;
  }

  /** An operation's params in a request or command, with the protocol's invalid-params code. */
  const checkParams = (entry: OperationBinding, frame: Record<string, unknown>, op: unknown) =>
    check(
      entry.params,
      paramsOf(frame),
      1,
      `params of ${String(op)}`,
      `/${pointerSegment(request.params)}`,
      invalidParams,
    );

  /** A request's params, or `{}` for an absent member the framing lets it leave out. */
  const paramsOf = (frame: Record<string, unknown>) =>
    request.paramsRequired || hasOwn.call(frame, request.params) ? frame[request.params] : {};

  /**
   * A mutation's id in the form the parser returns. The frame is the parser's own copy or, from a
   * reader, possibly the input itself (readers share what they do not strip): it is changed in place
   * only when `owned`, else copied first when the id changes, so the input is never changed.
   */
  const normalizeId = (entry: OperationBinding, frame: Record<string, unknown>, owned: boolean) => {
    if (!entry.mutation || request.mutationId?.lowercase !== true) return frame;
    const id = frame[request.id] as string;
    const lower = id.toLowerCase();
    if (lower === id) return frame;
    const out = owned ? frame : { ...frame };
    out[request.id] = lower;
    return out;
  };

  /** Absent params the framing lets a request leave out are checked as `{}` (paramsOf): the frame's reader never reaches its slot then. */
  const absentParamsHold = (frame: Record<string, unknown>, params: Reader) =>
    hasOwn.call(frame, request.params) || params({}, 1) !== FAIL;

  /** The fast path of parseRequest: the request, or FAIL for the slow path to decide. */
  function readRequest(raw: unknown): unknown {
    const read = fast(request);
    if (read === undefined || !isPlainObject(raw)) return FAIL;
    const op: unknown = getOwnPropertyDescriptor(raw, request.operation)?.value;
    const entry = typeof op === 'string' ? binding.operations.get(op) : undefined;
    const params = entry === undefined ? undefined : fast(entry.params);
    if (params === undefined) return FAIL;
    const frame = read(raw, 0, params) as Record<string, unknown> | typeof FAIL;
    if (frame === FAIL || frame[request.operation] !== op || !versionHolds(frame) || !absentParamsHold(frame, params))
      return FAIL;
    if (entry!.mutation && mutationIdHolds !== undefined && !mutationIdHolds(frame[request.id])) return FAIL;
    if (!targetHolds(entry!, frame)) return FAIL;
    return normalizeId(entry!, frame, frame !== raw);
  }

  function parseRequest(raw: unknown) {
    const read = readRequest(raw);
    if (read !== FAIL) return read as Record<string, unknown>;
    const frame = plain(raw);
    const entry = checkRequest(frame);
    normalizeId(entry, frame, true);
    strip(frame, request.schema.plan);
    if (hasOwn.call(frame, request.params)) strip(frame[request.params], entry.params.plan);
    return frame;
  }

  /** Whether a (valid) response carries a result to check against the operation's result schema. */
  const carriesResult = (frame: Record<string, unknown>) =>
    response.when === undefined
      ? hasOwn.call(frame, response.result)
      : frame[response.when.field] === response.when.equals;

  function parseResponse(raw: unknown, op: string) {
    const entry = operation(op);
    const result = fast(entry.result);
    const read = fast(response);
    if (read !== undefined && result !== undefined) {
      const frame = read(raw, 0, result) as Record<string, unknown> | typeof FAIL;
      if (frame !== FAIL && versionHolds(frame)) return frame;
    }
    const frame = plain(raw);
    checkVersion(frame);
    check(response.schema, frame, 0, 'response');
    if (carriesResult(frame)) {
      check(
        entry.result,
        frame[response.result],
        RESULT_DEPTH,
        `result of ${op}`,
        `/${pointerSegment(response.result)}`,
      );
      strip(frame[response.result], entry.result.plan);
    }
    strip(frame, response.schema.plan);
    return frame;
  }

  /**
   * A result on its own, for the operation `op`. It is read one level down, where it stands in its
   * response, so it is refused exactly when the same response would be: not one level deeper.
   */
  function parseResult(op: string, result: unknown) {
    const entry = operation(op);
    const read = fast(entry.result)?.(result, RESULT_DEPTH);
    if (read !== undefined && read !== FAIL) return read as Record<string, unknown>;
    const copy = copyPlainJson(result, binding.maxDepth - RESULT_DEPTH, maxBytes, invalid) as Record<string, unknown>;
    check(entry.result, copy, RESULT_DEPTH, `result of ${op}`);
    strip(copy, entry.result.plan);
    return copy;
  }

  /**
   * A command: the command type, a known operation and that operation's params, as a request's
   * (no envelope, so no version, id or target). The fast path reads it with the operation's reader.
   */
  function parseCommand(command: NonNullable<RequestBinding['command']>, raw: unknown): unknown {
    const read = fast(command);
    if (read !== undefined && isPlainObject(raw)) {
      const op: unknown = getOwnPropertyDescriptor(raw, request.operation)?.value;
      const params = typeof op === 'string' ? fast(binding.operations.get(op)?.params ?? {}) : undefined;
      const value = params === undefined ? FAIL : (read(raw, 0, params) as Record<string, unknown> | typeof FAIL);
      if (value !== FAIL && value[request.operation] === op && absentParamsHold(value, params!)) return value;
    }
    const copy = plain(raw);
    check(command.schema, copy, 0, 'command');
    const op = copy[request.operation];
    const entry = operation(op);
    checkParams(entry, copy, op);
    strip(copy, command.schema.plan);
    if (hasOwn.call(copy, request.params)) strip(copy[request.params], entry.params.plan);
    return copy;
  }

  /** Any value against one of the package's schemas; the request and command types as the request parser reads them. */
  function parseKnown(known: KnownSchema, value: unknown): unknown {
    if (known.as === 'request') return parseRequest(value);
    if (known.as === 'command' && request.command !== undefined) return parseCommand(request.command, value);
    const read = fast(known)?.(value, 0);
    if (read !== undefined && read !== FAIL) return read;
    const copy = plain(value);
    check(known, copy, 0, 'value');
    strip(copy, known.plan);
    return copy;
  }

  /**
   * One frame as bytes in the binding's encoding: one JSON line, or a Content-Length message. The
   * frame is checked first — a request (it names an operation and an id) against its operation's
   * params, anything else against the frame schema its marker member picks — and must fit the frame
   * limit. It encodes exactly what it is given: it is not a secret scrubber.
   */
  function encodeFrame(frame: unknown): Uint8Array {
    const copy = plain(frame);
    if (typeof copy !== 'object' || copy === null || Array.isArray(copy))
      throw new ProtocolError(invalid, 'a frame is a JSON object');
    if (hasOwn.call(copy, request.operation) && hasOwn.call(copy, request.id)) {
      checkRequest(copy);
    } else {
      // Kinds may share a marker (JSON-RPC notifications both ways carry `method`): any that accepts the frame will do.
      const kinds = binding.frames.filter((candidate) => hasOwn.call(copy, candidate.marker));
      if (kinds.length === 0 && uncorrelated(copy)) checkUncorrelated(copy);
      else if (kinds.length === 0) throw new ProtocolError(invalid, 'not a frame of this protocol');
      else if (!kinds.some((kind) => holds(kind.schema, copy, 0))) check(kinds[0]!.schema, copy, 0, 'frame');
    }
    return (binding.encoding === 'content-length' ? encodeContentLength : encodeJsonLine)(
      copy,
      binding.maxFrameBytes,
      invalid,
    );
  }

  /**
   * Whether a frame with no request and no event marker may be a response that names no request:
   * the framing allows one and the frame has neither the operation nor the correlation member.
   */
  const uncorrelated = (frame: Record<string, unknown>) =>
    response.uncorrelated === true &&
    !hasOwn.call(frame, request.operation) &&
    !hasOwn.call(frame, response.correlation);

  /** A response without correlation: the response type, and no result (it answers no request whose operation says what one is). */
  function checkUncorrelated(frame: Record<string, unknown>) {
    checkVersion(frame);
    check(response.schema, frame, 0, 'response');
    if (carriesResult(frame))
      throw new ProtocolError(
        invalid,
        `a response without ${response.correlation} answers no request, so it carries no result`,
        `/${pointerSegment(response.result)}`,
      );
  }

  /** What `from` sends, told apart by its members: a request, a response to a pending request, or an event. */
  function parseIncoming(
    raw: unknown,
    from: Peer,
    pending: (id: string | number) => string | undefined,
  ): IncomingMessage {
    const frame = plain(raw);
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame))
      throw new ProtocolError(invalid, 'a frame is a JSON object');
    const has = (member: string) => hasOwn.call(frame, member);
    if (has(request.operation) && has(request.id)) {
      const op = frame[request.operation];
      const entry = operation(op);
      if (entry.sender !== from && entry.sender !== 'both')
        throw new ProtocolError(
          codes.unknownOperation,
          `${quoteInput(String(op))} is not an operation a ${from} sends`,
          `/${pointerSegment(request.operation)}`,
        );
      return { kind: 'request', request: parseRequest(raw) };
    }
    if (has(response.correlation) && !has(request.operation)) {
      const id = frame[response.correlation];
      const op = typeof id === 'string' || typeof id === 'number' ? pending(id) : undefined;
      if (op === undefined)
        throw new ProtocolError(
          invalid,
          'a response to no pending request',
          `/${pointerSegment(response.correlation)}`,
        );
      return { kind: 'response', operation: op, response: parseResponse(raw, op) };
    }
    const kinds = binding.events.filter(
      (candidate) => (candidate.from === from || candidate.from === 'either') && has(candidate.marker),
    );
    if (kinds.length === 0 && uncorrelated(frame)) {
      checkUncorrelated(frame);
      strip(frame, response.schema.plan);
      return { kind: 'response', operation: undefined, response: frame };
    }
    if (kinds.length === 0) throw new ProtocolError(invalid, `not a frame a ${from} sends`);
    checkVersion(frame);
    const kind = kinds.find((candidate) => holds(candidate.schema, frame, 0)) ?? kinds[0]!;
    check(kind.schema, frame, 0, 'frame');
    strip(frame, kind.schema.plan);
    return { kind: 'event', event: frame };
  }

  // The public functions: whatever reading the input throws reaches the caller as a ProtocolError.
  return {
    parseRequest: guarded(invalid, maxBytes, parseRequest),
    parseResponse: guarded(invalid, maxBytes, parseResponse),
    parseResult: guarded(invalid, maxBytes, parseResult),
    parseKnown: guarded(invalid, maxBytes, parseKnown),
    encodeFrame: guarded(invalid, maxBytes, encodeFrame),
    parseIncoming: guarded(invalid, maxBytes, parseIncoming),
  };
}
