/**
 * applySnapshotStreams (runtime/parts/text-stream.ts): the order of the live streams after a
 * snapshot, which a caller listing `state.streams` shows.
 */
import { describe, expect, it } from 'vitest';
import {
  applySnapshotStreams,
  applyTextDelta,
  createTextStreamState,
  textStreamKey,
  type CapturedTextStream,
  type TextStreamState,
} from '../../../runtime/parts/text-stream.ts';

/** A state with the given streams of message m1 started in this order, each with text 'ab'. */
function started(...ids: readonly string[]): TextStreamState {
  let state = createTextStreamState();
  for (const id of ids)
    state = applyTextDelta(state, { stream: { message: 'm1', id, kind: 'assistant', offset: 0 }, text: 'ab' }).state;
  return state;
}

const captured = (id: string): CapturedTextStream => ({ message: 'm1', id, kind: 'assistant', offset: 3, text: 'abc' });
const key = (id: string) => textStreamKey({ message: 'm1', id });

describe('applySnapshotStreams: the order of the live streams', () => {
  it("rule: the streams a snapshot lists come after those it does not, in the snapshot's order, whatever order they started in", () => {
    const state = started('a', 'b', 'c');
    const next = applySnapshotStreams(state, [captured('c'), captured('a')]);
    expect(Object.keys(next.streams)).toEqual([key('b'), key('c'), key('a')]);
    expect(next.streams[key('b')]).toMatchObject({ status: 'completion_only', reason: 'lost' });
    expect(next.streams[key('c')]).toMatchObject({ status: 'active', length: 3 });
    expect(next.streams[key('a')]).toMatchObject({ status: 'active', length: 3 });
    expect(next.active).toBe(2);
  });
});
