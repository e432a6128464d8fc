/**
 * What copyPlainJson (runtime/boundary/plain-json.ts) tells a user, word for word: the depth limit it
 * names, and what the fast copy found when the slow walk, reading the value again, finds nothing (a
 * Proxy that answers differently the second time). And the budget a reader has outside a boundary call.
 */
import { describe, expect, it, vi } from 'vitest';
import { copyPlainJson } from '../../../runtime/boundary/plain-json.ts';
import { outcome } from './support/outcome.ts';

/** An array whose first answer to `trap` is `first`, and every later answer the target's own. */
function answersOnceDifferently<T extends object>(
  target: T,
  trap: 'getOwnPropertyDescriptor' | 'get',
  first: unknown,
  key: PropertyKey,
): T {
  let asked = false;
  return new Proxy(target, {
    [trap]: (inner: T, property: PropertyKey, receiver?: unknown) => {
      if (property === key && !asked) {
        asked = true;
        return first;
      }
      return trap === 'get'
        ? Reflect.get(inner, property, receiver)
        : Reflect.getOwnPropertyDescriptor(inner, property);
    },
  });
}

describe('copyPlainJson names the problem', () => {
  it('rule: a value nested past maxDepth is refused as nested deeper than maxDepth levels, at the container too deep', () => {
    expect(outcome(() => copyPlainJson({ a: [[1]] }, 2, 1000, 'bad'))).toEqual({
      error: { code: 'bad', message: 'not plain JSON: nested deeper than 2 levels (at /a/0)', pointer: '/a/0' },
    });
  });

  it("rule: a member the fast copy found bad but the slow walk does not is refused with the fast copy's words, at the root", () => {
    const flaky = answersOnceDifferently([1], 'getOwnPropertyDescriptor', undefined, '0');
    expect(outcome(() => copyPlainJson(flaky, 8, 1000, 'bad'))).toEqual({
      error: {
        code: 'bad',
        message: 'not plain JSON: a hole, an accessor property or a __proto__ key (at )',
        pointer: '',
      },
    });
  });

  it('rule: a value the fast copy counted past the budget but the slow walk does not is refused as larger than the allowed bytes', () => {
    const flaky = answersOnceDifferently([] as unknown[], 'get', 10_000, 'length');
    expect(outcome(() => copyPlainJson(flaky, 8, 100, 'bad'))).toEqual({
      error: {
        code: 'bad',
        message:
          'not plain JSON: larger than a frame can hold: more than the allowed bytes as JSON (an object held twice counts each time) (at )',
        pointer: '',
      },
    });
  });
});

describe('the budget of a reader called outside a boundary call', () => {
  /** A value counted as exactly 2^30 + `delta` bytes of JSON: [A2, tail], A2 1023 times A1, A1 64 times a string of 16,382. */
  function countedAs(delta: number): unknown {
    const inner = new Array<string>(64).fill('x'.repeat(16_382));
    const outer = new Array<unknown>(1023).fill(inner);
    return [outer, 'y'.repeat(2 ** 20 - 2050 + delta)];
  }

  it('rule: readReason reads with a budget of 2^30 - 1 bytes: a value counted at that holds, one counted a byte more does not', async () => {
    vi.resetModules();
    const { FAIL, readReason } = await import('../../../runtime/boundary/fast-read.ts');
    const { isPlainJsonAt } = await import('../../../runtime/boundary/plain-json.ts');
    const read = (value: unknown, depth: number) => (isPlainJsonAt(value, depth, 8) ? value : FAIL);
    expect(readReason(read, countedAs(-1), 0)).toBeUndefined();
    expect(readReason(read, countedAs(0), 0)).toEqual({ keyword: '', params: {}, instancePath: '' });
  });
});
