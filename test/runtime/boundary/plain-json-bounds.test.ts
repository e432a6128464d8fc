/**
 * The plain-JSON copy and check at their bounds (runtime/boundary/plain-json.ts): each problem's exact
 * message, a budget spent to exactly 0 and one byte over, and reading that stops at the container
 * which uses up the budget (members read counted through a Proxy).
 */
import { describe, expect, it } from 'vitest';
import {
  copyPlainJson,
  isPlainJsonAt,
  restoreByteBudget,
  spendBytes,
  startByteBudget,
} from '../../../runtime/boundary/plain-json.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';

const refusal = (value: unknown, maxDepth = 32, maxBytes = 1_000_000): ProtocolError => {
  let caught: unknown;
  try {
    copyPlainJson(value, maxDepth, maxBytes, 'bad_params');
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ProtocolError);
  expect((caught as ProtocolError).code).toBe('bad_params');
  return caught as ProtocolError;
};

const overBudget = (maxBytes: number) =>
  `not plain JSON: larger than a frame can hold: more than ${maxBytes} bytes as JSON (an object held twice counts each time)`;

/** `target` behind a Proxy that counts the reads of each member's descriptor, by key. */
const counted = <T extends object>(target: T, reads: Map<string, number>): T =>
  new Proxy(target, {
    getOwnPropertyDescriptor: (object, key) => {
      reads.set(String(key), (reads.get(String(key)) ?? 0) + 1);
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
  });

/** Runs `run` inside a budget of `maxBytes`, restoring the one before. */
const withinBudget = <T>(maxBytes: number, run: () => T): T => {
  const previous = startByteBudget(maxBytes);
  try {
    return run();
  } finally {
    restoreByteBudget(previous);
  }
};

describe('copyPlainJson: what each refusal says', () => {
  it('rule: each problem is named in the message, at its pointer', () => {
    expect(refusal({ a: Number.NaN }).message).toBe('not plain JSON: NaN is not a JSON number (at /a)');
    expect(refusal([Infinity]).message).toBe('not plain JSON: Infinity is not a JSON number (at /0)');
    expect(refusal({ a: undefined }).message).toBe('not plain JSON: a value of type undefined (at /a)');
    expect(refusal(10n).message).toBe('not plain JSON: a value of type bigint (at )');
    class List extends Array<number> {}
    expect(refusal({ l: List.from([1]) }).message).toBe('not plain JSON: an array of a subclass (at /l)');
    expect(refusal([new Date(0)]).message).toBe(
      'not plain JSON: an object that is not a plain object (a class instance, Map, Date, …) (at /0)',
    );
    expect(refusal([1, , 3]).message).toBe('not plain JSON: a hole in an array (at /1)'); // eslint-disable-line no-sparse-arrays
    expect(refusal(JSON.parse('{"a": {"__proto__": 1}}')).message).toBe(
      'not plain JSON: a __proto__ key (at /a/__proto__)',
    );
    const accessor = Object.defineProperty({}, 'g', { enumerable: true, get: () => 1 });
    expect(refusal({ o: accessor }).message).toBe('not plain JSON: an accessor property (at /o/g)');
  });

  it('rule: a string counts its length against the budget in the report too, which names the limit', () => {
    // {"a": "x" * 20}: 5 + 1 + 20 = 26.
    const error = refusal({ a: 'x'.repeat(20) }, 32, 25);
    expect(error.message).toBe(`${overBudget(25)} (at )`);
    expect(refusal(['x'.repeat(20)], 32, 21).message).toBe(`${overBudget(21)} (at )`);
    expect(refusal([['x'.repeat(20)], 1], 32, 25).message).toBe(`${overBudget(25)} (at /0)`);
    expect(copyPlainJson({ a: 'x'.repeat(20) }, 32, 26)).toEqual({ a: 'x'.repeat(20) });
  });

  it('rule: a budget spent exactly to 0 is not overdrawn: the first real problem after it is the one reported', () => {
    // [NaN]: 2 bytes leave 0 at the array.
    expect(refusal([Number.NaN], 32, 2).message).toBe('not plain JSON: NaN is not a JSON number (at /0)');
    // [[1], NaN]: 4 + 2 = 6 leave 0 at the end of [1].
    expect(refusal([[1], Number.NaN], 32, 6).message).toBe('not plain JSON: NaN is not a JSON number (at /1)');
  });

  it('rule: an error that is not a plain-JSON problem (a Proxy trap throwing) is passed on, not reported as one', () => {
    let traps = 0;
    const hostile = new Proxy(
      { a: 1 },
      {
        getOwnPropertyDescriptor: (object, key) => {
          if (traps++ === 0) throw new RangeError('trap');
          return Reflect.getOwnPropertyDescriptor(object, key);
        },
      },
    );
    expect(() => copyPlainJson({ h: hostile }, 32, 1000)).toThrow(new RangeError('trap'));
  });
});

describe('the byte budget: one per boundary call, nested calls give it back', () => {
  it('rule: startByteBudget returns the budget it replaces and restoreByteBudget puts it back', () => {
    const outer = startByteBudget(100);
    try {
      const inner = startByteBudget(3);
      expect(inner).toBe(100);
      expect(spendBytes(3)).toBe(true);
      expect(spendBytes(1)).toBe(false);
      restoreByteBudget(inner);
      expect(spendBytes(100)).toBe(true);
      expect(spendBytes(1)).toBe(false);
    } finally {
      restoreByteBudget(outer);
    }
  });

  it('rule: copyPlainJson gives the caller back its budget, whether the copy succeeds or fails', () => {
    withinBudget(10, () => {
      expect(copyPlainJson('x', 32, 1000)).toBe('x');
      expect(() => copyPlainJson([Number.NaN], 32, 1000)).toThrow(ProtocolError);
      expect(() => copyPlainJson('x'.repeat(20), 32, 5)).toThrow(ProtocolError);
      expect(spendBytes(10)).toBe(true);
      expect(spendBytes(1)).toBe(false);
    });
  });
});

describe('the budget bounds the work: the copy and the check stop at the container that overdraws it', () => {
  it('rule: copyPlainJson reads no member after a container whose count ran out (at its start or its end)', () => {
    const cases: [unknown, number][] = [
      // The inner array overdraws at its end: 4 + 2 + 8 = 14.
      [['xxxxxxxx'], 13],
      // The inner object overdraws at its end: 4 + 5 + 1 + 8 = 18.
      [{ a: 'xxxxxxxx' }, 17],
    ];
    for (const [inner, maxBytes] of cases) {
      const reads = new Map<string, number>();
      const outer = counted([inner, 1], reads);
      expect(() => copyPlainJson(outer, 32, maxBytes)).toThrow(ProtocolError);
      expect(reads.get('0')).toBeGreaterThan(0);
      expect(reads.get('1')).toBeUndefined();
    }
  });

  it('rule: isPlainJsonAt reads no member after a container whose count ran out, and is false', () => {
    const cases: [unknown, number, number][] = [
      // The inner array overdraws at its start: 4 + 6.
      [[1, 2, 3], 9, 10],
      // ... at its end: 4 + 2 + 8.
      [['xxxxxxxx'], 13, 14],
      // The inner object overdraws at its start: 4 + 10 (its keys count after).
      [{ a: 1, b: 2 }, 13, 16],
      // ... at its end: 4 + 5 + 1 + 8.
      [{ a: 'xxxxxxxx' }, 17, 18],
    ];
    for (const [inner, overdrawn, fits] of cases) {
      const reads = new Map<string, number>();
      const outer = counted([inner, 1], reads);
      expect(withinBudget(overdrawn, () => isPlainJsonAt(outer, 0, 32))).toBe(false);
      expect(reads.get('0')).toBe(1);
      expect(reads.get('1')).toBeUndefined();
      expect(withinBudget(fits, () => isPlainJsonAt([inner, 1], 0, 32))).toBe(true);
    }
  });

  it('rule: isPlainJsonAt refuses an array of a subclass, as the copy does', () => {
    class List extends Array<number> {}
    expect(withinBudget(1000, () => isPlainJsonAt(List.from([1]), 0, 32))).toBe(false);
    expect(withinBudget(1000, () => isPlainJsonAt({ l: List.from([1]) }, 0, 32))).toBe(false);
    expect(withinBudget(1000, () => isPlainJsonAt([1], 0, 32))).toBe(true);
  });
});
