/**
 * The structured-data bounds, from runtime/ in-process (the generated package carries a copy): a JSON
 * value exceeds `limit` bytes exactly when the UTF-8 bytes of JSON.stringify(value) do, and exceeds
 * `limit` entries exactly when its array items plus object members, counted through the whole value,
 * do. Both are compared with a reference at the exact size and one either side.
 */
import fc from 'fast-check';
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { exceedsJsonBytes, exceedsJsonEntries } from '../../runtime/validation/json-measure.ts';

const RUNS = { seed: 0x15_0b_17e5, numRuns: 600 } as const;

/** JSON.stringify's own size, the reference: escapes, and lone surrogates written as \udXXX. */
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Entries counted the plain way: every array item and object member, at any depth. */
function entries(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.reduce((sum: number, child) => sum + entries(child), children.length);
}

/** Strings of the code units JSON writes differently: escapes, controls, surrogates alone and paired. */
const tricky = fc.constantFrom(
  '"',
  '\\',
  '\b',
  '\f',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u001f',
  ' ',
  '\u007f',
  'é',
  '€',
  '\u2028',
  '\ud83d',
  '\ude00',
  '\ud83d\ude00',
  '\udbff',
  '\udc00',
  'a',
);
const text = fc.oneof(
  fc.string({ unit: tricky, maxLength: 12 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)), maxLength: 12 }),
);
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-0, 1e21, 1.5e-7, -123.25)),
    text,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(text, tie('value'), { maxKeys: 5 }),
  ),
}));

describe('exceedsJsonBytes', () => {
  it('rule: true exactly when JSON.stringify(value) takes more than limit UTF-8 bytes (limit at, below and above the size)', () => {
    fc.assert(
      fc.property(json.value, fc.integer({ min: -3, max: 3 }), (value, offset) => {
        const size = jsonBytes(value);
        const limit = Math.max(0, size + offset);
        expect(exceedsJsonBytes(value, limit)).toBe(size > limit);
      }),
      RUNS,
    );
  });

  it.each([
    ['a quote', '"', 4],
    ['a backslash', '\\', 4],
    ['a newline', '\n', 4],
    ['a control character', '\u0001', 8],
    ['the unit just below the printable range', '\u001f', 8],
    ['a space (printable, written as is)', ' ', 3],
    ['a lone high surrogate', '\ud83d', 8],
    ['a lone low surrogate', '\ude00', 8],
    ['a surrogate pair', '\ud83d\ude00', 6],
    ['a high surrogate at the end after text', 'ab\ud83d', 10],
    ['two high surrogates', '\ud83d\ud83d', 14],
  ])('rule: a string holding %s is measured as JSON writes it (%s → %i bytes)', (_name, value, bytes) => {
    expect(jsonBytes(value)).toBe(bytes);
    expect(exceedsJsonBytes(value, bytes)).toBe(false);
    expect(exceedsJsonBytes(value, bytes - 1)).toBe(true);
  });

  it('rule: non-finite numbers count as null (4 bytes), and the separators between items and members count', () => {
    expect(exceedsJsonBytes([Number.NaN, Number.POSITIVE_INFINITY], '[null,null]'.length)).toBe(false);
    expect(exceedsJsonBytes([Number.NaN, Number.POSITIVE_INFINITY], '[null,null]'.length - 1)).toBe(true);
    expect(exceedsJsonBytes({ a: true, b: false }, '{"a":true,"b":false}'.length)).toBe(false);
    expect(exceedsJsonBytes({ a: true, b: false }, '{"a":true,"b":false}'.length - 1)).toBe(true);
    expect(exceedsJsonBytes([], 2)).toBe(false);
    expect(exceedsJsonBytes({}, 1)).toBe(true);
  });
});

describe('exceedsJsonEntries', () => {
  it('rule: true exactly when array items plus object members, at every depth, are more than limit', () => {
    fc.assert(
      fc.property(json.value, fc.integer({ min: -2, max: 2 }), (value, offset) => {
        const count = entries(value);
        const limit = Math.max(0, count + offset);
        expect(exceedsJsonEntries(value, limit)).toBe(count > limit);
      }),
      RUNS,
    );
  });

  it('rule: scalars hold no entries; an entry deep inside counts as much as one at the top', () => {
    expect(exceedsJsonEntries('text', 0)).toBe(false);
    expect(exceedsJsonEntries(null, 0)).toBe(false);
    expect(exceedsJsonEntries([[[1]]], 2)).toBe(true);
    expect(exceedsJsonEntries([[[1]]], 3)).toBe(false);
    expect(exceedsJsonEntries({ a: { b: [1, 2] } }, 3)).toBe(true);
    expect(exceedsJsonEntries({ a: { b: [1, 2] } }, 4)).toBe(false);
  });
});
