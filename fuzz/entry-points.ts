/**
 * The table of fuzzed entry points: each a named function of @felan-ai/session-protocol, the cases it
 * gets and the invariants checked on each. The short run (test/fuzz) and the long run (fuzz/run.ts)
 * both read it; a name here is what `--only` takes.
 */
import type { EntryPoint } from './entry-points/entry-point.ts';
import { encodeFrameEntry } from './entry-points/encode-frame.ts';
import { hostileProxiesEntry } from './entry-points/hostile-proxies.ts';
import { jsonLineDecoderEntry } from './entry-points/json-line-decoder.ts';
import { parseClientEnvelopeEntry } from './entry-points/parse-client-envelope.ts';
import { parseOperationResultEntry } from './entry-points/parse-operation-result.ts';
import { parseSchemaEntry } from './entry-points/parse-schema.ts';
import { parseServerEnvelopeEntry } from './entry-points/parse-server-envelope.ts';
import { validatorsEntry } from './entry-points/validators.ts';

export const ENTRY_POINTS = {
  parseClientEnvelope: parseClientEnvelopeEntry,
  parseServerEnvelope: parseServerEnvelopeEntry,
  parseOperationResult: parseOperationResultEntry,
  parseSchema: parseSchemaEntry,
  encodeFrame: encodeFrameEntry,
  jsonLineDecoder: jsonLineDecoderEntry,
  validators: validatorsEntry,
  hostileProxies: hostileProxiesEntry,
} as const satisfies Record<string, EntryPoint>;

export type EntryPointName = keyof typeof ENTRY_POINTS;
