import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import {
  TEXT_STREAM_DEFAULTS,
  applySnapshotStreams,
  applyTextDelta,
  classifyTextDelta,
  createTextStreamState,
  forgetMessage,
  forgetStream,
  getTextStream,
  markCompletionOnly,
  markMessageCompleted,
  markStreamCompleted,
  streamFromSnapshot,
  textStreamKey,
  textStreamText,
  type AppliedTextDelta,
  type CapturedTextStream,
  type TextDeltaClassification,
  type TextDeltaInput,
  type TextStreamKind,
  type TextStreamOptions,
  type TextStreamState,
} from '../../../runtime/parts/text-stream.ts';

const SEED = 20261130;

interface DeltaOptions {
  readonly message?: string;
  readonly id?: string;
  readonly kind?: TextStreamKind;
}

const delta = (offset: number, text: string, o: DeltaOptions = {}): TextDeltaInput =>
  ({
    v: 1,
    session: 'sess-01',
    stream: { message: o.message ?? 'entry-1', id: o.id ?? 'block-0', kind: o.kind ?? 'assistant', offset },
    text,
  }) as TextDeltaInput;

const ref = (o: DeltaOptions = {}) => ({ message: o.message ?? 'entry-1', id: o.id ?? 'block-0' });

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
  return Object.freeze(value);
}

/** Applies deltas in order to a (deep-frozen at every step) state; returns the outcomes and final state. */
function run(
  deltas: readonly TextDeltaInput[],
  options?: TextStreamOptions,
  start: TextStreamState = createTextStreamState(),
): { outcomes: AppliedTextDelta[]; state: TextStreamState } {
  let state = start;
  const outcomes: AppliedTextDelta[] = [];
  for (const d of deltas) {
    const applied = applyTextDelta(deepFreeze(state), deepFreeze(d), options);
    outcomes.push(applied);
    state = applied.state;
  }
  return { outcomes, state };
}

const withoutState = ({ state: _state, ...rest }: AppliedTextDelta): TextDeltaClassification =>
  rest as TextDeltaClassification;

function expectProtocolError(action: () => unknown, pointer: string): void {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ProtocolError);
  expect((caught as ProtocolError).code).toBe('invalid_request');
  expect((caught as ProtocolError).pointer).toBe(pointer);
}

/** Code points of a string, each a string of one code point. */
const codePoints = (text: string): string[] => Array.from(text);

/** One code point, often astral so code points and UTF-16 units differ. */
const codePointArb = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('a', 'é', '中', '😀', '𝄞', '\u{10FFFF}'),
);

/** A text as code points, and cut points splitting it into non-empty deltas. */
const cutTextArb = fc.array(codePointArb, { minLength: 1, maxLength: 120 }).chain((cps) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: Math.max(1, cps.length - 1) }), { maxLength: Math.min(30, cps.length - 1) })
    .map((cuts) => {
      const bounds = [0, ...cuts.filter((c) => c < cps.length).sort((a, b) => a - b), cps.length];
      const pieces: { offset: number; text: string }[] = [];
      for (let i = 0; i + 1 < bounds.length; i++) {
        const from = bounds[i] as number;
        const to = bounds[i + 1] as number;
        pieces.push({ offset: from, text: cps.slice(from, to).join('') });
      }
      return { cps, pieces };
    }),
);

describe('classifyTextDelta / applyTextDelta: every outcome', () => {
  const table: {
    name: string;
    before: [number, string][];
    delta: [number, string];
    expected: Partial<Record<string, unknown>>;
    text: string;
  }[] = [
    {
      name: 'start: an unknown stream at offset 0',
      before: [],
      delta: [0, 'Hello'],
      expected: { outcome: 'start', offset: 0, text: 'Hello', length: 5 },
      text: 'Hello',
    },
    {
      name: 'append: offset equals the prefix length',
      before: [[0, 'Hello']],
      delta: [5, ', world'],
      expected: { outcome: 'append', offset: 5, overlap: 0, text: ', world', length: 12 },
      text: 'Hello, world',
    },
    {
      name: 'append: emoji count one code point (not two UTF-16 units)',
      before: [[0, 'a😀b']],
      delta: [3, '😀!'],
      expected: { outcome: 'append', offset: 3, overlap: 0, text: '😀!', length: 5 },
      text: 'a😀b😀!',
    },
    {
      name: 'gap: an offset counted in UTF-16 units is beyond the code-point prefix',
      before: [[0, 'a😀b']],
      delta: [4, 'c'],
      expected: { outcome: 'gap', reason: 'ahead', expected: 3, resync: true },
      text: 'a😀b',
    },
    {
      name: 'duplicate: exactly repeats a delta already applied',
      before: [
        [0, 'He'],
        [2, 'llo'],
      ],
      delta: [2, 'llo'],
      expected: { outcome: 'duplicate', length: 5 },
      text: 'Hello',
    },
    {
      name: 'duplicate: repeats text spanning two applied deltas, with emoji',
      before: [
        [0, 'a😀'],
        [2, '😀b'],
      ],
      delta: [1, '😀😀'],
      expected: { outcome: 'duplicate', length: 4 },
      text: 'a😀😀b',
    },
    {
      name: 'append: partial overlap with equal text appends only the new tail',
      before: [[0, 'Hel😀']],
      delta: [2, 'l😀lo'],
      expected: { outcome: 'append', offset: 4, overlap: 2, text: 'lo', length: 6 },
      text: 'Hel😀lo',
    },
    {
      name: 'gap: partial overlap with different text',
      before: [[0, 'Hello']],
      delta: [3, 'pX!'],
      expected: { outcome: 'gap', reason: 'mismatch', expected: 5, resync: true },
      text: 'Hello',
    },
    {
      name: 'gap: text inside the prefix that differs',
      before: [[0, 'Hello']],
      delta: [1, 'a'],
      expected: { outcome: 'gap', reason: 'mismatch', expected: 5, resync: true },
      text: 'Hello',
    },
    {
      name: 'gap: an astral character differing only in its low surrogate',
      before: [[0, '😀']],
      delta: [0, '😁'],
      expected: { outcome: 'gap', reason: 'mismatch', resync: true },
      text: '😀',
    },
    {
      name: 'gap: offset beyond the prefix',
      before: [[0, 'Hello']],
      delta: [7, 'x'],
      expected: { outcome: 'gap', reason: 'ahead', expected: 5, resync: true },
      text: 'Hello',
    },
    {
      name: 'completion_only lost: an unknown stream beginning past offset 0 (missing prefix)',
      before: [],
      delta: [3, 'lo'],
      expected: { outcome: 'completion_only', reason: 'lost', cause: 'prefix' },
      text: '',
    },
  ];
  for (const row of table) {
    it(`rule: ${row.name}`, () => {
      const { state } = run(row.before.map(([o, t]) => delta(o, t)));
      const d = delta(row.delta[0], row.delta[1]);
      const classified = classifyTextDelta(deepFreeze(state), d);
      expect(classified).toMatchObject(row.expected);
      const applied = applyTextDelta(state, d);
      expect(withoutState(applied)).toEqual(classified);
      expect(textStreamText(applied.state, ref())).toBe(row.text);
    });
  }

  it('rule: a delta whose kind differs from the stream is a gap', () => {
    const { state } = run([delta(0, 'Hi')]);
    expect(classifyTextDelta(state, delta(2, '!', { kind: 'thinking' }))).toMatchObject({
      outcome: 'gap',
      reason: 'kind',
      resync: true,
    });
  });

  it('rule: ignored once the caller marked the stream completed, and an unseen stream of a completed message', () => {
    const { state } = run([delta(0, 'Hi')]);
    const completed = markStreamCompleted(deepFreeze(state), ref());
    expect(classifyTextDelta(completed, delta(2, '!'))).toEqual({
      outcome: 'ignored',
      key: textStreamKey(ref()),
      reason: 'completed',
    });
    expect(classifyTextDelta(completed, delta(0, 'Hi'))).toMatchObject({ outcome: 'ignored', reason: 'completed' });
    expect(getTextStream(completed, ref())).toEqual({ status: 'completed' });
    expect(completed.active).toBe(0);

    const byMessage = markMessageCompleted(deepFreeze(state), 'entry-1');
    expect(classifyTextDelta(byMessage, delta(2, '!'))).toMatchObject({ outcome: 'ignored', reason: 'completed' });
    expect(classifyTextDelta(byMessage, delta(0, 'x', { id: 'block-9' }))).toMatchObject({
      outcome: 'ignored',
      reason: 'completed',
    });
    expect(classifyTextDelta(byMessage, delta(0, 'x', { message: 'entry-2' }))).toMatchObject({ outcome: 'start' });
    expect(applyTextDelta(byMessage, delta(2, '!')).state).toBe(byMessage);
  });

  it('rule: ignored while the stream is completion-only (the stream.completion_only notice), until the completed message', () => {
    const { state } = run([delta(0, 'Hi')]);
    const notice = { message: 'entry-1', id: 'block-0', kind: 'assistant' as const };
    const only = markCompletionOnly(deepFreeze(state), notice, 'limit');
    expect(classifyTextDelta(only, delta(2, '!'))).toMatchObject({ outcome: 'ignored', reason: 'completion_only' });
    expect(getTextStream(only, ref())).toMatchObject({ status: 'completion_only', reason: 'limit', length: 2 });
    expect(textStreamText(only, ref())).toBe('Hi');
    expect(only.active).toBe(0);
    // A stream announced completion-only before any delta.
    const unseen = markCompletionOnly(createTextStreamState(), { message: 'entry-3', id: 'b' }, 'lost');
    expect(classifyTextDelta(unseen, delta(0, 'x', { message: 'entry-3', id: 'b' }))).toMatchObject({
      outcome: 'ignored',
      reason: 'completion_only',
    });
    // The completed message replaces the transient.
    const done = markMessageCompleted(only, 'entry-1');
    expect(getTextStream(done, ref())).toEqual({ status: 'completed' });
    expect(classifyTextDelta(done, delta(2, '!'))).toMatchObject({ outcome: 'ignored', reason: 'completed' });
  });

  it('rule: forgetting a stream or message drops the completed mark, so offset 0 starts again', () => {
    const completed = markMessageCompleted(markStreamCompleted(run([delta(0, 'Hi')]).state, ref()), 'entry-1');
    expect(classifyTextDelta(forgetMessage(completed, 'entry-1'), delta(0, 'x'))).toMatchObject({ outcome: 'start' });
    const single = markStreamCompleted(run([delta(0, 'Hi')]).state, ref());
    expect(classifyTextDelta(forgetStream(single, ref()), delta(0, 'x'))).toMatchObject({ outcome: 'start' });
    expect(forgetStream(createTextStreamState(), ref())).toBe(createTextStreamState());
  });

  it('rule: a text over streamBytes makes the stream completion_only with reason limit, and later deltas are ignored', () => {
    const options = { streamBytes: 7 };
    const { outcomes, state } = run([delta(0, 'abc'), delta(3, '😀'), delta(4, 'x'), delta(5, 'y')], options);
    expect(outcomes.map((o) => o.outcome)).toEqual(['start', 'append', 'completion_only', 'ignored']);
    expect(outcomes[2]).toMatchObject({ reason: 'limit', cause: 'streamBytes' });
    expect(getTextStream(state, ref())).toMatchObject({
      status: 'completion_only',
      reason: 'limit',
      bytes: 7,
      length: 4,
    });
    expect(textStreamText(state, ref())).toBe('abc😀');
    // Exactly at the limit is accepted (UTF-8 bytes: the emoji takes 4); a first delta over it never starts.
    expect(run([delta(0, 'abc😀')], options).outcomes[0]?.outcome).toBe('start');
    expect(run([delta(0, 'abcd😀')], options).outcomes[0]).toMatchObject({
      outcome: 'completion_only',
      reason: 'limit',
    });
  });

  it('rule: a stream beyond activeStreams is completion_only with reason limit; completing one makes room', () => {
    const starts = [0, 1, 2].map((i) => delta(0, 'x', { id: `b${i}` }));
    const { outcomes, state } = run(starts, { activeStreams: 2 });
    expect(outcomes.map((o) => o.outcome)).toEqual(['start', 'start', 'completion_only']);
    expect(outcomes[2]).toMatchObject({ reason: 'limit', cause: 'activeStreams' });
    expect(classifyTextDelta(state, delta(1, 'y', { id: 'b2' }), { activeStreams: 2 })).toMatchObject({
      outcome: 'ignored',
    });
    const freed = markStreamCompleted(state, { message: 'entry-1', id: 'b0' });
    expect(classifyTextDelta(freed, delta(0, 'x', { id: 'b3' }), { activeStreams: 2 })).toMatchObject({
      outcome: 'start',
    });
  });

  it('rule: a delta that splits a surrogate pair (a lone surrogate) is rejected at /text', () => {
    const { state } = run([delta(0, 'a')]);
    expectProtocolError(() => classifyTextDelta(state, delta(1, '\ud83d')), '/text');
    expectProtocolError(() => applyTextDelta(state, delta(1, '\ude00b')), '/text');
    expectProtocolError(() => applyTextDelta(state, delta(1, 'x\ud83dy')), '/text');
  });

  it('rule: malformed deltas are rejected at their JSON Pointer', () => {
    const state = createTextStreamState();
    expectProtocolError(() => classifyTextDelta(state, delta(0, '')), '/text');
    expectProtocolError(() => classifyTextDelta(state, delta(-1, 'x')), '/stream/offset');
    expectProtocolError(() => classifyTextDelta(state, delta(1.5, 'x')), '/stream/offset');
    expectProtocolError(() => classifyTextDelta(state, delta(Number.NaN, 'x')), '/stream/offset');
    expectProtocolError(
      () => classifyTextDelta(state, delta(0, 'x', { kind: 'tool' as TextStreamKind })),
      '/stream/kind',
    );
    expectProtocolError(() => classifyTextDelta(state, { text: 'x' } as unknown as TextDeltaInput), '/stream');
    expect(() => classifyTextDelta(state, delta(0, 'x'), { streamBytes: 0 })).toThrow(RangeError);
  });

  it('rule: TEXT_STREAM_DEFAULTS are the reference limits (1 MiB per stream, 8 active streams)', () => {
    expect(TEXT_STREAM_DEFAULTS).toEqual({ streamBytes: 1048576, activeStreams: 8 });
    const starts = Array.from({ length: 9 }, (_, i) => delta(0, 'x', { id: `b${i}` }));
    expect(
      run(starts)
        .outcomes.map((o) => o.outcome)
        .slice(7),
    ).toEqual(['start', 'completion_only']);
  });
});

describe('snapshots: deltas apply only past the captured offsets', () => {
  const captured: CapturedTextStream = {
    message: 'entry-1',
    id: 'block-0',
    kind: 'assistant',
    offset: 4,
    text: 'Hi😀!',
  };

  it('rule: text before the captured offset is a duplicate (or a gap if it differs); text past it appends', () => {
    const state = streamFromSnapshot(createTextStreamState(), deepFreeze({ ...captured }));
    expect(getTextStream(state, ref())).toMatchObject({ status: 'active', length: 4, bytes: 7 });
    expect(classifyTextDelta(state, delta(0, 'Hi'))).toMatchObject({ outcome: 'duplicate' });
    expect(classifyTextDelta(state, delta(2, '😀!'))).toMatchObject({ outcome: 'duplicate' });
    expect(classifyTextDelta(state, delta(2, '😀?'))).toMatchObject({ outcome: 'gap', reason: 'mismatch' });
    expect(classifyTextDelta(state, delta(3, '!ok'))).toMatchObject({
      outcome: 'append',
      offset: 4,
      overlap: 1,
      text: 'ok',
    });
    expect(classifyTextDelta(state, delta(4, 'ok'))).toMatchObject({ outcome: 'append', offset: 4, overlap: 0 });
    expect(classifyTextDelta(state, delta(5, 'ok'))).toMatchObject({ outcome: 'gap', reason: 'ahead', expected: 4 });
  });

  it('rule: a missing captured prefix makes the stream completion_only lost; an over-limit one limit', () => {
    const { text: _text, ...noText } = captured;
    expect(getTextStream(streamFromSnapshot(createTextStreamState(), noText), ref())).toMatchObject({
      status: 'completion_only',
      reason: 'lost',
    });
    // 'Hi😀!' is 5 UTF-16 units but 4 code points: an offset of 5 does not match the captured prefix.
    const utf16Offset = { ...captured, offset: 5 };
    expect(getTextStream(streamFromSnapshot(createTextStreamState(), utf16Offset), ref())).toMatchObject({
      status: 'completion_only',
      reason: 'lost',
    });
    expect(
      getTextStream(streamFromSnapshot(createTextStreamState(), captured, { streamBytes: 6 }), ref()),
    ).toMatchObject({ status: 'completion_only', reason: 'limit' });
    expectProtocolError(() => streamFromSnapshot(createTextStreamState(), { ...captured, offset: -1 }), '/offset');
    expectProtocolError(
      () => applySnapshotStreams(createTextStreamState(), [captured, { ...captured, text: '\ud800' }]),
      '/streams/1/text',
    );
  });

  it('rule: a snapshot clears the resync request, replaces the stream, and turns unlisted live streams completion_only lost', () => {
    const { state } = run([delta(0, 'Hi'), delta(5, 'zz'), delta(0, 'x', { id: 'other' })]);
    expect(getTextStream(state, ref())).toMatchObject({ resyncRequested: true });
    const resynced = applySnapshotStreams(deepFreeze(state), deepFreeze([{ ...captured }]));
    expect(getTextStream(resynced, ref())).toMatchObject({ status: 'active', length: 4, resyncRequested: false });
    expect(getTextStream(resynced, { message: 'entry-1', id: 'other' })).toMatchObject({
      status: 'completion_only',
      reason: 'lost',
    });
    expect(resynced.active).toBe(1);
    expect(classifyTextDelta(resynced, delta(9, 'x'))).toMatchObject({ outcome: 'gap', resync: true });
  });

  it('rule: a snapshot is authoritative over completed marks; beyond activeStreams its streams are completion_only limit', () => {
    const completed = markMessageCompleted(createTextStreamState(), 'entry-1');
    expect(getTextStream(streamFromSnapshot(completed, captured), ref())).toMatchObject({ status: 'active' });
    const many = Array.from({ length: 3 }, (_, i) => ({ ...captured, id: `b${i}` }));
    const state = applySnapshotStreams(createTextStreamState(), many, { activeStreams: 2 });
    expect(getTextStream(state, { message: 'entry-1', id: 'b2' })).toMatchObject({
      status: 'completion_only',
      reason: 'limit',
    });
    expect(state.active).toBe(2);
  });

  it('rule: replaying a cut text after a snapshot at any offset reconstructs it: pieces before the offset are duplicates', () => {
    fc.assert(
      fc.property(cutTextArb, fc.nat(), ({ cps, pieces }, at) => {
        const offset = at % (cps.length + 1);
        const start = streamFromSnapshot(createTextStreamState(), {
          message: 'entry-1',
          id: 'block-0',
          kind: 'assistant',
          offset,
          text: cps.slice(0, offset).join(''),
        });
        const { outcomes, state } = run(
          pieces.map((p) => delta(p.offset, p.text)),
          undefined,
          start,
        );
        pieces.forEach((p, i) => {
          const expected = p.offset + codePoints(p.text).length <= offset ? 'duplicate' : 'append';
          expect(outcomes[i]?.outcome).toBe(expected);
        });
        expect(textStreamText(state, ref())).toBe(cps.join(''));
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe('laws', () => {
  it('rule: a text cut into random deltas and replayed with random duplicates and overlaps reconstructs exactly', () => {
    fc.assert(
      fc.property(
        cutTextArb,
        fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.nat()), { maxLength: 60 }),
        ({ cps, pieces }, ops) => {
          const total = cps.length;
          const sent: TextDeltaInput[] = [];
          let next = 0;
          let prefix = 0;
          const send = (d: TextDeltaInput) => {
            sent.push(d);
            prefix = Math.max(prefix, d.stream.offset + codePoints(d.text).length);
          };
          for (const [replay, a, b] of ops) {
            if (!replay && next < pieces.length) {
              const p = pieces[next++] as { offset: number; text: string };
              send(delta(p.offset, p.text));
            } else if (prefix > 0) {
              // A repeat of accepted text, sometimes running a few code points past the prefix.
              const from = a % prefix;
              const to = Math.min(total, from + 1 + (b % (prefix - from + 3)));
              send(delta(from, cps.slice(from, to).join('')));
            }
          }
          while (next < pieces.length) {
            const p = pieces[next++] as { offset: number; text: string };
            send(delta(p.offset, p.text));
          }
          const { outcomes, state } = run(sent);
          for (const o of outcomes) expect(['start', 'append', 'duplicate']).toContain(o.outcome);
          expect(textStreamText(state, ref())).toBe(cps.join(''));
          expect(getTextStream(state, ref())).toMatchObject({ length: total });
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('rule: any reordering that skips text is classified gap (or completion_only lost for a stream not yet seen), never start or append', () => {
    fc.assert(
      fc.property(
        cutTextArb.chain((cut) =>
          fc.tuple(
            fc.constant(cut),
            fc.array(fc.nat(), { minLength: cut.pieces.length, maxLength: cut.pieces.length }),
          ),
        ),
        fc.boolean(),
        ([{ pieces }, keys], firstInOrder) => {
          const order = pieces
            .map((p, i) => ({ p, k: keys[i] as number }))
            .sort((x, y) => x.k - y.k)
            .map((x) => x.p);
          if (firstInOrder) order.sort((x, y) => (x.offset === 0 ? -1 : y.offset === 0 ? 1 : 0));
          let state = createTextStreamState();
          for (const p of order) {
            const info = getTextStream(state, ref());
            const known = info !== undefined && info.status !== 'completed';
            const length = info !== undefined && info.status !== 'completed' ? info.length : 0;
            const applied = applyTextDelta(deepFreeze(state), delta(p.offset, p.text));
            if (info?.status === 'completion_only') expect(applied.outcome).toBe('ignored');
            else if (p.offset > length) {
              expect(applied.outcome).toBe(known ? 'gap' : 'completion_only');
              if (!known) expect(applied).toMatchObject({ reason: 'lost' });
            } else {
              expect(['start', 'append']).toContain(applied.outcome);
            }
            state = applied.state;
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  // A random operation on three streams of two messages: deltas (in order or not), marks, snapshots.
  type Op =
    | { op: 'delta'; stream: number; offset: number; text: string }
    | { op: 'completed' | 'completionOnly' | 'forget'; stream: number }
    | { op: 'message'; message: number }
    | { op: 'snapshot'; streams: number[]; cut: number };
  const STREAMS = [
    { message: 'm0', id: 'a' },
    { message: 'm0', id: 'b' },
    { message: 'm1', id: 'a' },
  ] as const;
  const TEXTS = ['ab😀cd', '中文😀😀x', 'hello world'] as const;
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        op: fc.constant('delta' as const),
        stream: fc.nat(2),
        offset: fc.nat(12),
        text: fc.constantFrom('a', 'b😀', 'cd', 'x', '中文'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constantFrom('completed' as const, 'completionOnly' as const, 'forget' as const),
        stream: fc.nat(2),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('message' as const), message: fc.nat(1) }) },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant('snapshot' as const), streams: fc.subarray([0, 1, 2]), cut: fc.nat(11) }),
    },
  );
  const deltaOf = (op: Extract<Op, { op: 'delta' }>): TextDeltaInput => {
    const s = STREAMS[op.stream] as { message: string; id: string };
    // Half the deltas carry the stream's own text at that offset (consistent), half arbitrary text.
    const own = codePoints(TEXTS[op.stream] as string);
    const text = op.offset % 2 === 0 && op.offset < own.length ? own.slice(op.offset, op.offset + 3).join('') : op.text;
    return delta(op.offset, text, s);
  };
  const capturedOf = (stream: number, cut: number): CapturedTextStream => {
    const s = STREAMS[stream] as { message: string; id: string };
    const own = codePoints(TEXTS[stream] as string);
    const offset = Math.min(cut, own.length);
    return { ...s, kind: 'assistant', offset, text: own.slice(0, offset).join('') };
  };
  function step(
    state: TextStreamState,
    op: Op,
    options: TextStreamOptions,
  ): { state: TextStreamState; applied?: AppliedTextDelta } {
    switch (op.op) {
      case 'delta': {
        const applied = applyTextDelta(state, deltaOf(op), options);
        return { state: applied.state, applied };
      }
      case 'completed':
        return { state: markStreamCompleted(state, STREAMS[op.stream] as { message: string; id: string }) };
      case 'completionOnly':
        return { state: markCompletionOnly(state, STREAMS[op.stream] as { message: string; id: string }, 'lost') };
      case 'forget':
        return { state: forgetStream(state, STREAMS[op.stream] as { message: string; id: string }) };
      case 'message':
        return { state: markMessageCompleted(state, `m${op.message}`) };
      case 'snapshot':
        return {
          state: applySnapshotStreams(
            state,
            op.streams.map((i) => capturedOf(i, op.cut)),
            options,
          ),
        };
    }
  }

  it('rule: the state passed in is never mutated (deep-frozen inputs), and classify agrees with apply', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), fc.integer({ min: 0, max: 3 }), (ops, activeStreams) => {
        const options = { activeStreams, streamBytes: 24 };
        let state = createTextStreamState();
        for (const op of ops) {
          const frozen = deepFreeze(state);
          const before = JSON.stringify(frozen);
          if (op.op === 'delta') {
            const classified = classifyTextDelta(frozen, deepFreeze(deltaOf(op)), options);
            const next = step(frozen, op, options);
            expect(withoutState(next.applied as AppliedTextDelta)).toEqual(classified);
            state = next.state;
          } else {
            state = step(frozen, op, options).state;
          }
          expect(JSON.stringify(frozen)).toBe(before);
          const active = Object.values(state.streams).filter((e) => e.status === 'active').length;
          expect(state.active).toBe(active);
          expect(active).toBeLessThanOrEqual(activeStreams);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('rule: at most one resync request per stream per gap (until a snapshot re-installs the stream)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const options = { activeStreams: 3 };
        let state = createTextStreamState();
        const requests = [0, 0, 0];
        const gaps = [0, 0, 0];
        // An interval runs from a stream becoming active (start or snapshot) until it is re-installed
        // by a snapshot or stops being active: in each, a gap asks for exactly one resync.
        const closeInterval = (i: number) => {
          expect(requests[i]).toBe(Math.min(1, gaps[i] as number));
          requests[i] = 0;
          gaps[i] = 0;
        };
        for (const op of ops) {
          const next = step(state, op, options);
          if (op.op === 'delta' && next.applied?.outcome === 'gap') {
            gaps[op.stream] = (gaps[op.stream] as number) + 1;
            if (next.applied.resync) requests[op.stream] = (requests[op.stream] as number) + 1;
            expect(requests[op.stream]).toBe(1);
          }
          for (const i of [0, 1, 2]) {
            const reinstalled = op.op === 'snapshot' && op.streams.includes(i);
            const active =
              getTextStream(next.state, STREAMS[i] as { message: string; id: string })?.status === 'active';
            if (reinstalled || !active) closeInterval(i);
          }
          state = next.state;
        }
        for (const i of [0, 1, 2]) closeInterval(i);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('rule: a prefix over streamBytes turns the stream completion_only with reason limit; accepted bytes never exceed it', () => {
    fc.assert(
      fc.property(cutTextArb, fc.integer({ min: 1, max: 200 }), ({ cps, pieces }, streamBytes) => {
        const { outcomes, state } = run(
          pieces.map((p) => delta(p.offset, p.text)),
          { streamBytes },
        );
        const bytes = (text: string) => new TextEncoder().encode(text).length;
        let accepted = 0;
        let limited = false;
        pieces.forEach((p, i) => {
          const o = outcomes[i] as AppliedTextDelta;
          if (limited) expect(o.outcome).toBe('ignored');
          else if (accepted + bytes(p.text) > streamBytes) {
            expect(o).toMatchObject({ outcome: 'completion_only', reason: 'limit', cause: 'streamBytes' });
            limited = true;
          } else {
            expect(['start', 'append']).toContain(o.outcome);
            accepted += bytes(p.text);
          }
        });
        const info = getTextStream(state, ref());
        expect(info).toMatchObject({ status: limited ? 'completion_only' : 'active', bytes: accepted });
        expect(cps.join('').startsWith(textStreamText(state, ref()))).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('rule: more than activeStreams streams: the extra ones are completion_only with reason limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 12 }), (activeStreams, count) => {
        const starts = Array.from({ length: count }, (_, i) => delta(0, 'x', { id: `b${i}` }));
        const { outcomes, state } = run(starts, { activeStreams });
        outcomes.forEach((o, i) => {
          if (i < activeStreams) expect(o.outcome).toBe('start');
          else expect(o).toMatchObject({ outcome: 'completion_only', reason: 'limit', cause: 'activeStreams' });
        });
        expect(state.active).toBe(Math.min(activeStreams, count));
        for (let i = activeStreams; i < count; i++) {
          expect(classifyTextDelta(state, delta(1, 'y', { id: `b${i}` }), { activeStreams })).toMatchObject({
            outcome: 'ignored',
            reason: 'completion_only',
          });
        }
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});

describe('cost: no rescan of the prefix, structural sharing', () => {
  /** Wraps an object graph so every property read through it is counted. */
  function counting<T extends object>(root: T): { proxy: T; reads: () => number } {
    let reads = 0;
    const cache = new WeakMap<object, object>();
    const wrap = (value: unknown): unknown => {
      if (typeof value !== 'object' || value === null) return value;
      const hit = cache.get(value);
      if (hit !== undefined) return hit;
      const proxy = new Proxy(value, {
        get(target, key, receiver) {
          reads++;
          return wrap(Reflect.get(target, key, receiver));
        },
      });
      cache.set(value, proxy);
      return proxy;
    };
    return { proxy: wrap(root) as T, reads: () => reads };
  }

  function longStream(pieces: number): TextStreamState {
    let state = createTextStreamState();
    for (let i = 0; i < pieces; i++)
      state = applyTextDelta(state, delta(i * 8, 'abc😀efgh'.slice(0, 9)), { streamBytes: 1 << 24 }).state;
    return state;
  }

  function readsFor(state: TextStreamState, d: TextDeltaInput): number {
    const key = textStreamKey(ref());
    const entry = state.streams[key];
    if (entry?.rope === undefined) throw new Error('no rope');
    const { proxy, reads } = counting(entry.rope);
    const watched: TextStreamState = { ...state, streams: { ...state.streams, [key]: { ...entry, rope: proxy } } };
    applyTextDelta(watched, d, { streamBytes: 1 << 24 });
    return reads();
  }

  it('rule: an append reads the same few rope fields whatever the prefix length (counted reads, not time)', () => {
    const small = longStream(4);
    const large = longStream(20_000);
    const smallReads = readsFor(small, delta(4 * 8, 'next'));
    const largeReads = readsFor(large, delta(20_000 * 8, 'next'));
    // A skew-binary cons reads at most the two newest trees, whatever lies below them.
    expect(smallReads).toBeLessThanOrEqual(12);
    expect(largeReads).toBeLessThanOrEqual(12);
  });

  it('rule: a duplicate check reads only O(log pieces) nodes plus the overlapped pieces', () => {
    const large = longStream(20_000);
    expect(applyTextDelta(large, delta(10_000 * 8 + 3, '😀efghabc')).outcome).toBe('duplicate');
    const reads = readsFor(large, delta(10_000 * 8 + 3, '😀efghabc'));
    expect(reads).toBeLessThan(400);
  });

  it('rule: unchanged streams are shared, and the old state still answers as before (persistence)', () => {
    const { state } = run([delta(0, 'Hi'), delta(0, 'Yo', { id: 'other' })]);
    const otherKey = textStreamKey({ message: 'entry-1', id: 'other' });
    const a = applyTextDelta(state, delta(2, ' there'));
    const b = applyTextDelta(state, delta(2, ' you'));
    expect(a.state.streams[otherKey]).toBe(state.streams[otherKey]);
    expect(textStreamText(a.state, ref())).toBe('Hi there');
    expect(textStreamText(b.state, ref())).toBe('Hi you');
    expect(textStreamText(state, ref())).toBe('Hi');
    expect(applyTextDelta(state, delta(0, 'Hi')).state).toBe(state);
  });

  it('rule: a long delta is split into pieces and overlaps inside it still compare code point by code point', () => {
    const text = 'x'.repeat(3000) + '😀'.repeat(3000) + 'y'.repeat(100);
    const cps = codePoints(text);
    const { state } = run([delta(0, text)]);
    expect(textStreamText(state, ref())).toBe(text);
    expect(classifyTextDelta(state, delta(2990, cps.slice(2990, 5100).join('')))).toMatchObject({
      outcome: 'duplicate',
    });
    expect(classifyTextDelta(state, delta(5000, cps.slice(5000).join('') + 'z'))).toMatchObject({
      outcome: 'append',
      overlap: 1100,
      text: 'z',
    });
    expect(classifyTextDelta(state, delta(5000, '😀😁'))).toMatchObject({ outcome: 'gap', reason: 'mismatch' });
  });
});
