import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeJsonLine } from '../../../runtime/boundary/encode-line.ts';
import { caught } from './support/outcome.ts';

/** Fixed seed and run count: a failure reproduces on every machine. */
const RUNS = { seed: 0x0e_1c_0d, numRuns: 500 } as const;

const MAX = 16_777_216;
const utf8 = new TextEncoder();
const text = (line: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(line);

/** Values whose strings hold the characters a line encoder could get wrong. */
const tricky = fc.string({
  unit: fc.constantFrom('a', '\n', '\r', '\u2028', '\u2029', '\u0000', '"', '\\', 'é', '€', '😀', '\ud800', '\udc00'),
  maxLength: 20,
});
const anyJson = fc.oneof(fc.jsonValue(), tricky, fc.dictionary(tricky, tricky, { maxKeys: 4 }));

describe('encodeJsonLine', () => {
  it('writes the UTF-8 bytes of JSON.stringify followed by one LF', () => {
    const line = encodeJsonLine({ a: [1, 'é€😀'], b: null }, MAX);
    expect(line).toEqual(utf8.encode('{"a":[1,"é€😀"],"b":null}\n'));
  });

  it('output ends with exactly one LF and holds no other LF (property)', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        const line = encodeJsonLine(value, MAX);
        expect(line[line.length - 1]).toBe(0x0a);
        expect(line.indexOf(0x0a)).toBe(line.length - 1);
      }),
      RUNS,
    );
  });

  it('output is exactly the UTF-8 of JSON.stringify, and well-formed even for lone surrogates (property)', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        const line = encodeJsonLine(value, MAX);
        expect(line).toEqual(utf8.encode(JSON.stringify(value) + '\n'));
        expect(text(line)).toBe(JSON.stringify(value) + '\n'); // fatal decoder: well-formed UTF-8
      }),
      RUNS,
    );
  });

  it('a lone surrogate is written as a \\u escape, not as U+FFFD', () => {
    expect(text(encodeJsonLine('\ud800', MAX))).toBe('"\\ud800"\n');
  });

  describe('limit', () => {
    it('a line of exactly maxFrameBytes is accepted; one byte over is rejected', () => {
      expect(encodeJsonLine('x'.repeat(14), 16)).toHaveLength(17);
      const error = caught(() => encodeJsonLine('x'.repeat(15), 16));
      expect(error.code).toBe('invalid_request');
      expect(error.message).toBe('encoded line of 17 bytes exceeds 16 bytes');
    });

    it('the LF is not counted against the limit', () => {
      expect(() => encodeJsonLine(1, 1)).not.toThrow();
      expect(encodeJsonLine(1, 1)).toEqual(Uint8Array.of(0x31, 0x0a));
    });

    it('counts UTF-8 bytes of 2-byte text: "éééé" is 10 bytes in 6 UTF-16 units', () => {
      expect(encodeJsonLine('éééé', 10)).toHaveLength(11);
      expect(caught(() => encodeJsonLine('éééé', 9)).code).toBe('invalid_request');
    });

    it('counts UTF-8 bytes of 3-byte text: "€€" is 8 bytes in 4 UTF-16 units', () => {
      expect(encodeJsonLine('€€', 8)).toHaveLength(9);
      expect(caught(() => encodeJsonLine('€€', 7)).code).toBe('invalid_request');
      expect(caught(() => encodeJsonLine('€€', 4)).code).toBe('invalid_request');
    });

    it('counts UTF-8 bytes of 4-byte text: "😀" is 6 bytes in 4 UTF-16 units', () => {
      expect(encodeJsonLine('😀', 6)).toHaveLength(7);
      expect(caught(() => encodeJsonLine('😀', 5)).code).toBe('invalid_request');
    });

    it('the limit is exact for any value (property)', () => {
      fc.assert(
        fc.property(anyJson, (value) => {
          const size = utf8.encode(JSON.stringify(value)).length;
          expect(encodeJsonLine(value, size)).toHaveLength(size + 1);
          if (size > 1) expect(caught(() => encodeJsonLine(value, size - 1)).code).toBe('invalid_request');
        }),
        RUNS,
      );
    });

    it('maxFrameBytes must be a positive safe integer', () => {
      for (const bad of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(() => encodeJsonLine(1, bad)).toThrow(RangeError);
      }
    });
  });

  describe('values JSON.stringify cannot write', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const cases: [string, unknown][] = [
      ['undefined', undefined],
      ['a function', () => 1],
      ['a symbol', Symbol('s')],
      ['a BigInt', 1n],
      ['a BigInt inside an object', { n: 1n }],
      ['a cycle', cyclic],
      [
        'a throwing toJSON',
        {
          toJSON: () => {
            throw new Error('secret detail');
          },
        },
      ],
      ['a toJSON returning undefined', { toJSON: () => undefined }],
    ];
    for (const [name, value] of cases) {
      it(`${name} is rejected with invalid_request`, () => {
        const error = caught(() => encodeJsonLine(value, MAX));
        expect(error.code).toBe('invalid_request');
        expect(error.message).toMatch(/^value is not JSON-serializable/);
        expect(error.message).not.toContain('secret');
      });
    }
  });

  it('does not validate shape: it writes what JSON.stringify writes (NaN as null, undefined members dropped)', () => {
    expect(text(encodeJsonLine({ a: Number.NaN, b: undefined, c: [undefined] }, MAX))).toBe('{"a":null,"c":[null]}\n');
    expect(text(encodeJsonLine(new Date(0), MAX))).toBe('"1970-01-01T00:00:00.000Z"\n');
  });
});
