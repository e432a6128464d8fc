import { ProtocolError } from '../boundary/protocol-error.js';
import { checkCaptured, checkDelta, checkIdentity, checkString } from './internal/text-delta-checks.js';
import {
  matchPrefix,
  NO_SCAN,
  pushText,
  ropeText,
  scanText,
  type TextRope,
  type TextScan,
} from './internal/text-rope.js';

/**
 * Text streams: a small immutable reducer that follows assistant/thinking text deltas
 * (`{v:1, session, stream:{message, id, kind, offset}, text}`, offsets in Unicode code points) and
 * classifies each one against the validated prefix of its stream without rescanning that prefix.
 *
 * One {@link TextStreamState} follows the streams of one session (the caller routes frames by
 * `session`). It is plain data, never mutated: every function returns a new state (or the same one
 * when nothing changed) that shares every untouched part with the old one. The accepted text of a
 * stream is kept as a persistent rope of pieces (a skew-binary random-access list, newest piece
 * first), so an append costs O(delta) work whatever the prefix length, and a duplicate or overlap
 * check reads only the overlapped pieces after an O(log pieces) search.
 *
 * Choices where the contract is silent:
 * - Outcomes: `start` (unknown stream, offset 0), `append` (offset equals the prefix length, or
 *   the delta overlaps the end of the prefix with equal text: only the new tail is appended and
 *   `overlap` says how many code points were already there), `duplicate` (every code point is
 *   already in the prefix, equal), `gap` (offset beyond the prefix, overlapping text that differs,
 *   or a kind that differs from the stream's), `ignored` (the stream or its message was marked
 *   completed, or the stream is completion-only), and `completion_only` (this delta makes the
 *   stream completion-only: reason `limit` when the stream would pass `streamBytes` or a new stream
 *   finds `activeStreams` streams active, reason `lost` when an unknown stream begins past offset 0,
 *   i.e. its prefix is missing). A completion-only stream accepts no more text, and no text is
 *   ever invented; the completed message replaces the transient.
 * - A gap asks for a resync (`resync: true`) only when no resync is outstanding for that stream;
 *   the flag is cleared when a snapshot re-installs the stream, so there is at most one resync
 *   request per stream per gap. Appends at the prefix length keep being accepted meanwhile.
 * - A delta text that is not well-formed UTF-16 (a lone surrogate, so a split surrogate pair) is
 *   bad data: ProtocolError('invalid_request') at `/text`, as are an empty text, a negative or
 *   non-integer offset, and an unknown kind. Offsets can then never fall inside a code point.
 * - Completion-only streams keep the prefix they validated (a UI may keep showing it until the
 *   completed message arrives) and do not count against `activeStreams`.
 * - Completed streams and messages are remembered (tombstones, no text) so late deltas are
 *   ignored, until the caller drops them with {@link forgetStream} / {@link forgetMessage}.
 * - A snapshot is authoritative: {@link applySnapshotStreams} installs every listed stream from its
 *   captured prefix (deltas then apply only past the captured offset; text before it is a
 *   duplicate or a gap) and turns every unlisted live stream completion-only with reason `lost`.
 *   A captured stream whose prefix is missing (no text, or text whose length is not the offset)
 *   becomes completion-only `lost`; one over `streamBytes` becomes completion-only `limit`.
 * - LIMITS.streamTotalBytes (4 MiB across a session's streams) is the host's budget: the reducer
 *   does not count it (8 streams of at most 1 MiB bound its memory already); the host's
 *   stream.completion_only notice reaches the reducer through {@link markCompletionOnly}.
 * - Work per appended delta is O(delta + live streams): the record of live streams (active plus
 *   completion-only, not completed tombstones) is copied; the prefix is never read.
 */

/** The reference's limits for text streams (LIMITS.streamBytes and LIMITS.activeStreams). */
export const TEXT_STREAM_DEFAULTS: Readonly<{ streamBytes: number; activeStreams: number }> = Object.freeze({
  streamBytes: 1048576,
  activeStreams: 8,
});

/** Limits a client applies to its text streams; each defaults to {@link TEXT_STREAM_DEFAULTS}. */
export interface TextStreamOptions {
  /** Most UTF-8 bytes of accepted text per stream (LIMITS.streamBytes, 1 MiB). */
  readonly streamBytes?: number;
  /** Most streams accepting deltas at once (LIMITS.activeStreams, 8). */
  readonly activeStreams?: number;
}

/** StreamKind of the spec. */
export type TextStreamKind = 'assistant' | 'thinking';

/** The identity of a stream: a TextStreamRef (its `kind` is optional here). */
export interface TextStreamIdentity {
  readonly message: string;
  readonly id: string;
  readonly kind?: TextStreamKind;
}

/** The part of a TextDeltaFrame this module reads; a parsed TextDeltaFrame fits it. */
export interface TextDeltaInput {
  readonly stream: {
    readonly message: string;
    readonly id: string;
    readonly kind: TextStreamKind;
    readonly offset: number;
  };
  readonly text: string;
}

/** A SnapshotTextStream: a stream as the snapshot captured it (`text` is the captured prefix). */
export interface CapturedTextStream {
  readonly message: string;
  readonly id: string;
  readonly kind: TextStreamKind;
  readonly offset: number;
  readonly text?: string;
}

// The rope that holds a stream's accepted text (internal/text-rope.ts): public only as TextStreamEntry.rope.
export type { TextRope, TextRopeNode } from './internal/text-rope.js';

/** A stream that is still followed: active, or completion-only waiting for its completed message. */
export interface TextStreamEntry {
  readonly message: string;
  readonly id: string;
  readonly kind: TextStreamKind | undefined;
  readonly status: 'active' | 'completion_only';
  /** Why the stream is completion-only; undefined while active. */
  readonly reason: 'limit' | 'lost' | undefined;
  /** Validated prefix length in Unicode code points: the offset the next appended delta has. */
  readonly length: number;
  /** UTF-8 bytes of the validated prefix. */
  readonly bytes: number;
  readonly rope: TextRope | undefined;
  /** Whether a resync was requested for a gap of this stream and no snapshot has re-installed it since. */
  readonly resyncRequested: boolean;
}

/** The text streams of one session. Plain data; never mutated by this module. */
export interface TextStreamState {
  /** Live streams (active or completion-only) by {@link textStreamKey}. */
  readonly streams: Readonly<Record<string, TextStreamEntry>>;
  /** How many live streams are active. */
  readonly active: number;
  /** Streams marked completed, by stream key; the value is the message id. */
  readonly completedStreams: Readonly<Record<string, string>>;
  /** Messages marked completed (all their streams), by `m:` + message id. */
  readonly completedMessages: Readonly<Record<string, true>>;
}

/** What a delta means for its stream. */
export type TextDeltaClassification =
  | {
      /** An unknown stream begins: `text` is its first text. */
      readonly outcome: 'start';
      readonly key: string;
      readonly offset: 0;
      readonly text: string;
      /** Prefix length in code points once applied. */
      readonly length: number;
    }
  | {
      /** `text` extends the prefix, starting at `offset` (the old prefix length). */
      readonly outcome: 'append';
      readonly key: string;
      readonly offset: number;
      /** Code points the delta repeated (equal) before its new tail; 0 for a plain append. */
      readonly overlap: number;
      /** The new text to append (the delta's text without the overlap). */
      readonly text: string;
      readonly length: number;
    }
  | {
      /** Every code point of the delta is already in the prefix, equal. */
      readonly outcome: 'duplicate';
      readonly key: string;
      readonly length: number;
    }
  | {
      /** The delta cannot follow the prefix: text is missing or differs. */
      readonly outcome: 'gap';
      readonly key: string;
      /** ahead: offset beyond the prefix; mismatch: overlapping text differs; kind: the kind differs. */
      readonly reason: 'ahead' | 'mismatch' | 'kind';
      /** The prefix length: the offset an appending delta would have. */
      readonly expected: number;
      /** Whether to request a resync snapshot now (false when one is already outstanding). */
      readonly resync: boolean;
    }
  | {
      /** The caller marked the stream (or its message) completed, or the stream is completion-only. */
      readonly outcome: 'ignored';
      readonly key: string;
      readonly reason: 'completed' | 'completion_only';
    }
  | {
      /** The stream becomes completion-only with this delta; its text is not applied. */
      readonly outcome: 'completion_only';
      readonly key: string;
      readonly reason: 'limit' | 'lost';
      /** streamBytes / activeStreams for reason limit; prefix for reason lost. */
      readonly cause: 'streamBytes' | 'activeStreams' | 'prefix';
    };

/** The outcome of a delta and the state after it. */
export type AppliedTextDelta = TextDeltaClassification & { readonly state: TextStreamState };

const EMPTY_STATE: TextStreamState = Object.freeze({
  streams: Object.freeze({}),
  active: 0,
  completedStreams: Object.freeze({}),
  completedMessages: Object.freeze({}),
});

/**
 * The state with no streams.
 *
 * @example
 * let state = createTextStreamState();
 * state = applyTextDelta(state, frame).state;
 */
export function createTextStreamState(): TextStreamState {
  return EMPTY_STATE;
}

/**
 * The key of a stream in {@link TextStreamState.streams}: its message and id (not its kind),
 * length-prefixed so no two streams share a key. Opaque; it starts with a digit, so it never
 * collides with an Object.prototype name.
 *
 * @example
 * textStreamKey({ message: 'entry-17', id: 'block-0' }); // '8:entry-17:block-0'
 */
export function textStreamKey(stream: { readonly message: string; readonly id: string }): string {
  return `${stream.message.length}:${stream.message}:${stream.id}`;
}

/** The key of a message in {@link TextStreamState.completedMessages}. */
function messageKey(message: string): string {
  return `m:${message}`;
}

/**
 * Classifies `delta` against the state's validated prefix of its stream, without changing the
 * state and without rescanning the prefix: work is O(delta) for start/append/gap-ahead, and
 * O(delta + log pieces) when the delta overlaps the prefix (only the overlapped pieces are read).
 * See the module comment for the outcomes. Throws ProtocolError('invalid_request') for a
 * malformed delta (empty text, lone surrogate, bad offset or kind), at its JSON Pointer.
 *
 * @example
 * // frame: a parsed TextDeltaFrame, e.g. {v:1, session:'s', stream:{message:'m', id:'b', kind:'assistant', offset:0}, text:'Hi'}
 * const c = classifyTextDelta(state, frame);
 * if (c.outcome === 'gap' && c.resync) requestSnapshot();
 */
export function classifyTextDelta(
  state: TextStreamState,
  delta: TextDeltaInput,
  options?: TextStreamOptions,
): TextDeltaClassification {
  return examine(state, delta, resolveOptions(options)).result;
}

/**
 * Classifies `delta` as {@link classifyTextDelta} does and returns the outcome with the new state:
 * start and append add the new text (O(delta): one rope node, one copied record of live streams),
 * the first gap of a stream records its resync request, completion_only turns the stream
 * completion-only; duplicate and ignored return the same state object. The given state is never
 * changed.
 *
 * @example
 * const applied = applyTextDelta(state, frame);
 * state = applied.state;
 * if (applied.outcome === 'start' || applied.outcome === 'append') render(applied.key, applied.text);
 * else if (applied.outcome === 'gap' && applied.resync) requestSnapshot();
 */
export function applyTextDelta(
  state: TextStreamState,
  delta: TextDeltaInput,
  options?: TextStreamOptions,
): AppliedTextDelta {
  const { result, scan } = examine(state, delta, resolveOptions(options));
  const key = result.key;
  switch (result.outcome) {
    // The hot paths build every object with one fixed shape (no spreads): V8 keeps them fast.
    case 'start': {
      const { message, id, kind } = delta.stream;
      const rope = pushText(undefined, 0, result.text, scan);
      const entry = makeEntry(message, id, kind, 'active', undefined, scan.codePoints, scan.bytes, rope, false);
      const next = withEntry(state, key, entry, undefined);
      return { outcome: 'start', key, offset: 0, text: result.text, length: result.length, state: next };
    }
    case 'append': {
      const entry = state.streams[key] as TextStreamEntry;
      const rope = pushText(entry.rope, entry.length, result.text, scan);
      const appended = makeEntry(
        entry.message,
        entry.id,
        entry.kind,
        entry.status,
        entry.reason,
        result.length,
        entry.bytes + scan.bytes,
        rope,
        entry.resyncRequested,
      );
      const next = withEntry(state, key, appended, entry);
      const { offset, overlap, text, length } = result;
      return { outcome: 'append', key, offset, overlap, text, length, state: next };
    }
    case 'gap': {
      if (!result.resync) return { ...result, state };
      const entry = state.streams[key] as TextStreamEntry;
      return { ...result, state: withEntry(state, key, { ...entry, resyncRequested: true }, entry) };
    }
    case 'completion_only': {
      const entry = state.streams[key];
      const next: TextStreamEntry =
        entry === undefined
          ? newCompletionOnly(delta.stream, result.reason)
          : { ...entry, status: 'completion_only', reason: result.reason };
      return { ...result, state: withEntry(state, key, next, entry) };
    }
    case 'duplicate':
      return { outcome: 'duplicate', key, length: result.length, state };
    case 'ignored':
      return { outcome: 'ignored', key, reason: result.reason, state };
  }
}

/**
 * Marks one stream completed: the completed message replaced its transient text. The stream's
 * text is dropped, it no longer counts as active, and later deltas for it are ignored until
 * {@link forgetStream}. Returns the same state if it was already marked.
 *
 * @example
 * state = markStreamCompleted(state, { message: 'entry-17', id: 'block-0' });
 */
export function markStreamCompleted(state: TextStreamState, stream: TextStreamIdentity): TextStreamState {
  checkIdentity(stream);
  const key = textStreamKey(stream);
  if (isCompleted(state, key, stream.message)) return state;
  const removed = withoutEntries(state, (_entry, entryKey) => entryKey === key);
  return { ...removed, completedStreams: { ...state.completedStreams, [key]: stream.message } };
}

/**
 * Marks every stream of a message completed, including streams this client never saw: call it on
 * message.completed, which names only the message. Later deltas of the message are ignored until
 * {@link forgetMessage}. O(live streams). Returns the same state if the message was already marked.
 *
 * @example
 * if (event.type === 'message.completed') state = markMessageCompleted(state, event.message);
 */
export function markMessageCompleted(state: TextStreamState, message: string): TextStreamState {
  checkString(message, '/message');
  const mkey = messageKey(message);
  if (Object.hasOwn(state.completedMessages, mkey)) return state;
  const removed = withoutEntries(state, (entry) => entry.message === message);
  return { ...removed, completedMessages: { ...state.completedMessages, [mkey]: true } };
}

/**
 * Makes a stream completion-only (the stream.completion_only notice, or a client-side decision):
 * it accepts no more deltas and waits for its completed message. An unknown stream is recorded as
 * completion-only with no text; a live one keeps its validated prefix; a completed one stays
 * completed. Returns the same state when nothing changes.
 *
 * @example
 * if (event.type === 'stream.completion_only') state = markCompletionOnly(state, event.stream, event.reason);
 */
export function markCompletionOnly(
  state: TextStreamState,
  stream: TextStreamIdentity,
  reason: 'limit' | 'lost',
): TextStreamState {
  checkIdentity(stream);
  if (reason !== 'limit' && reason !== 'lost') {
    throw new ProtocolError('invalid_request', 'completion-only reason must be limit or lost', '/reason');
  }
  const key = textStreamKey(stream);
  if (isCompleted(state, key, stream.message)) return state;
  const entry = state.streams[key];
  if (entry !== undefined && entry.status === 'completion_only' && entry.reason === reason) return state;
  const next: TextStreamEntry =
    entry === undefined ? newCompletionOnly(stream, reason) : { ...entry, status: 'completion_only', reason };
  return withEntry(state, key, next, entry);
}

/**
 * Installs one stream from a snapshot's captured offset and prefix (SnapshotTextStream), replacing
 * whatever the state knew of it (a snapshot is authoritative, also over completed marks) and
 * clearing its resync request. Deltas then apply only past the captured offset. A missing prefix
 * (no text, or text whose code-point length is not the offset) makes the stream completion-only
 * `lost`; a prefix over `streamBytes`, or no room under `activeStreams`, completion-only `limit`.
 * O(prefix) once, to build the rope. Throws ProtocolError('invalid_request') for a malformed entry.
 *
 * @example
 * state = streamFromSnapshot(state, { message: 'entry-17', id: 'block-0', kind: 'assistant', offset: 5, text: 'Hello' });
 */
export function streamFromSnapshot(
  state: TextStreamState,
  captured: CapturedTextStream,
  options?: TextStreamOptions,
): TextStreamState {
  return install(state, captured, resolveOptions(options), '');
}

/**
 * Applies a snapshot's `streams` (attach or resync): every listed stream is installed as by
 * {@link streamFromSnapshot}, and every live stream the snapshot does not list becomes
 * completion-only `lost` (the host streams it no more; its message arrives complete). Completed
 * marks of unlisted streams are kept.
 *
 * @example
 * state = applySnapshotStreams(state, snapshot.streams ?? []);
 */
export function applySnapshotStreams(
  state: TextStreamState,
  streams: readonly CapturedTextStream[],
  options?: TextStreamOptions,
): TextStreamState {
  const resolved = resolveOptions(options);
  if (!Array.isArray(streams)) throw new ProtocolError('invalid_request', 'streams must be an array', '/streams');
  const listed = new Set<string>();
  streams.forEach((captured, index) => {
    checkCaptured(captured, `/streams/${index}`);
    listed.add(textStreamKey(captured));
  });
  const live: Record<string, TextStreamEntry> = {};
  for (const [key, entry] of Object.entries(state.streams)) {
    if (listed.has(key)) continue;
    live[key] = entry.status === 'active' ? { ...entry, status: 'completion_only', reason: 'lost' } : entry;
  }
  let next: TextStreamState = { ...state, streams: live, active: 0 };
  streams.forEach((captured, index) => {
    next = install(next, captured, resolved, `/streams/${index}`);
  });
  return next;
}

/**
 * Forgets a stream entirely (live entry and completed mark): a later delta at offset 0 starts it
 * again. Returns the same state if nothing was known.
 *
 * @example
 * state = forgetStream(state, { message: 'entry-17', id: 'block-0' });
 */
export function forgetStream(state: TextStreamState, stream: TextStreamIdentity): TextStreamState {
  checkIdentity(stream);
  const key = textStreamKey(stream);
  const marked = Object.hasOwn(state.completedStreams, key);
  if (!marked && state.streams[key] === undefined) return state;
  const removed = withoutEntries(state, (_entry, entryKey) => entryKey === key);
  if (!marked) return removed;
  const completedStreams = { ...state.completedStreams };
  delete completedStreams[key];
  return { ...removed, completedStreams };
}

/**
 * Forgets a message: its completed mark and every stream of it (live or marked completed), once
 * the caller no longer needs late deltas of it ignored. O(streams known).
 *
 * @example
 * state = forgetMessage(state, 'entry-17');
 */
export function forgetMessage(state: TextStreamState, message: string): TextStreamState {
  checkString(message, '/message');
  const mkey = messageKey(message);
  const removed = withoutEntries(state, (entry) => entry.message === message);
  const completedStreams: Record<string, string> = {};
  let dropped = false;
  for (const [key, owner] of Object.entries(state.completedStreams)) {
    if (owner === message) dropped = true;
    else completedStreams[key] = owner;
  }
  const markedMessage = Object.hasOwn(state.completedMessages, mkey);
  if (removed === state && !dropped && !markedMessage) return state;
  let completedMessages = state.completedMessages;
  if (markedMessage) {
    const copy = { ...state.completedMessages };
    delete copy[mkey];
    completedMessages = copy;
  }
  return { ...removed, completedStreams: dropped ? completedStreams : state.completedStreams, completedMessages };
}

/** What the state knows of one stream. */
export type TextStreamInfo =
  | {
      readonly status: 'active' | 'completion_only';
      readonly reason: 'limit' | 'lost' | undefined;
      readonly kind: TextStreamKind | undefined;
      readonly length: number;
      readonly bytes: number;
      readonly resyncRequested: boolean;
    }
  | { readonly status: 'completed' };

/**
 * What the state knows of a stream: live (with its prefix length in code points and bytes),
 * completed (itself or its message), or undefined when unknown.
 *
 * @example
 * getTextStream(state, { message: 'entry-17', id: 'block-0' })?.status; // 'active'
 */
export function getTextStream(state: TextStreamState, stream: TextStreamIdentity): TextStreamInfo | undefined {
  const key = textStreamKey(stream);
  const entry = state.streams[key];
  if (entry !== undefined) {
    const { status, reason, kind, length, bytes, resyncRequested } = entry;
    return { status, reason, kind, length, bytes, resyncRequested };
  }
  return isCompleted(state, key, stream.message) ? { status: 'completed' } : undefined;
}

/**
 * The validated prefix of a live stream as one string ('' when unknown or completed). O(prefix):
 * for rendering, not for every delta (the start/append outcomes carry the new text).
 *
 * @example
 * textStreamText(state, { message: 'entry-17', id: 'block-0' }); // 'Hello'
 */
export function textStreamText(state: TextStreamState, stream: TextStreamIdentity): string {
  const entry = state.streams[textStreamKey(stream)];
  if (entry === undefined) return '';
  return ropeText(entry.rope);
}

// --- classification ------------------------------------------------------------------------------

interface ResolvedOptions {
  readonly streamBytes: number;
  readonly activeStreams: number;
}

/** The classification plus the scan of the text to append (for start/append), reused by apply. */
function examine(
  state: TextStreamState,
  delta: TextDeltaInput,
  options: ResolvedOptions,
): { result: TextDeltaClassification; scan: TextScan } {
  checkDelta(delta);
  const { message, id, kind, offset } = delta.stream;
  const text = delta.text;
  const scan = scanText(text, 0, text.length);
  if (scan === undefined) {
    throw new ProtocolError(
      'invalid_request',
      'text is not well-formed: it holds a lone surrogate (a split surrogate pair)',
      '/text',
    );
  }
  const key = textStreamKey({ message, id });
  const entry = state.streams[key];

  if (entry === undefined) {
    if (isCompleted(state, key, message))
      return { result: { outcome: 'ignored', key, reason: 'completed' }, scan: NO_SCAN };
    if (state.active >= options.activeStreams) {
      return { result: { outcome: 'completion_only', key, reason: 'limit', cause: 'activeStreams' }, scan: NO_SCAN };
    }
    if (offset > 0)
      return { result: { outcome: 'completion_only', key, reason: 'lost', cause: 'prefix' }, scan: NO_SCAN };
    if (scan.bytes > options.streamBytes) {
      return { result: { outcome: 'completion_only', key, reason: 'limit', cause: 'streamBytes' }, scan: NO_SCAN };
    }
    return { result: { outcome: 'start', key, offset: 0, text, length: scan.codePoints }, scan };
  }

  if (entry.status === 'completion_only') {
    return { result: { outcome: 'ignored', key, reason: 'completion_only' }, scan: NO_SCAN };
  }
  const prefix = entry.length;
  if (entry.kind !== undefined && entry.kind !== kind) return gap(key, entry, 'kind');
  if (offset > prefix) return gap(key, entry, 'ahead');

  let overlap = 0;
  let tailStart = 0;
  if (offset < prefix) {
    overlap = Math.min(prefix - offset, scan.codePoints);
    const matched = matchPrefix(entry.rope, offset, overlap, text);
    if (matched < 0) return gap(key, entry, 'mismatch');
    if (overlap === scan.codePoints) {
      return { result: { outcome: 'duplicate', key, length: prefix }, scan: NO_SCAN };
    }
    tailStart = matched;
  }
  const tail = tailStart === 0 ? text : text.slice(tailStart);
  const tailScan = tailStart === 0 ? scan : (scanText(text, tailStart, text.length) as TextScan);
  if (entry.bytes + tailScan.bytes > options.streamBytes) {
    return { result: { outcome: 'completion_only', key, reason: 'limit', cause: 'streamBytes' }, scan: NO_SCAN };
  }
  return {
    result: { outcome: 'append', key, offset: prefix, overlap, text: tail, length: prefix + tailScan.codePoints },
    scan: tailScan,
  };
}

function gap(
  key: string,
  entry: TextStreamEntry,
  reason: 'ahead' | 'mismatch' | 'kind',
): { result: TextDeltaClassification; scan: TextScan } {
  return {
    result: { outcome: 'gap', key, reason, expected: entry.length, resync: !entry.resyncRequested },
    scan: NO_SCAN,
  };
}

// --- state helpers ---------------------------------------------------------------------------------

function isCompleted(state: TextStreamState, key: string, message: string): boolean {
  return Object.hasOwn(state.completedStreams, key) || Object.hasOwn(state.completedMessages, messageKey(message));
}

function newCompletionOnly(stream: TextStreamIdentity, reason: 'limit' | 'lost'): TextStreamEntry {
  return {
    message: stream.message,
    id: stream.id,
    kind: stream.kind,
    status: 'completion_only',
    reason,
    length: 0,
    bytes: 0,
    rope: undefined,
    resyncRequested: false,
  };
}

function makeEntry(
  message: string,
  id: string,
  kind: TextStreamKind | undefined,
  status: 'active' | 'completion_only',
  reason: 'limit' | 'lost' | undefined,
  length: number,
  bytes: number,
  rope: TextRope | undefined,
  resyncRequested: boolean,
): TextStreamEntry {
  return { message, id, kind, status, reason, length, bytes, rope, resyncRequested };
}

/** A state with `entry` under `key` (replacing `previous`), the active count kept right. */
function withEntry(
  state: TextStreamState,
  key: string,
  entry: TextStreamEntry,
  previous: TextStreamEntry | undefined,
): TextStreamState {
  const active = state.active - (previous?.status === 'active' ? 1 : 0) + (entry.status === 'active' ? 1 : 0);
  const streams = { ...state.streams, [key]: entry };
  return { streams, active, completedStreams: state.completedStreams, completedMessages: state.completedMessages };
}

/** A state without the live entries `drop` selects; the same state when it selects none. */
function withoutEntries(
  state: TextStreamState,
  drop: (entry: TextStreamEntry, key: string) => boolean,
): TextStreamState {
  let streams: Record<string, TextStreamEntry> | undefined;
  let active = state.active;
  for (const [key, entry] of Object.entries(state.streams)) {
    if (!drop(entry, key)) continue;
    streams ??= { ...state.streams };
    delete streams[key];
    if (entry.status === 'active') active--;
  }
  return streams === undefined ? state : { ...state, streams, active };
}

function install(
  state: TextStreamState,
  captured: CapturedTextStream,
  options: ResolvedOptions,
  pointer: string,
): TextStreamState {
  checkCaptured(captured, pointer);
  const key = textStreamKey(captured);
  let next = state;
  if (Object.hasOwn(next.completedStreams, key)) {
    const completedStreams = { ...next.completedStreams };
    delete completedStreams[key];
    next = { ...next, completedStreams };
  }
  const mkey = messageKey(captured.message);
  if (Object.hasOwn(next.completedMessages, mkey)) {
    const completedMessages = { ...next.completedMessages };
    delete completedMessages[mkey];
    next = { ...next, completedMessages };
  }
  const previous = next.streams[key];
  const activeElsewhere = next.active - (previous?.status === 'active' ? 1 : 0);
  const text = captured.text;
  const scan = text === undefined ? undefined : scanText(text, 0, text.length);
  if (text !== undefined && scan === undefined) {
    throw new ProtocolError(
      'invalid_request',
      'captured text is not well-formed: it holds a lone surrogate',
      `${pointer}/text`,
    );
  }
  let entry: TextStreamEntry;
  if (activeElsewhere >= options.activeStreams) {
    entry = newCompletionOnly(captured, 'limit');
  } else if (text === undefined || scan === undefined || scan.codePoints !== captured.offset) {
    entry = newCompletionOnly(captured, 'lost');
  } else if (scan.bytes > options.streamBytes) {
    entry = newCompletionOnly(captured, 'limit');
  } else {
    entry = {
      message: captured.message,
      id: captured.id,
      kind: captured.kind,
      status: 'active',
      reason: undefined,
      length: scan.codePoints,
      bytes: scan.bytes,
      rope: pushText(undefined, 0, text, scan),
      resyncRequested: false,
    };
  }
  return withEntry(next, key, entry, previous);
}

// --- options ---------------------------------------------------------------------------------------

function resolveOptions(options: TextStreamOptions | undefined): ResolvedOptions {
  const streamBytes = options?.streamBytes ?? TEXT_STREAM_DEFAULTS.streamBytes;
  const activeStreams = options?.activeStreams ?? TEXT_STREAM_DEFAULTS.activeStreams;
  if (!Number.isSafeInteger(streamBytes) || streamBytes < 1) {
    throw new RangeError(`streamBytes must be a positive safe integer, not ${String(streamBytes)}`);
  }
  if (!Number.isSafeInteger(activeStreams) || activeStreams < 0) {
    throw new RangeError(`activeStreams must be a non-negative safe integer, not ${String(activeStreams)}`);
  }
  return { streamBytes, activeStreams };
}
