import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeJsonLine } from '../../../runtime/boundary/encode-line.ts';
import { DEFAULT_MAX_FRAME_BYTES, JsonLineDecoder } from '../../../runtime/boundary/json-line-decoder.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import { concatBytes } from '../../support/bytes.ts';
import { caught } from './support/outcome.ts';

/** Fixed seed and run count: a failure reproduces on every machine. */
const RUNS = { seed: 0x15_0e_1e, numRuns: 300 } as const;

const utf8 = new TextEncoder();
const bytes = (...parts: (string | number[])[]): Uint8Array => {
  return concatBytes(parts.map((p) => (typeof p === 'string' ? utf8.encode(p) : Uint8Array.from(p))));
};

/** Pushes each chunk in turn, then finishes; returns every value in order. */
function decodeChunks(chunks: Uint8Array[], maxFrameBytes?: number): unknown[] {
  const decoder = new JsonLineDecoder(maxFrameBytes === undefined ? undefined : { maxFrameBytes });
  const values = chunks.flatMap((c) => decoder.push(c));
  decoder.finish();
  return values;
}

function splitAt(buffer: Uint8Array, offsets: number[]): Uint8Array[] {
  const cuts = [...new Set(offsets)].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const cut of cuts) {
    chunks.push(buffer.slice(from, cut));
    from = cut;
  }
  chunks.push(buffer.slice(from));
  return chunks;
}

/** Several frames of every kind: multi-byte text, CRLF, keep-alives, nesting, a LF escaped in a string. */
const STREAM = bytes(
  '{"a":1,"b":[true,false,null]}\n',
  '\n',
  '"é€😀"\r\n',
  '\r\n',
  '[1.5e3,-2,"x\\ny"]\n',
  '{"nested":{"k":"ü"}}\r\n',
  '0\n',
);
const STREAM_VALUES = [{ a: 1, b: [true, false, null] }, 'é€😀', [1500, -2, 'x\ny'], { nested: { k: 'ü' } }, 0];

describe('JsonLineDecoder: chunking', () => {
  it('one push of a multi-frame buffer gives every value in order', () => {
    const decoder = new JsonLineDecoder();
    expect(decoder.push(STREAM)).toEqual(STREAM_VALUES);
    decoder.finish();
  });

  it('a buffer split at every byte offset gives the same values as one push', () => {
    for (let i = 0; i <= STREAM.length; i++) {
      expect(decodeChunks(splitAt(STREAM, [i])), `split at ${i}`).toEqual(STREAM_VALUES);
    }
  });

  it('a buffer split at every pair of byte offsets gives the same values as one push', () => {
    for (let i = 0; i <= STREAM.length; i++) {
      for (let j = i; j <= STREAM.length; j++) {
        expect(decodeChunks(splitAt(STREAM, [i, j])), `split at ${i}, ${j}`).toEqual(STREAM_VALUES);
      }
    }
  });

  it('a buffer pushed one byte at a time gives the same values as one push', () => {
    const decoder = new JsonLineDecoder();
    const values: unknown[] = [];
    for (let i = 0; i < STREAM.length; i++) values.push(...decoder.push(STREAM.subarray(i, i + 1)));
    decoder.finish();
    expect(values).toEqual(STREAM_VALUES);
  });

  it('push returns a value as soon as its LF arrives, not before', () => {
    const decoder = new JsonLineDecoder();
    expect(decoder.push(bytes('{"a":'))).toEqual([]);
    expect(decoder.push(bytes('1}'))).toEqual([]);
    expect(decoder.push(bytes('\n[2'))).toEqual([{ a: 1 }]);
    expect(decoder.push(bytes(']\n3\n'))).toEqual([[2], 3]);
  });

  it('multi-byte characters (é, €, 😀) split at each of their bytes decode whole', () => {
    for (const char of ['é', '€', '😀', 'é€😀']) {
      const line = bytes(JSON.stringify(char), '\n');
      const charBytes = utf8.encode(char).length;
      // The character's bytes start at offset 1 (after the quote); cut inside every one of them.
      for (let cut = 1; cut <= charBytes + 1; cut++) {
        expect(decodeChunks(splitAt(line, [cut])), `${char} cut at ${cut}`).toEqual([char]);
      }
      expect(
        decodeChunks(
          splitAt(
            line,
            Array.from({ length: line.length }, (_, i) => i),
          ),
        ),
      ).toEqual([char]);
    }
  });

  it('held bytes are copied: reusing a chunk buffer after push does not corrupt the frame', () => {
    const decoder = new JsonLineDecoder();
    const buffer = bytes('"abc');
    decoder.push(buffer);
    buffer.set(bytes('XXXX'));
    expect(decoder.push(bytes('"\n'))).toEqual(['abc']);
  });
});

describe('JsonLineDecoder: line endings and keep-alives', () => {
  it('CRLF: one CR before the LF is dropped', () => {
    expect(decodeChunks([bytes('{"a":1}\r\n[2]\r\n"z"\n')])).toEqual([{ a: 1 }, [2], 'z']);
  });

  it('CRLF: a CR ending one push and its LF starting the next still end the frame', () => {
    expect(decodeChunks([bytes('"q"\r'), bytes('\n')])).toEqual(['q']);
    expect(decodeChunks([bytes('"q"'), bytes('\r'), bytes('\n')])).toEqual(['q']);
  });

  it('CRLF: only one CR is dropped; a frame that is a lone CR is not JSON', () => {
    const error = caught(() => decodeChunks([bytes('\r\r\n')]));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('frame is not JSON');
  });

  it('CRLF: a CR not right before the LF stays in the frame', () => {
    // A raw CR inside a JSON string is not JSON.
    expect(caught(() => decodeChunks([bytes('"a\rb"\n')])).message).toBe('frame is not JSON');
  });

  it('empty lines are skipped (keep-alives), with LF or CRLF', () => {
    const decoder = new JsonLineDecoder();
    expect(decoder.push(bytes('\n'))).toEqual([]);
    expect(decoder.push(bytes('\r\n'))).toEqual([]);
    expect(decoder.push(bytes('\n\n1\n\r\n\n2\n\n'))).toEqual([1, 2]);
    decoder.finish();
  });

  it('a whitespace-only line is not an empty line: it is rejected as not JSON', () => {
    expect(caught(() => decodeChunks([bytes('  \n')])).message).toBe('frame is not JSON');
  });
});

describe('JsonLineDecoder: byte order mark', () => {
  const BOM = [0xef, 0xbb, 0xbf];

  it('a frame starting with a UTF-8 BOM is rejected', () => {
    const error = caught(() => decodeChunks([bytes(BOM, '{"a":1}\n')]));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(/byte order mark/);
  });

  it('a BOM split across chunks, or on a later frame, is rejected too', () => {
    expect(caught(() => decodeChunks([bytes([0xef]), bytes([0xbb, 0xbf], '1\n')])).code).toBe('invalid_request');
    expect(caught(() => decodeChunks([bytes('1\n', BOM, '2\n')])).code).toBe('invalid_request');
    expect(caught(() => decodeChunks([bytes(BOM, '\n')])).code).toBe('invalid_request');
  });

  it('U+FEFF inside a JSON string is ordinary text and accepted', () => {
    expect(decodeChunks([bytes('"', BOM, '"\n')])).toEqual(['\ufeff']);
  });
});

describe('JsonLineDecoder: UTF-8', () => {
  const cases: [string, number[]][] = [
    ['overlong "/" in 2 bytes (C0 AF)', [0xc0, 0xaf]],
    ['overlong in 3 bytes (E0 80 AF)', [0xe0, 0x80, 0xaf]],
    ['overlong in 4 bytes (F0 80 80 AF)', [0xf0, 0x80, 0x80, 0xaf]],
    ['encoded high surrogate (ED A0 80)', [0xed, 0xa0, 0x80]],
    ['encoded low surrogate (ED B0 80)', [0xed, 0xb0, 0x80]],
    ['truncated 3-byte sequence (E2 82)', [0xe2, 0x82]],
    ['truncated 4-byte sequence (F0 9F 98)', [0xf0, 0x9f, 0x98]],
    ['lone continuation byte (80)', [0x80]],
    ['code point above U+10FFFF (F4 90 80 80)', [0xf4, 0x90, 0x80, 0x80]],
    ['byte never in UTF-8 (FF)', [0xff]],
    ['5-byte form (F8 88 80 80 80)', [0xf8, 0x88, 0x80, 0x80, 0x80]],
  ];

  for (const [name, invalid] of cases) {
    it(`invalid UTF-8 inside a string is rejected: ${name}`, () => {
      const error = caught(() => decodeChunks([bytes('"a', invalid, 'b"\n')]));
      expect(error.code).toBe('invalid_request');
      expect(error.message).toBe('frame is not valid UTF-8');
    });
  }

  it('a sequence truncated by the end of the frame is rejected, even when split across pushes', () => {
    expect(caught(() => decodeChunks([bytes('"', [0xe2, 0x82], '\n')])).message).toBe('frame is not valid UTF-8');
    expect(caught(() => decodeChunks([bytes('"', [0xe2]), bytes([0x82]), bytes('\n')])).message).toBe(
      'frame is not valid UTF-8',
    );
  });

  it('a multi-byte character cut by an LF is two bad frames, not one good one', () => {
    // The LF (0x0A) inside what would be a 3-byte sequence ends the frame there.
    expect(caught(() => decodeChunks([bytes('"', [0xe2, 0x82], '\n', [0xac], '"\n')])).message).toBe(
      'frame is not valid UTF-8',
    );
  });
});

describe('JsonLineDecoder: JSON', () => {
  const bad = [
    '{"password":"hunter2-SECRET"',
    'undefined',
    'NaN',
    "'single'",
    '[1,2,]',
    '1 2',
    '{"a":1}}',
    '"unterminated',
  ];

  for (const text of bad) {
    it(`a frame that is not JSON is rejected without echoing it: ${text}`, () => {
      const error = caught(() => decodeChunks([bytes(text, '\n')]));
      expect(error.code).toBe('invalid_request');
      expect(error.message).toBe('frame is not JSON');
      expect(error.message).not.toContain(text);
      expect(error.pointer).toBeUndefined();
    });
  }

  it('the secret of a non-JSON frame appears in no later message either', () => {
    const decoder = new JsonLineDecoder();
    caught(() => decoder.push(bytes('{"password":"hunter2-SECRET"\n')));
    expect(caught(() => decoder.push(bytes('1\n'))).message).not.toContain('hunter2');
  });

  it('surrounding JSON whitespace is part of a JSON text and accepted', () => {
    expect(decodeChunks([bytes(' \t{"a" : 1} \n')])).toEqual([{ a: 1 }]);
  });

  it('every JSON value type is a frame: scalars included', () => {
    expect(decodeChunks([bytes('null\ntrue\n-0.5\n"s"\n[]\n{}\n')])).toEqual([null, true, -0.5, 's', [], {}]);
  });

  it('"__proto__" keys become own data properties, not prototypes', () => {
    const [value] = decodeChunks([bytes('{"__proto__":{"polluted":true}}\n')]) as [Record<string, unknown>];
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('JsonLineDecoder: frame limit', () => {
  const MAX = 16;
  const frameOf = (n: number) => `"${'x'.repeat(n - 2)}"`; // a JSON string of exactly n bytes

  it('a frame of exactly maxFrameBytes is accepted', () => {
    expect(decodeChunks([bytes(frameOf(MAX), '\n')], MAX)).toEqual(['x'.repeat(MAX - 2)]);
  });

  it('a frame of maxFrameBytes + 1 is rejected', () => {
    const error = caught(() => decodeChunks([bytes(frameOf(MAX + 1), '\n')], MAX));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('frame exceeds 16 bytes');
  });

  it('the CR of a CRLF does not count: a maxFrameBytes frame with CRLF is accepted, even split before the LF', () => {
    expect(decodeChunks([bytes(frameOf(MAX), '\r\n')], MAX)).toEqual(['x'.repeat(MAX - 2)]);
    expect(decodeChunks([bytes(frameOf(MAX), '\r'), bytes('\n')], MAX)).toEqual(['x'.repeat(MAX - 2)]);
    expect(decodeChunks([bytes(frameOf(MAX)), bytes('\r'), bytes('\n')], MAX)).toEqual(['x'.repeat(MAX - 2)]);
  });

  it('a CR that does not end the frame counts: maxFrameBytes bytes then CR then more is rejected', () => {
    const decoder = new JsonLineDecoder({ maxFrameBytes: MAX });
    expect(decoder.push(bytes(frameOf(MAX), '\r'))).toEqual([]);
    expect(caught(() => decoder.push(bytes(' '))).message).toBe('frame exceeds 16 bytes');
  });

  it('the limit counts UTF-8 bytes, not characters', () => {
    // "éééééééé" takes 2 + 16 bytes in 10 UTF-16 units.
    expect(caught(() => decodeChunks([bytes('"éééééééé"\n')], MAX)).message).toBe('frame exceeds 16 bytes');
    expect(decodeChunks([bytes('"ééééééé"\n')], MAX)).toEqual(['ééééééé']); // 16 bytes
  });

  it('an over-limit frame is rejected while still incomplete: 10 pushes of 10 bytes with limit 50 throw at the 6th', () => {
    const decoder = new JsonLineDecoder({ maxFrameBytes: 50 });
    const ten = bytes('[' + '1,'.repeat(4) + '1');
    expect(ten.length).toBe(10);
    for (let push = 1; push <= 5; push++) expect(decoder.push(ten), `push ${push}`).toEqual([]);
    const error = caught(() => decoder.push(ten));
    expect(error.message).toBe('frame exceeds 50 bytes');
  });

  it('an unfinished frame of maxFrameBytes + 1 bytes in one push is rejected at once', () => {
    const decoder = new JsonLineDecoder({ maxFrameBytes: MAX });
    expect(caught(() => decoder.push(bytes(frameOf(MAX + 1)))).message).toBe('frame exceeds 16 bytes');
  });

  it('a huge chunk without an LF is rejected at once, whatever its size', () => {
    const decoder = new JsonLineDecoder({ maxFrameBytes: MAX });
    expect(decoder.push(bytes('1\n'))).toEqual([1]);
    expect(caught(() => decoder.push(new Uint8Array(8 * 1024 * 1024).fill(0x20))).message).toBe(
      'frame exceeds 16 bytes',
    );
  });

  it('an over-limit frame after good frames in the same chunk is rejected', () => {
    expect(caught(() => decodeChunks([bytes('1\n2\n', frameOf(MAX + 1), '\n')], MAX)).message).toBe(
      'frame exceeds 16 bytes',
    );
  });

  it('the limit applies per frame, not to the stream: many maxFrameBytes frames pass', () => {
    const line = bytes(frameOf(MAX), '\n');
    const chunks = Array.from({ length: 20 }, () => line);
    expect(decodeChunks(chunks, MAX)).toHaveLength(20);
    expect(
      decodeChunks(splitAt(bytes(...Array.from({ length: 20 }, () => frameOf(MAX) + '\r\n')), [7, 40, 41, 100]), MAX),
    ).toHaveLength(20);
  });

  it('the default limit is 16 MiB', () => {
    expect(DEFAULT_MAX_FRAME_BYTES).toBe(16_777_216);
    const decoder = new JsonLineDecoder();
    const big = new Uint8Array(DEFAULT_MAX_FRAME_BYTES).fill(0x20);
    big[0] = 0x30; // "0" followed by spaces: exactly 16 MiB of JSON text
    expect(decoder.push(big)).toEqual([]);
    expect(decoder.push(bytes('\n'))).toEqual([0]);
    decoder.push(big);
    expect(caught(() => decoder.push(bytes(' '))).message).toBe('frame exceeds 16777216 bytes');
  });

  it('maxFrameBytes must be a positive safe integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => new JsonLineDecoder({ maxFrameBytes: bad })).toThrow(RangeError);
    }
  });
});

describe('JsonLineDecoder: failure is final', () => {
  const failures: [string, (d: JsonLineDecoder) => unknown][] = [
    ['invalid UTF-8', (d) => d.push(bytes('"', [0xff], '"\n'))],
    ['not JSON', (d) => d.push(bytes('{\n'))],
    ['BOM', (d) => d.push(bytes([0xef, 0xbb, 0xbf], '1\n'))],
    ['frame limit', (d) => d.push(new Uint8Array(17).fill(0x20))],
    ['truncated final frame', (d) => (d.push(bytes('[1')), d.finish())],
  ];

  for (const [name, fail] of failures) {
    it(`after a ${name} failure, every later push and finish throws`, () => {
      const decoder = new JsonLineDecoder({ maxFrameBytes: 16 });
      caught(() => fail(decoder));
      for (let i = 0; i < 2; i++) {
        const onPush = caught(() => decoder.push(bytes('1\n')));
        expect(onPush.code).toBe('invalid_request');
        expect(onPush.message).toMatch(/^decoder failed earlier/);
        const onFinish = caught(() => decoder.finish());
        expect(onFinish.code).toBe('invalid_request');
        expect(onFinish.message).toMatch(/^decoder failed earlier/);
      }
      expect(caught(() => decoder.push(new Uint8Array(0))).message).toMatch(/^decoder failed earlier/);
    });
  }

  it('a push that fails returns nothing, not even the good frames before the bad one', () => {
    const decoder = new JsonLineDecoder();
    caught(() => decoder.push(bytes('1\n2\n{\n3\n')));
    caught(() => decoder.push(bytes('4\n')));
  });
});

describe('JsonLineDecoder: finish', () => {
  it('finish after a complete stream is fine', () => {
    const decoder = new JsonLineDecoder();
    decoder.push(STREAM);
    expect(() => decoder.finish()).not.toThrow();
  });

  it('finish on an empty stream, or after keep-alives only, is fine', () => {
    expect(() => new JsonLineDecoder().finish()).not.toThrow();
    const decoder = new JsonLineDecoder();
    decoder.push(bytes('\n\r\n'));
    expect(() => decoder.finish()).not.toThrow();
  });

  it('finish after a partial frame throws truncated final frame', () => {
    const decoder = new JsonLineDecoder();
    expect(decoder.push(bytes('1\n{"a":'))).toEqual([1]);
    const error = caught(() => decoder.finish());
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('truncated final frame');
  });

  it('finish after a complete JSON value without its LF still throws: the LF ends a frame', () => {
    const decoder = new JsonLineDecoder();
    decoder.push(bytes('{"a":1}'));
    expect(caught(() => decoder.finish()).message).toBe('truncated final frame');
  });

  it('a remainder of one CR is fine; two CRs, whitespace or a lone byte are truncated frames', () => {
    const ok = new JsonLineDecoder();
    ok.push(bytes('1\n\r'));
    expect(() => ok.finish()).not.toThrow();
    for (const rest of ['\r\r', ' ', '\t', 'x', ' \r']) {
      const decoder = new JsonLineDecoder();
      decoder.push(bytes('1\n', rest));
      expect(caught(() => decoder.finish()).message, JSON.stringify(rest)).toBe('truncated final frame');
    }
  });
});

describe('JsonLineDecoder: properties', () => {
  it('encodeJsonLine of random values, concatenated and split at random offsets, decodes back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        (values, rawCuts, crlf) => {
          const lines = values.map((v) => {
            const line = encodeJsonLine(v, DEFAULT_MAX_FRAME_BYTES);
            return crlf ? bytes([...line.subarray(0, -1)], '\r\n') : line;
          });
          const stream = bytes(...lines.map((l) => [...l]));
          const cuts = rawCuts.map((c) => c % (stream.length + 1));
          // JSON round-trip is the expectation: -0 becomes 0, as JSON.stringify writes it.
          const expected = values.map((v) => JSON.parse(JSON.stringify(v)) as unknown);
          expect(decodeChunks(splitAt(stream, cuts))).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('whatever encodeJsonLine accepts under a limit, the decoder accepts under the same limit', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.integer({ min: -2, max: 2 }), (value, delta) => {
        const exact = utf8.encode(JSON.stringify(value)).length;
        const limit = Math.max(1, exact + delta);
        let line: Uint8Array;
        try {
          line = encodeJsonLine(value, limit);
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
          expect(limit).toBeLessThan(exact);
          // The decoder rejects the same frame under the same limit.
          const decoder = new JsonLineDecoder({ maxFrameBytes: limit });
          const frame = bytes(JSON.stringify(value), '\n');
          expect(caught(() => decoder.push(frame)).message).toBe(`frame exceeds ${limit} bytes`);
          return;
        }
        expect(limit).toBeGreaterThanOrEqual(exact);
        expect(decodeChunks([line], limit)).toEqual([JSON.parse(JSON.stringify(value))]);
      }),
      RUNS,
    );
  });

  it('random bytes in random chunks only ever yield values or a ProtocolError invalid_request', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 24 }), { maxLength: 6 }),
        fc.array(fc.constantFrom(0x0a, 0x0d, 0x22, 0x7b, 0x7d, 0x31, 0xe2, 0x82, 0xac, 0xef, 0xbb, 0xbf)),
        (chunks, salt) => {
          const decoder = new JsonLineDecoder({ maxFrameBytes: 32 });
          try {
            for (const chunk of [...chunks, Uint8Array.from(salt)]) decoder.push(chunk);
            decoder.finish();
          } catch (error) {
            expect(error).toBeInstanceOf(ProtocolError);
            expect((error as ProtocolError).code).toBe('invalid_request');
          }
        },
      ),
      RUNS,
    );
  });
});
