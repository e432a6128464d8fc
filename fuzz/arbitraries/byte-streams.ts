import fc from 'fast-check';
import { encodeFrame, LIMITS } from '@felan-ai/session-protocol';
import { exampleFrames } from '../spec-examples.ts';
import { hostileString, strictJson } from './json-values.ts';

/** One piece of a byte stream. `run` is `size` bytes past the frame limit (negative: short of it). */
export type Segment =
  | { readonly kind: 'frame'; readonly index: number }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bytes'; readonly bytes: readonly number[] }
  | { readonly kind: 'run'; readonly byte: number; readonly size: number };

export interface ByteStreamCase {
  /** The decoder's frame limit; undefined keeps the package default (LIMITS.frameBytes, 16 MiB). */
  readonly maxFrameBytes: number | undefined;
  readonly segments: readonly Segment[];
  /** Where the stream is cut into chunks (modulo its length + 1), or every byte. */
  readonly cuts: readonly number[] | 'every-byte';
}

/** Encoded example frames, each one valid JSON line with its LF. */
const frames: readonly Uint8Array[] = exampleFrames.map((frame) => encodeFrame(frame as never));

/** Byte sequences UTF-8 forbids: overlongs, encoded surrogates, past U+10FFFF, truncated, stray continuation. */
const INVALID_UTF8: readonly (readonly number[])[] = [
  [0xff],
  [0xc0, 0x80],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0x80],
  [0xf0, 0x9f, 0x98],
];

const segment: fc.Arbitrary<Segment> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('frame' as const), index: fc.nat({ max: frames.length - 1 }) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('json' as const), value: strictJson }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.oneof(
        fc.constantFrom(
          '\n',
          '\r\n',
          '\r',
          '\r\r\n',
          '\n\n',
          '\ufeff',
          ' ',
          '\t\n',
          '{',
          '}',
          '"',
          'null',
          '[1,',
          '{"a":1,"a":2}',
          '\u2028',
        ),
        hostileString,
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bytes' as const),
      bytes: fc.oneof(fc.constantFrom(...INVALID_UTF8), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 12 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('run' as const),
      byte: fc.constantFrom(0x61, 0x20, 0x0d, 0x7b),
      size: fc.integer({ min: -2, max: 2 }),
    }),
  },
);

export const byteStreamCase: fc.Arbitrary<ByteStreamCase> = fc.record({
  // The package default (16 MiB) is rare: a run past it is 16 MiB of bytes, ~0.3 s a case; small
  // limits reach the same code for microseconds.
  maxFrameBytes: fc.oneof(
    { weight: 200, arbitrary: fc.integer({ min: 1, max: 64 }) },
    { weight: 200, arbitrary: fc.integer({ min: 65, max: 4096 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ),
  segments: fc.array(segment, { maxLength: 8 }),
  cuts: fc.oneof(
    { weight: 9, arbitrary: fc.array(fc.nat(), { maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constant('every-byte' as const) },
  ),
});

const encoder = new TextEncoder();

/** The stream's bytes. */
export function streamBytes(stream: ByteStreamCase): Uint8Array {
  const limit = stream.maxFrameBytes ?? LIMITS.frameBytes;
  const parts: Uint8Array[] = stream.segments.map((piece) => {
    switch (piece.kind) {
      case 'frame':
        return frames[piece.index]!;
      case 'json':
        return encoder.encode(JSON.stringify(piece.value) ?? 'null');
      case 'text':
        return encoder.encode(piece.text);
      case 'bytes':
        return Uint8Array.from(piece.bytes);
      case 'run':
        return new Uint8Array(Math.max(0, limit + piece.size)).fill(piece.byte);
    }
  });
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The stream cut into fresh chunks (copies: the caller owns and may reuse them). */
export function chunksOf(bytes: Uint8Array, cuts: ByteStreamCase['cuts']): Uint8Array[] {
  // Every byte of a megabyte stream would be millions of pushes: past 64 KiB it is cut at the given points only.
  if (cuts === 'every-byte' && bytes.length <= 65_536) return Array.from(bytes, (byte) => Uint8Array.of(byte));
  const points = [
    ...new Set([0, ...(cuts === 'every-byte' ? [] : cuts.map((cut) => cut % (bytes.length + 1))), bytes.length]),
  ].sort((a, b) => a - b);
  return points.slice(1).map((end, index) => bytes.slice(points[index], end));
}
