/**
 * createBoundary's fast path (runtime/boundary/boundary.ts) picks an operation's params reader from
 * the operation member it reads first, then lets the frame's reader read the frame again. An input
 * that answers differently the second time (a Proxy) must not come out with one operation's name and
 * another operation's params: the fast path then leaves the frame to the slow path, which copies it
 * once and checks the copy.
 */
import { describe, expect, it } from 'vitest';
import { createBoundary } from '../../../runtime/boundary/boundary.ts';
import { toyBinding } from './support/binding.ts';
import { outcome } from './support/outcome.ts';

/** `frame` whose `op` member reads `first` once, then its own value. */
function opReadOnceAs<T extends Record<string, unknown>>(frame: T, first: string): T {
  let asked = false;
  return new Proxy(frame, {
    getOwnPropertyDescriptor: (target, key) => {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (key !== 'op' || asked || own === undefined) return own;
      asked = true;
      return { ...own, value: first };
    },
  });
}

describe('createBoundary: a frame read twice', () => {
  it('rule: a request whose operation reads as another on the second read is parsed as the operation its copy names', () => {
    const boundary = createBoundary(toyBinding().binding);
    const raw = opReadOnceAs({ id: 1, op: 'ping', params: { at: 5 } }, 'list');
    expect(outcome(() => boundary.parseRequest(raw))).toEqual({ value: { id: 1, op: 'ping', params: { at: 5 } } });
  });

  it('rule: a command whose operation reads as another on the second read is parsed as the operation its copy names', () => {
    const toy = toyBinding({ command: true });
    const boundary = createBoundary(toy.binding);
    const raw = opReadOnceAs({ op: 'ping', params: { at: 5 } }, 'list');
    expect(outcome(() => boundary.parseKnown({ ...toy.known('Command'), as: 'command' }, raw))).toEqual({
      value: { op: 'ping', params: { at: 5 } },
    });
  });
});
