import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import { classifyRevision, type RevisionClassification } from '../../../runtime/parts/revision.ts';

const SEED = 20261130;
const MAX = Number.MAX_SAFE_INTEGER;

const rejects = (current: unknown, incoming: unknown, pointer: string | undefined) => {
  let caught: unknown;
  try {
    classifyRevision(current as number, incoming as number);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ProtocolError);
  expect((caught as ProtocolError).code).toBe('invalid_request');
  expect((caught as ProtocolError).pointer).toBe(pointer);
};

describe('classifyRevision', () => {
  it('rule: current + 1 is next, at or below current is a duplicate (stale below), beyond current + 1 is a gap', () => {
    const table: [number, number, RevisionClassification][] = [
      [0, 1, { kind: 'next', revision: 1 }],
      [4, 5, { kind: 'next', revision: 5 }],
      [MAX - 1, MAX, { kind: 'next', revision: MAX }],
      [0, 0, { kind: 'duplicate', revision: 0, current: 0, stale: false }],
      [4, 4, { kind: 'duplicate', revision: 4, current: 4, stale: false }],
      [4, 2, { kind: 'duplicate', revision: 2, current: 4, stale: true }],
      [4, 0, { kind: 'duplicate', revision: 0, current: 4, stale: true }],
      [MAX, MAX, { kind: 'duplicate', revision: MAX, current: MAX, stale: false }],
      [MAX, 0, { kind: 'duplicate', revision: 0, current: MAX, stale: true }],
      [0, 2, { kind: 'gap', code: 'resync_required', expected: 1, received: 2, missing: 1 }],
      [4, 7, { kind: 'gap', code: 'resync_required', expected: 5, received: 7, missing: 2 }],
      [0, MAX, { kind: 'gap', code: 'resync_required', expected: 1, received: MAX, missing: MAX - 1 }],
    ];
    for (const [current, incoming, expected] of table)
      expect([current, incoming, classifyRevision(current, incoming)]).toEqual([current, incoming, expected]);
  });

  it('rule: a gap maps to resync_required and never names a revision that was not received or due', () => {
    const gap = classifyRevision(10, 13);
    expect(gap.kind).toBe('gap');
    if (gap.kind !== 'gap') return;
    expect(gap.code).toBe('resync_required');
    expect(gap.expected).toBe(11);
    expect(gap.received).toBe(13);
    expect(Object.keys(gap)).not.toContain('revision');
  });

  it('rule: -0 counts as revision 0 and never comes back as -0', () => {
    const held = classifyRevision(-0, 0);
    expect(held.kind === 'duplicate' && Object.is(held.current, 0)).toBe(true);
    expect(classifyRevision(-0, 1)).toEqual({ kind: 'next', revision: 1 });
    const duplicate = classifyRevision(0, -0);
    expect(duplicate.kind === 'duplicate' && Object.is(duplicate.revision, 0)).toBe(true);
  });

  it('rule: revisions are non-negative safe integers; anything else is invalid_request (incoming at /revision)', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, MAX + 1, 2 ** 60, '3', null, undefined, 3n]) {
      rejects(0, bad, '/revision');
      rejects(bad, 0, undefined);
    }
  });

  it('rule: the classification follows exactly the arithmetic relation of the two revisions', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.nat({ max: 1000 }), (current, incoming) => {
        const result = classifyRevision(current, incoming);
        const expected = incoming <= current ? 'duplicate' : incoming === current + 1 ? 'next' : 'gap';
        expect(result.kind).toBe(expected);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('rule: a reducer that applies next and resyncs on gap never skips, invents or rewinds a revision', () => {
    // The host emits revisions start+1 … start+count in order; the channel drops and repeats some,
    // and may redeliver old ones. The client applies `next`, ignores duplicates and, on a gap,
    // resyncs from a snapshot the host takes at the gap's revision.
    const delivery = fc.record({
      start: fc.nat({ max: 1_000_000 }),
      count: fc.integer({ min: 0, max: 60 }),
      fate: fc.array(fc.constantFrom('deliver', 'deliver', 'deliver', 'drop', 'repeat', 'replay-old'), {
        maxLength: 60,
      }),
    });
    fc.assert(
      fc.property(delivery, ({ start, count, fate }) => {
        const delivered: number[] = [];
        for (let index = 0; index < count; index++) {
          const revision = start + index + 1;
          const what = fate[index] ?? 'deliver';
          if (what === 'drop') continue;
          delivered.push(revision);
          if (what === 'repeat') delivered.push(revision);
          if (what === 'replay-old') delivered.push(start + Math.floor(index / 2));
        }

        let current = start;
        const held = [start]; // every revision the client held, in time order
        let resyncs = 0;
        for (const incoming of delivered) {
          const result = classifyRevision(current, incoming);
          if (result.kind === 'next') {
            if (result.revision !== current + 1) throw new Error(`next skipped from ${current} to ${result.revision}`);
            current = result.revision;
          } else if (result.kind === 'gap') {
            if (result.code !== 'resync_required' || result.expected !== current + 1 || result.received !== incoming) {
              throw new Error(`bad gap ${JSON.stringify(result)} at ${current}`);
            }
            current = incoming; // the snapshot the host sends at that revision, not one the client makes up
            resyncs++;
          } else if (result.revision > current) {
            throw new Error(`duplicate ${result.revision} above ${current}`);
          }
          if (current !== held[held.length - 1]) held.push(current);
        }

        const received = new Set([start, ...delivered]);
        for (let index = 1; index < held.length; index++) {
          // Never invented: the client only ever holds a revision the host sent (event or snapshot).
          expect(received.has(held[index]!)).toBe(true);
          // Never rewinds: revisions only move forward.
          expect(held[index]!).toBeGreaterThan(held[index - 1]!);
        }
        // The client ends at the newest revision that reached it, and resyncs only after a loss.
        expect(current).toBe(Math.max(start, ...delivered));
        if (!fate.slice(0, count).includes('drop')) expect(resyncs).toBe(0);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
