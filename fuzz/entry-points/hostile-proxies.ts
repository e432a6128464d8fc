import fc from 'fast-check';
import {
  encodeFrame,
  parseClientEnvelope,
  parseOperationResult,
  parseSchema,
  parseServerEnvelope,
} from '@felan-ai/session-protocol';
import { applyEdit } from '../arbitraries/apply-edits.ts';
import { mutationsOf } from '../arbitraries/descriptions.ts';
import { buildInput } from '../hostile/build-input.ts';
import { observeCall } from '../invariants/observe-call.ts';
import { BOUNDARY_ERROR_CODES } from '../invariants/protocol-errors.ts';
import { exampleFrames, schemas } from '../spec-examples.ts';
import { entryPoint } from './entry-point.ts';

const PARSERS: Readonly<Record<string, (input: unknown) => unknown>> = {
  parseClientEnvelope: (input) => parseClientEnvelope(input),
  parseServerEnvelope: (input) => parseServerEnvelope(input, 'prompt'),
  parseOperationResult: (input) => parseOperationResult('prompt', input),
  parseSchema: (input) => parseSchema(schemas.get('ClientEnvelopeSchema')!.schema as never, input),
  encodeFrame: (input) => encodeFrame(input as never),
};

/**
 * Proxies whose traps throw, and revoked Proxies, anywhere in a frame: no parser can read one without
 * running its trap (getPrototypeOf, ownKeys, getOwnPropertyDescriptor), so this entry point asks
 * whether what the trap throws still comes out as a ProtocolError. Kept apart from the other
 * entry points so their long runs explore everything else whatever the answer is here.
 */
export const hostileProxiesEntry = entryPoint({
  description: 'every parser and encodeFrame on frames holding a Proxy whose trap throws, or a revoked Proxy',
  arbitrary: fc
    .record({
      parser: fc.constantFrom(...Object.keys(PARSERS)),
      frame: mutationsOf(fc.constantFrom(...exampleFrames), {
        throwingAccessors: true,
        throwingProxies: true,
        readsBounded: true,
      }),
      proxy: fc.constantFrom('throwing-proxy' as const, 'revoked-proxy' as const),
      at: fc.nat(),
      trap: fc.nat({ max: 4 }),
    })
    .map(({ parser, frame, proxy, at, trap }) => ({
      parser,
      description: applyEdit(frame, { kind: 'hostile', at, hostile: proxy, size: trap }),
    })),
  check({ parser, description }) {
    const input = buildInput(description);
    return observeCall(input, () => PARSERS[parser]!(input), { codes: BOUNDARY_ERROR_CODES });
  },
});
