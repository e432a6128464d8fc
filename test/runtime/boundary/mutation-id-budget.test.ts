/**
 * The fast path counts a mutation's id once against the frame's byte budget: the frame's reader
 * counts it as a member, and the id's own reader then checks it outside that budget. So every
 * mutation request the frame limit admits, however closely it fits, is read by the fast path and
 * returned as it came (nothing stripped, the id already lowercase), not left to the slow path, which
 * returns a copy.
 */
import { describe, expect, it } from 'vitest';
import { createBoundary } from '../../../runtime/boundary/boundary.ts';
import { toyBinding } from './support/binding.ts';

/** A `put` (a mutation) whose name pads the frame. */
const put = (padding: number) => ({ id: 'abcd', op: 'put', target: 't', params: { name: 'x'.repeat(padding) } });

describe('a mutation id and the frame byte budget', () => {
  it('rule: up to the frame limit, as the slow path measures it, a mutation request is the input itself', () => {
    const toy = toyBinding({ maxFrameBytes: 200 });
    const fast = createBoundary(toy.binding);
    const slow = createBoundary(toy.binding, { readers: false, validators: toy.validators });
    const admitted = (padding: number) => {
      try {
        slow.parseRequest(put(padding));
        return true;
      } catch {
        return false;
      }
    };
    let padding = 100;
    for (; admitted(padding); padding++) {
      const raw = put(padding);
      expect(fast.parseRequest(raw), `padding ${padding}`).toBe(raw);
    }
    // The limit was reached (the id's 4 bytes fit many times over below it), and the fast path refuses past it too.
    expect(padding).toBeGreaterThan(110);
    expect(() => fast.parseRequest(put(padding))).toThrow(/bytes/);
  });
});
