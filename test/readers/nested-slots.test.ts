/**
 * A slot that holds another slot: read without the caller's function (parseSchema of a request or
 * response type), the outer slot is read as its schema says, and so is the slot inside it, which is
 * handed the same absent function. With the caller's function, the outer slot is read by it alone.
 */
import { describe, expect, it } from 'vitest';
import { compiledReaders, type Reader } from './support/compiled-readers.ts';
import { FAIL } from '../../runtime/boundary/fast-read.ts';

const INNER = { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: false };
const OUTER = { type: 'object', properties: { p: INNER, q: { type: 'string' } } };
const Request = { type: 'object', properties: { params: OUTER } };
// The same shape as OUTER, reached by no slot: its reader must not be taken for the slot's.
const LOOK_ALIKE = {
  type: 'object',
  properties: {
    p: { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: false },
    q: { type: 'string' },
  },
};
const Other = { type: 'object', properties: { params: LOOK_ALIKE } };

describe('a slot inside a slot', () => {
  it("rule: without the caller's function, both slots are read as their schemas say", () => {
    const readers = compiledReaders({ Request, Other }, { slots: [OUTER, INNER] });
    expect(readers.read('Request', { params: { p: { a: 1 }, q: 'x' } })).toEqual({ params: { p: { a: 1 }, q: 'x' } });
    expect(readers.read('Request', { params: { p: { a: 'one' } } })).toBe(FAIL);
    expect(readers.read('Request', { params: { p: { a: 1, b: 2 } } })).toBe(FAIL);
    expect(readers.read('Other', { params: { p: { a: 1 }, q: 'x' } })).toEqual({ params: { p: { a: 1 }, q: 'x' } });
    expect(readers.read('Other', { params: { p: { a: 1, b: 2 } } })).toBe(FAIL);
  });

  it("rule: with the caller's function, the outer slot is read by it, and a look-alike reached by no slot by its schema", () => {
    const readers = compiledReaders({ Request, Other }, { slots: [OUTER, INNER] });
    const seen: unknown[] = [];
    const slot: Reader = (value) => (seen.push(value), { read: value });
    expect(readers.read('Request', { params: { p: { a: 'one' } } }, { slot })).toEqual({
      params: { read: { p: { a: 'one' } } },
    });
    expect(seen).toEqual([{ p: { a: 'one' } }]);
    expect(readers.read('Other', { params: { p: { a: 1 } } }, { slot })).toEqual({ params: { p: { a: 1 } } });
    expect(seen).toHaveLength(1);
  });
});
