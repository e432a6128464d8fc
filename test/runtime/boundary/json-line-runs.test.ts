/**
 * JsonLineDecoder decodes runs of whole frames at once (runtime/boundary/utf8-runs.ts) and falls back
 * to one frame at a time for a run that does not decode and for a frame longer than a run. Whichever
 * path a frame takes, the decoder must keep the JSON Lines rules exactly: the same values, the same
 * first error, however the stream is chunked. The oracle is the fuzzer's naive reference decoder
 * (fuzz/reference/json-lines.ts), which decodes the whole stream at once, frame by frame, with a
 * fatal TextDecoder.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceDecode } from '../../../fuzz/reference/json-lines.ts';
import { DEFAULT_MAX_FRAME_BYTES, JsonLineDecoder } from '../../../runtime/boundary/json-line-decoder.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import { RUN_MAX_BYTES } from '../../../runtime/boundary/utf8-runs.ts';
import { concatBytes } from '../../support/bytes.ts';

const utf8 = new TextEncoder();

/** `bytes` cut at `cuts` (any offsets, so inside multi-byte characters, CRLFs and BOMs too). */
function chunked(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const offsets = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const cut of offsets) {
    chunks.push(bytes.slice(from, cut));
    from = cut;
  }
  chunks.push(bytes.slice(from));
  return chunks;
}

/** What the decoder gives: the values of the pushes that returned, and the first error's message. */
function decode(chunks: readonly Uint8Array[], maxFrameBytes: number): { values: unknown[]; error?: string } {
  const decoder = new JsonLineDecoder({ maxFrameBytes });
  const values: unknown[] = [];
  try {
    for (const chunk of chunks) values.push(...decoder.push(chunk));
    decoder.finish();
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    return { values, error: (error as ProtocolError).message };
  }
  return { values };
}

/** The decoder agrees with the reference: same error, and the values before it (all of them without one). */
function expectAsReference(bytes: Uint8Array, chunks: readonly Uint8Array[], maxFrameBytes: number): void {
  const expected = referenceDecode(bytes, maxFrameBytes);
  const actual = decode(chunks, maxFrameBytes);
  expect(actual.error).toBe(expected.error);
  // A push that throws returns none of its values, so with an error only a prefix comes back.
  if (expected.error === undefined) expect(actual.values).toEqual(expected.values);
  else expect(actual.values).toEqual(expected.values.slice(0, actual.values.length));
}

/** Text of every UTF-8 width: ASCII, Latin-1 (the narrow path), BMP and astral (the wide one), U+FFFD. */
const text = fc.string({
  unit: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom('a', 'b', ' ', '0') },
    { weight: 2, arbitrary: fc.constantFrom('é', 'ÿ', '\u0080') },
    { weight: 1, arbitrary: fc.constantFrom('“', '漢', '😀', '\ufffd', '\ufeff') },
  ),
  maxLength: 600,
});

/** One frame's bytes, without its line ending: mostly JSON, sometimes every kind of bad. */
const frame: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 10, arbitrary: text.map((t) => utf8.encode(JSON.stringify({ op: 'prompt', text: t }))) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => utf8.encode(JSON.stringify(v))) },
  { weight: 1, arbitrary: fc.constant(new Uint8Array(0)) },
  { weight: 1, arbitrary: text.map((t) => utf8.encode(`${JSON.stringify(t)}\r`)) },
  {
    weight: 1,
    arbitrary: text.map((t) => concatBytes([Uint8Array.from([0xef, 0xbb, 0xbf]), utf8.encode(JSON.stringify(t))])),
  },
  { weight: 1, arbitrary: text.map((t) => utf8.encode(`{"unterminated":${JSON.stringify(t)}`)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        text,
        fc.constantFrom([0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff], [0xe2, 0x82]),
        text,
      )
      .map(([a, bad, b]) => concatBytes([utf8.encode(`"${a}`), Uint8Array.from(bad), utf8.encode(`${b}"`)])),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 8 }).map((b) => b.map((byte) => (byte === 0x0a ? 0x20 : byte))) },
);

/** A stream of frames, each ended by LF or CRLF, maybe with an unfinished frame (or a lone CR) after them. */
const stream = fc
  .tuple(fc.array(fc.tuple(frame, fc.boolean()), { maxLength: 24 }), fc.constantFrom('', '\r', '{"a":', '"é'))
  .map(([frames, tail]) =>
    concatBytes([
      ...frames.map(([bytes, crlf]) => concatBytes([bytes, utf8.encode(crlf ? '\r\n' : '\n')])),
      utf8.encode(tail),
    ]),
  );

describe('JsonLineDecoder: runs and frames agree with the frame-by-frame reference', () => {
  it('random streams, chunked anywhere, under the default limit', () => {
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 8 }), (bytes, cuts) => {
        expectAsReference(bytes, chunked(bytes, cuts), DEFAULT_MAX_FRAME_BYTES);
      }),
      { seed: 0x19_0c_01, numRuns: 400 },
    );
  });

  it('random streams, chunked anywhere, under limits near their frames’ sizes (runs as short as a frame, or shorter)', () => {
    fc.assert(
      fc.property(
        stream,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: 1, max: 1200 }),
        (bytes, cuts, limit) => {
          expectAsReference(bytes, chunked(bytes, cuts), limit);
        },
      ),
      { seed: 0x19_0c_02, numRuns: 400 },
    );
  });

  it('streams longer than a run, their text turning from ASCII to not and back, one byte order mark or bad byte anywhere', () => {
    const ascii = (i: number) => JSON.stringify({ i, text: 'abc'.repeat(300) });
    const latin1 = (i: number) => JSON.stringify({ i, text: 'aé'.repeat(300) });
    const wide = (i: number) => JSON.stringify({ i, text: 'a“😀'.repeat(150) });
    const lines = Array.from({ length: 600 }, (_, i) =>
      [ascii, ascii, latin1, wide, ascii, latin1][Math.floor(i / 40) % 6]!(i),
    );
    const clean = utf8.encode(lines.map((line) => `${line}\n`).join(''));
    expect(clean.length).toBeGreaterThan(4 * RUN_MAX_BYTES);
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom([], [0xff], [0xef, 0xbb, 0xbf], [0x7b]),
        fc.array(fc.nat(), { maxLength: 12 }),
        (at, bad, cuts) => {
          // The bad bytes go at the start of a frame (where a BOM is refused) or inside one.
          const cut = at % clean.length;
          const bytes = concatBytes([clean.subarray(0, cut), Uint8Array.from(bad), clean.subarray(cut)]);
          expectAsReference(bytes, chunked(bytes, cuts), DEFAULT_MAX_FRAME_BYTES);
        },
      ),
      { seed: 0x19_0c_03, numRuns: 60 },
    );
  });

  it('frames of a run’s length and either side of it, and of the limit and either side of it', () => {
    // A JSON string of exactly `bytes` bytes: quotes, as many `fill` as fit, ASCII for the rest.
    const sized = (bytes: number, fill: string) => {
      const count = Math.floor((bytes - 2) / utf8.encode(fill).length);
      return `"${fill.repeat(count)}${'a'.repeat(bytes - 2 - count * utf8.encode(fill).length)}"`;
    };
    for (const size of [4095, 4096, 4097, RUN_MAX_BYTES - 1, RUN_MAX_BYTES, RUN_MAX_BYTES + 1]) {
      for (const [fill, ending] of [
        ['a', '\n'],
        ['a', '\r\n'],
        ['é', '\n'],
      ] as const) {
        const frame = sized(size, fill);
        const bytes = utf8.encode(`1\n${frame}${ending}${frame}${ending}2${ending}`);
        const frameBytes = utf8.encode(frame).length;
        expect(frameBytes).toBe(size);
        for (const limit of [frameBytes - 1, frameBytes, frameBytes + 1, DEFAULT_MAX_FRAME_BYTES]) {
          for (const cuts of [[], [1, 2, 3], [frameBytes + 1, frameBytes + 2]])
            expectAsReference(bytes, chunked(bytes, cuts), limit);
        }
      }
    }
  });

  it('frames longer than a run, alone or among short ones, ASCII or not', () => {
    const long = (fill: string) =>
      JSON.stringify({ text: fill.repeat(Math.ceil((RUN_MAX_BYTES + 100) / fill.length)) });
    const lines = ['1', long('a'), '"é"', long('é'), long('a“'), '{}', long('a')];
    const bytes = utf8.encode(lines.map((line) => `${line}\r\n`).join(''));
    for (const cuts of [[], [5, 70_000, 140_000], Array.from({ length: 40 }, (_, i) => i * 9973)]) {
      expectAsReference(bytes, chunked(bytes, cuts), DEFAULT_MAX_FRAME_BYTES);
      expectAsReference(bytes, chunked(bytes, cuts), RUN_MAX_BYTES + 200);
    }
  });
});
