/**
 * Boundary fuzzing, short run (issue 8, point 1): encodeFrame, JsonLineDecoder, and Proxies whose
 * traps throw. Rules, on every case: encodeFrame writes one JSON line within the frame limit, exactly
 * the value it was given, that its receiver accepts; the decoder agrees with a reference decoder,
 * gives the same frames and error however the bytes are chunked, never writes into pushed bytes and
 * stays failed after a failure; nothing throws but a ProtocolError with a pinned code.
 */
import { describe } from 'vitest';
import { fuzzEntryPoints } from './short-run.ts';

describe('fuzzing the frame codec', () => {
  fuzzEntryPoints(['encodeFrame', 'jsonLineDecoder', 'hostileProxies']);
});
