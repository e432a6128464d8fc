/**
 * The JSON equality behind the `equals` and `differs` rules: same type, same scalars, arrays item by
 * item (their items alone, as JSON sees them), objects by their own keys in any order; a pair met
 * again while comparing (a cycle a runtime caller built) counts as equal, so the walk always ends.
 */
import { describe, expect, it } from 'vitest';
import { Interaction } from '../../interaction/index.ts';
import { rejection } from './fixtures.ts';

/** `equals` (confirm must equal original) and `differs` (next must differ from previous) over fields of any value. */
const equalityProtocol = () =>
  Interaction.define({
    commandField: 'type',
    commands: {
      same: {
        fields: { original: {}, confirm: {} },
        checks: [{ rule: 'equals', field: 'confirm', other: 'original' }],
      },
      changed: { fields: { previous: {}, next: {} }, checks: [{ rule: 'differs', field: 'next', other: 'previous' }] },
    },
  });

/** Whether the kit counts `a` and `b` as equal JSON values — asked through both rules, which must agree. */
function jsonEqual(a: unknown, b: unknown): boolean {
  const protocol = equalityProtocol();
  const payload = { type: 'same', confirm: a, original: b };
  let equal: boolean;
  try {
    protocol.parse(payload);
    equal = true;
  } catch (error) {
    expect(error).toMatchObject({
      code: 'check',
      message: 'field "confirm" must equal field "original"',
      pointer: '/confirm',
    });
    equal = false;
  }
  let differ: boolean;
  try {
    protocol.parse({ type: 'changed', next: a, previous: b });
    differ = true;
  } catch (error) {
    expect(error).toMatchObject({
      code: 'check',
      message: 'field "next" must differ from field "previous"',
      pointer: '/next',
    });
    differ = false;
  }
  expect(differ, 'equals and differs disagree').toBe(!equal);
  return equal;
}

describe('JSON equality of the equals and differs rules', () => {
  it('rule: a string never equals an object, whichever side it is on', () => {
    expect(jsonEqual('x', { 0: 'x' })).toBe(false);
    expect(jsonEqual({ 0: 'x' }, 'x')).toBe(false);
    expect(jsonEqual('', {})).toBe(false);
    expect(jsonEqual({}, '')).toBe(false);
  });

  it('rule: null equals only null, never an object', () => {
    expect(jsonEqual(null, null)).toBe(true);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual({}, null)).toBe(false);
  });

  it('rule: an array never equals an object, even one keyed by indices', () => {
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual({}, [])).toBe(false);
    expect(jsonEqual(['x'], { 0: 'x' })).toBe(false);
  });

  it('rule: arrays are equal item by item — same length, every item equal', () => {
    expect(jsonEqual([1, [2, { a: 3 }]], [1, [2, { a: 3 }]])).toBe(true);
    expect(jsonEqual([1], [1, 2])).toBe(false);
    expect(jsonEqual([1, 2], [1])).toBe(false);
    expect(jsonEqual([1, 2], [1, 3])).toBe(false);
    expect(jsonEqual([1, 2], [3, 2])).toBe(false);
  });

  it('rule: only the items of an array count, as in JSON — a property beside them is not compared', () => {
    const tagged = Object.assign([1, 2], { note: 'not JSON' });
    expect(JSON.stringify(tagged)).toBe('[1,2]');
    expect(jsonEqual(tagged, [1, 2])).toBe(true);
    expect(jsonEqual([1, 2], tagged)).toBe(true);
  });

  it('rule: objects are equal when they have the same keys, in any order, with equal values', () => {
    expect(jsonEqual({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
  });

  it('rule: a pair met again while comparing counts as equal, so self-referencing values compare and the walk ends', () => {
    const selfA: Record<string, unknown> = { n: 1 };
    selfA['self'] = selfA;
    const selfB: Record<string, unknown> = { n: 1 };
    selfB['self'] = selfB;
    expect(jsonEqual(selfA, selfB)).toBe(true);
    const otherN: Record<string, unknown> = { n: 2 };
    otherN['self'] = otherN;
    expect(jsonEqual(selfA, otherN)).toBe(false);
  });

  it('rule: one value met with several partners remembers each of them, so a cycle through two partners ends too', () => {
    // `loop` meets `b1` and `b2` in turn, and then each of them again.
    const loop: Record<string, unknown> = {};
    loop['p'] = loop;
    loop['q'] = loop;
    const b1: Record<string, unknown> = {};
    const b2: Record<string, unknown> = {};
    b1['p'] = b1;
    b1['q'] = b2;
    b2['p'] = b2;
    b2['q'] = b1;
    expect(jsonEqual(loop, b1)).toBe(true);
  });

  it('rule: differs compares only when both fields are present — an undefined value of one field never equals an absent other', () => {
    const protocol = equalityProtocol();
    expect(protocol.parse({ type: 'changed', next: undefined })).toEqual({ type: 'changed', next: undefined });
    expect(protocol.parse({ type: 'changed', previous: undefined })).toEqual({ type: 'changed', previous: undefined });
    expect(rejection(() => protocol.parse({ type: 'changed', previous: undefined, next: undefined })).code).toBe(
      'check',
    );
  });
});
