import { JsonLineDecoder, LIMITS, ProtocolError } from '@felan-ai/session-protocol';
import { isDeepStrictEqual } from 'node:util';
import { cpuMs } from '../call-time.ts';
import { byteStreamCase, chunksOf, streamBytes, type ByteStreamCase } from '../arbitraries/byte-streams.ts';
import { checkThrown, DECODER_ERROR_CODES } from '../invariants/protocol-errors.ts';
import { prototypeDifference, recordPrototypes } from '../invariants/prototypes.ts';
import { holds } from '../invariants/violation.ts';
import { referenceDecode } from '../reference/json-lines.ts';
import { entryPoint } from './entry-point.ts';

interface Decoding {
  readonly values: unknown[];
  readonly error: ProtocolError | undefined;
  readonly decoder: JsonLineDecoder;
}

/** Pushes each chunk, then finishes; overwrites each chunk after its push (the caller may reuse it). */
function decode(stream: ByteStreamCase, chunks: readonly Uint8Array[], scribble: boolean): Decoding {
  const decoder = new JsonLineDecoder(
    stream.maxFrameBytes === undefined ? {} : { maxFrameBytes: stream.maxFrameBytes },
  );
  const values: unknown[] = [];
  try {
    for (const chunk of chunks) {
      values.push(...decoder.push(chunk));
      if (scribble) chunk.fill(0x0a);
    }
    decoder.finish();
  } catch (error) {
    checkThrown(error, DECODER_ERROR_CODES);
    return { values, error, decoder };
  }
  return { values, error: undefined, decoder };
}

const same = (a: ProtocolError | undefined, b: string | undefined) => a?.message === b;

export const jsonLineDecoderEntry = entryPoint<ByteStreamCase>({
  description:
    'JsonLineDecoder on streams of example frames, JSON, invalid UTF-8, CR/LF/CRLF, BOMs, empty lines and runs past the frame limit, in random chunkings',
  arbitrary: byteStreamCase,
  check(stream) {
    const bytes = streamBytes(stream);
    const limit = stream.maxFrameBytes ?? LIMITS.frameBytes;
    const expected = referenceDecode(bytes, limit);
    const original = bytes.slice();
    const prototypes = recordPrototypes();

    const { value: whole, ms } = cpuMs(() => decode(stream, [bytes], false));

    holds(isDeepStrictEqual(bytes, original), 'no input is mutated', () => 'the decoder wrote into the pushed bytes');
    const polluted = prototypeDifference(prototypes, recordPrototypes());
    holds(polluted === undefined, 'Object.prototype and the built-in prototypes are untouched', () => polluted!);
    holds(
      same(whole.error, expected.error),
      'the decoder keeps the JSON Lines rules (as the reference decoder reads them)',
      () => `one push: ${whole.error?.message ?? 'no error'}; reference: ${expected.error ?? 'no error'}`,
    );
    if (whole.error === undefined) {
      holds(
        isDeepStrictEqual(whole.values, expected.values),
        'the decoder keeps the JSON Lines rules (as the reference decoder reads them)',
        () => 'different frames',
      );
    }

    const chunked = decode(stream, chunksOf(bytes, stream.cuts), true);
    const rule = 'any chunking of the same bytes gives the same frames and error as one push';
    holds(
      same(chunked.error, whole.error?.message),
      rule,
      () => `chunked: ${chunked.error?.message ?? 'no error'}; one push: ${whole.error?.message ?? 'no error'}`,
    );
    // A failing push returns nothing, so chunks that ended earlier have returned a prefix of the frames.
    const prefix = expected.values.slice(0, chunked.values.length);
    holds(
      isDeepStrictEqual(chunked.values, chunked.error === undefined ? expected.values : prefix),
      rule,
      () => `${chunked.values.length} frames, expected ${expected.values.length}`,
    );

    for (const failed of [whole, chunked].filter((decoding) => decoding.error !== undefined)) {
      let later: unknown;
      try {
        failed.decoder.push(Uint8Array.of(0x0a));
      } catch (error) {
        later = error;
      }
      holds(later !== undefined, 'after a failure the decoder stays failed', () => 'a later push returned');
      checkThrown(later, DECODER_ERROR_CODES);
    }
    return { size: bytes.length, ms };
  },
});
