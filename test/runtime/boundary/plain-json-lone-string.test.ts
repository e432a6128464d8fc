/**
 * copyPlainJson (runtime/boundary/plain-json.ts) names the budget it was given when the value over
 * it is a string alone, as it does when the string is inside a container.
 */
import { describe, expect, it } from 'vitest';
import { copyPlainJson } from '../../../runtime/boundary/plain-json.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';

function refusal(value: unknown): { message: string; pointer: string | undefined } {
  try {
    copyPlainJson(value, 8, 10, 'bad');
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    const { message, pointer } = error as ProtocolError;
    return { message, pointer };
  }
  throw new Error('copied');
}

const OVER_10 =
  'not plain JSON: larger than a frame can hold: more than 10 bytes as JSON (an object held twice counts each time)';

describe('copyPlainJson over its byte budget', () => {
  it('rule: a string alone over the budget is refused naming the budget, at the root, as a string in an array is', () => {
    expect(refusal(['x'.repeat(20)])).toEqual({ message: `${OVER_10} (at )`, pointer: '' });
    expect(refusal('x'.repeat(20))).toEqual({ message: `${OVER_10} (at )`, pointer: '' });
  });

  it('rule: a string alone within the budget is copied', () => {
    expect(copyPlainJson('x'.repeat(10), 8, 10)).toBe('x'.repeat(10));
  });
});
