/**
 * Boundary fuzzing, short run (issue 8, point 1): the envelope and result parsers. Rules, on every
 * case: the only exception is a ProtocolError with a pinned code and a bounded message; the input is
 * never mutated and no getter of it runs; Object.prototype and Array.prototype are untouched; a
 * returned value shares an object of the input only where the input holds it and comes back the same after encodeFrame →
 * JsonLineDecoder → parse.
 */
import { describe } from 'vitest';
import { fuzzEntryPoints } from './short-run.ts';

describe('fuzzing the envelope parsers', () => {
  fuzzEntryPoints(['parseClientEnvelope', 'parseServerEnvelope', 'parseOperationResult']);
});
