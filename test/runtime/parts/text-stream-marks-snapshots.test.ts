import { describe, expect, it } from 'vitest';
import {
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
  type CapturedTextStream,
  type TextDeltaInput,
  type TextStreamState,
} from '../../../runtime/parts/text-stream.ts';
import { expectInvalidRequest } from './text-stream-error-support.ts';

const delta = (offset: number, text: string, message = 'entry-1', id = 'block-0'): TextDeltaInput => ({
  stream: { message, id, kind: 'assistant', offset },
  text,
});

/** A state with the given streams started, each with text 'ab'. */
function started(...streams: ReadonlyArray<readonly [string, string]>): TextStreamState {
  let state = createTextStreamState();
  for (const [message, id] of streams) state = applyTextDelta(state, delta(0, 'ab', message, id)).state;
  return state;
}

const captured = (
  message: string,
  id: string,
  text: string | undefined,
  offset = text?.length ?? 0,
): CapturedTextStream =>
  text === undefined ? { message, id, kind: 'assistant', offset } : { message, id, kind: 'assistant', offset, text };

const A = { message: 'm1', id: 'a' };
const B = { message: 'm1', id: 'b' };
const C = { message: 'm2', id: 'c' };

describe('applyTextDelta gaps', () => {
  it('a second gap while a resync is outstanding returns the same state object', () => {
    const first = applyTextDelta(started(['m1', 'a']), delta(5, 'x', 'm1', 'a'));
    expect(first).toMatchObject({ outcome: 'gap', reason: 'ahead', resync: true });
    const second = applyTextDelta(first.state, delta(6, 'y', 'm1', 'a'));
    expect(second).toMatchObject({ outcome: 'gap', reason: 'ahead', resync: false });
    expect(second.state).toBe(first.state);
  });

  it('a delta whose overlapped prefix holds more UTF-16 units than the delta is a mismatch gap, not a duplicate', () => {
    const state = applyTextDelta(createTextStreamState(), delta(0, '\u{1F600}x')).state;
    expect(classifyTextDelta(state, delta(0, 'a'))).toEqual({
      outcome: 'gap',
      key: textStreamKey({ message: 'entry-1', id: 'block-0' }),
      reason: 'mismatch',
      expected: 2,
      resync: true,
    });
  });

  it('a lone surrogate in a delta is rejected at /text with its message', () => {
    expectInvalidRequest(
      () => classifyTextDelta(createTextStreamState(), delta(0, 'a\ud800')),
      'text is not well-formed: it holds a lone surrogate (a split surrogate pair)',
      '/text',
    );
  });
});

describe('markStreamCompleted', () => {
  it('returns the same state when the stream or its message is already completed', () => {
    const marked = markStreamCompleted(started(['m1', 'a']), A);
    expect(markStreamCompleted(marked, A)).toBe(marked);
    const messageDone = markMessageCompleted(createTextStreamState(), 'm1');
    expect(markStreamCompleted(messageDone, B)).toBe(messageDone);
  });

  it('drops only the marked stream and records it under its message', () => {
    const state = markStreamCompleted(started(['m1', 'a'], ['m1', 'b']), A);
    expect(Object.keys(state.streams)).toEqual([textStreamKey(B)]);
    expect(state.active).toBe(1);
    expect(state.completedStreams).toEqual({ [textStreamKey(A)]: 'm1' });
    expect(getTextStream(state, A)).toEqual({ status: 'completed' });
  });
});

describe('markMessageCompleted', () => {
  it('rejects a non-string message at /message', () => {
    expectInvalidRequest(
      () => markMessageCompleted(createTextStreamState(), 5 as unknown as string),
      'expected a string',
      '/message',
    );
  });

  it('returns the same state when the message is already marked', () => {
    const marked = markMessageCompleted(started(['m1', 'a']), 'm1');
    expect(markMessageCompleted(marked, 'm1')).toBe(marked);
  });

  it('drops only the streams of that message and marks it true', () => {
    const state = markMessageCompleted(started(['m1', 'a'], ['m2', 'c']), 'm1');
    expect(Object.keys(state.streams)).toEqual([textStreamKey(C)]);
    expect(state.active).toBe(1);
    expect(state.completedMessages).toEqual({ 'm:m1': true });
  });
});

describe('markCompletionOnly', () => {
  it('rejects a reason other than limit or lost at /reason', () => {
    expectInvalidRequest(
      () => markCompletionOnly(createTextStreamState(), A, 'done' as 'limit'),
      'completion-only reason must be limit or lost',
      '/reason',
    );
  });

  it('leaves a completed stream completed, returning the same state', () => {
    const done = markStreamCompleted(createTextStreamState(), A);
    expect(markCompletionOnly(done, A, 'limit')).toBe(done);
  });

  it('records an unknown stream as completion-only with no text and no resync request', () => {
    const state = markCompletionOnly(createTextStreamState(), A, 'lost');
    expect(getTextStream(state, A)).toEqual({
      status: 'completion_only',
      reason: 'lost',
      kind: undefined,
      length: 0,
      bytes: 0,
      resyncRequested: false,
    });
    expect(state.active).toBe(0);
  });

  it('returns the same state only when the stream is already completion-only for the same reason', () => {
    const limited = markCompletionOnly(started(['m1', 'a']), A, 'limit');
    expect(limited.active).toBe(0);
    expect(markCompletionOnly(limited, A, 'limit')).toBe(limited);
    const lost = markCompletionOnly(limited, A, 'lost');
    expect(lost).not.toBe(limited);
    expect(getTextStream(lost, A)).toMatchObject({ status: 'completion_only', reason: 'lost', length: 2 });
  });
});

describe('applySnapshotStreams', () => {
  it('rejects streams that are not an array at /streams', () => {
    expectInvalidRequest(
      () => applySnapshotStreams(createTextStreamState(), {} as unknown as CapturedTextStream[]),
      'streams must be an array',
      '/streams',
    );
  });

  it('checks the shape of every listed stream before installing any', () => {
    const bad = { ...captured('m1', 'b', 'x'), id: 5 } as unknown as CapturedTextStream;
    expectInvalidRequest(
      () => applySnapshotStreams(createTextStreamState(), [captured('m1', 'a', '\ud800', 1), bad]),
      'expected a string',
      '/streams/1/id',
    );
  });

  it('keeps the reason of an unlisted completion-only stream and makes unlisted active ones lost', () => {
    const state = markCompletionOnly(started(['m1', 'a'], ['m1', 'b']), A, 'limit');
    const next = applySnapshotStreams(state, [captured('m2', 'c', 'hi')]);
    expect(getTextStream(next, A)).toMatchObject({ status: 'completion_only', reason: 'limit', length: 2 });
    expect(getTextStream(next, B)).toMatchObject({ status: 'completion_only', reason: 'lost', length: 2 });
    expect(getTextStream(next, C)).toMatchObject({ status: 'active', length: 2 });
    expect(next.active).toBe(1);
  });
});

describe('streamFromSnapshot', () => {
  it('a captured lone surrogate is rejected at its text pointer with its message', () => {
    expectInvalidRequest(
      () => streamFromSnapshot(createTextStreamState(), captured('m1', 'a', 'x\udc00', 2)),
      'captured text is not well-formed: it holds a lone surrogate',
      '/text',
    );
  });

  it('re-installing an active stream does not count it against activeStreams', () => {
    const state = started(['m1', 'a']);
    const next = streamFromSnapshot(state, captured('m1', 'a', 'abc'), { activeStreams: 1 });
    expect(getTextStream(next, A)).toMatchObject({ status: 'active', length: 3 });
    expect(next.active).toBe(1);
  });

  it('accepts a captured prefix of exactly streamBytes bytes and turns one byte more into limit', () => {
    expect(
      getTextStream(streamFromSnapshot(createTextStreamState(), captured('m1', 'a', 'é'), { streamBytes: 2 }), A),
    ).toMatchObject({
      status: 'active',
      bytes: 2,
    });
    expect(
      getTextStream(streamFromSnapshot(createTextStreamState(), captured('m1', 'a', 'éa'), { streamBytes: 2 }), A),
    ).toMatchObject({
      status: 'completion_only',
      reason: 'limit',
    });
  });

  it('clears only the completed marks of the installed stream and its message, sharing the untouched records', () => {
    let state = markStreamCompleted(createTextStreamState(), A);
    state = markStreamCompleted(state, C);
    state = markMessageCompleted(state, 'm1');
    state = markMessageCompleted(state, 'm3');
    const next = streamFromSnapshot(state, captured('m1', 'a', 'hi'));
    expect(next.completedStreams).toEqual({ [textStreamKey(C)]: 'm2' });
    expect(next.completedMessages).toEqual({ 'm:m3': true });
    expect(getTextStream(next, A)).toMatchObject({ status: 'active', length: 2 });

    const untouched = markMessageCompleted(markStreamCompleted(createTextStreamState(), C), 'm3');
    const installed = streamFromSnapshot(untouched, captured('m1', 'a', 'hi'));
    expect(installed.completedStreams).toBe(untouched.completedStreams);
    expect(installed.completedMessages).toBe(untouched.completedMessages);
  });
});

describe('forgetStream', () => {
  it('forgets only the named live stream, sharing the completed marks', () => {
    const state = markStreamCompleted(started(['m1', 'a'], ['m1', 'b']), C);
    const next = forgetStream(state, A);
    expect(Object.keys(next.streams)).toEqual([textStreamKey(B)]);
    expect(next.active).toBe(1);
    expect(next.completedStreams).toBe(state.completedStreams);
    expect(getTextStream(next, A)).toBeUndefined();
  });

  it('forgets only the named completed mark', () => {
    const state = markStreamCompleted(markStreamCompleted(started(['m1', 'b']), A), C);
    const next = forgetStream(state, A);
    expect(next.completedStreams).toEqual({ [textStreamKey(C)]: 'm2' });
    expect(Object.keys(next.streams)).toEqual([textStreamKey(B)]);
  });

  it('returns the same state for an unknown stream', () => {
    const state = started(['m1', 'b']);
    expect(forgetStream(state, A)).toBe(state);
  });
});

describe('forgetMessage', () => {
  it('rejects a non-string message at /message', () => {
    expectInvalidRequest(
      () => forgetMessage(createTextStreamState(), null as unknown as string),
      'expected a string',
      '/message',
    );
  });

  it('returns the same state for a message it knows nothing of', () => {
    const state = markMessageCompleted(markStreamCompleted(started(['m1', 'a']), C), 'm3');
    expect(forgetMessage(state, 'm9')).toBe(state);
  });

  it('drops the live streams of the message only, sharing the untouched records', () => {
    const state = markMessageCompleted(markStreamCompleted(started(['m1', 'a'], ['m2', 'd']), C), 'm3');
    const next = forgetMessage(state, 'm1');
    expect(Object.keys(next.streams)).toEqual([textStreamKey({ message: 'm2', id: 'd' })]);
    expect(next.active).toBe(1);
    expect(next.completedStreams).toBe(state.completedStreams);
    expect(next.completedMessages).toBe(state.completedMessages);
  });

  it('drops the completed marks of the message only', () => {
    let state = markStreamCompleted(createTextStreamState(), A);
    state = markStreamCompleted(state, C);
    state = markMessageCompleted(state, 'm1');
    state = markMessageCompleted(state, 'm3');
    const next = forgetMessage(state, 'm1');
    expect(next.completedStreams).toEqual({ [textStreamKey(C)]: 'm2' });
    expect(next.completedMessages).toEqual({ 'm:m3': true });
  });

  it('drops a completed message mark alone', () => {
    const state = markMessageCompleted(createTextStreamState(), 'm1');
    const next = forgetMessage(state, 'm1');
    expect(next.completedMessages).toEqual({});
    expect(next.completedStreams).toBe(state.completedStreams);
  });
});

describe('textStreamText', () => {
  it('is the empty string for an unknown stream', () => {
    expect(textStreamText(createTextStreamState(), A)).toBe('');
    expect(textStreamText(started(['m1', 'b']), A)).toBe('');
  });
});

describe('options', () => {
  it('rejects a streamBytes that is not a positive safe integer with its message', () => {
    expect(() => classifyTextDelta(createTextStreamState(), delta(0, 'x'), { streamBytes: 0 })).toThrow(
      new RangeError('streamBytes must be a positive safe integer, not 0'),
    );
  });

  it('rejects an activeStreams that is not a non-negative safe integer with its message', () => {
    expect(() => classifyTextDelta(createTextStreamState(), delta(0, 'x'), { activeStreams: -1 })).toThrow(
      new RangeError('activeStreams must be a non-negative safe integer, not -1'),
    );
    expect(() => classifyTextDelta(createTextStreamState(), delta(0, 'x'), { activeStreams: 1.5 })).toThrow(
      new RangeError('activeStreams must be a non-negative safe integer, not 1.5'),
    );
    expect(classifyTextDelta(createTextStreamState(), delta(0, 'x'), { activeStreams: 0 })).toMatchObject({
      outcome: 'completion_only',
      cause: 'activeStreams',
    });
  });
});
