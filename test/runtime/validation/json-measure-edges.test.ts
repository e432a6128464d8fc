/**
 * runtime/validation/json-measure.ts exceedsJsonBytes at its edges: items JSON.stringify writes as
 * null, lone surrogates written as `\udXXX`, and where the measure stops reading: it reads members
 * while the count is at most the limit, and none once it is past it.
 */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { exceedsJsonBytes } from '../../../runtime/validation/json-measure.ts';

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** An object whose one member `a` (value 1) counts its reads. */
function watchedObject() {
  const watched = { reads: 0, value: {} as object };
  Object.defineProperty(watched.value, 'a', { enumerable: true, get: () => (watched.reads++, 1) });
  return watched;
}

/** An array whose one item (1) counts its reads. */
function watchedArray() {
  const watched = { reads: 0, value: [] as unknown[] };
  Object.defineProperty(watched.value, 0, { enumerable: true, configurable: true, get: () => (watched.reads++, 1) });
  return watched;
}

describe('exceedsJsonBytes', () => {
  it('rule: an undefined array item counts as the null JSON.stringify writes', () => {
    expect(jsonBytes([undefined])).toBe(6);
    expect(exceedsJsonBytes([undefined], 5)).toBe(true);
    expect(exceedsJsonBytes([undefined], 6)).toBe(false);
  });

  it('rule: undefined, which JSON.stringify writes as nothing, counts no bytes', () => {
    expect(exceedsJsonBytes(undefined, 0)).toBe(false);
  });

  it('rule: a lone surrogate at either end of its range counts the 6 bytes of its \\uXXXX escape', () => {
    for (const text of ['\ud800', '\udbff', '\udc00', '\udfff']) {
      expect(jsonBytes(text), text.charCodeAt(0).toString(16)).toBe(8);
      expect(exceedsJsonBytes(text, 7), text.charCodeAt(0).toString(16)).toBe(true);
      expect(exceedsJsonBytes(text, 8), text.charCodeAt(0).toString(16)).toBe(false);
    }
  });

  it('rule: a high surrogate pairs only with a low surrogate U+DC00-U+DFFF', () => {
    const cases: [string, number][] = [
      ['\ud800\udc00', 6],
      ['\ud800\udfff', 6],
      ['\udbff\udfff', 6],
      ['\ud800\ue000', 11],
      ['\ud800\udbff', 14],
      ['\ud800a', 9],
    ];
    for (const [text, bytes] of cases) {
      expect(jsonBytes(text), JSON.stringify(text)).toBe(bytes);
      expect(exceedsJsonBytes(text, bytes - 1), JSON.stringify(text)).toBe(true);
      expect(exceedsJsonBytes(text, bytes), JSON.stringify(text)).toBe(false);
    }
  });

  it('rule: an object member is read while the count is at the limit, and not once it is past it', () => {
    // Braces, key and colon count 6 bytes (`{"a":}`) before the member's value is read; `{"a":1}` is 7.
    const atLimit = watchedObject();
    expect(exceedsJsonBytes(atLimit.value, 6)).toBe(true);
    expect(atLimit.reads).toBe(1);
    const pastLimit = watchedObject();
    expect(exceedsJsonBytes(pastLimit.value, 5)).toBe(true);
    expect(pastLimit.reads).toBe(0);
    const within = watchedObject();
    expect(exceedsJsonBytes(within.value, 7)).toBe(false);
    expect(within.reads).toBe(1);
  });

  it('rule: an array item is visited while the count is at the limit, and not once it is past it', () => {
    // `[[` is 2 bytes before the inner array's brackets are counted and its item is read.
    const atLimit = watchedArray();
    expect(exceedsJsonBytes([atLimit.value], 2)).toBe(true);
    expect(atLimit.reads).toBe(1);
    // `[,]` is already 3 bytes before the first item is visited.
    const pastLimit = watchedArray();
    expect(exceedsJsonBytes([pastLimit.value, 1], 2)).toBe(true);
    expect(pastLimit.reads).toBe(0);
    const within = watchedArray();
    expect(exceedsJsonBytes([within.value], 5)).toBe(false);
    expect(within.reads).toBe(1);
  });
});
