import {
  encodeFrame,
  isServerEnvelope,
  isSessionEvent,
  isTextDeltaFrame,
  LIMITS,
  parseClientEnvelope,
} from '@felan-ai/session-protocol';
import { isDeepStrictEqual } from 'node:util';
import { inputsFrom } from '../arbitraries/descriptions.ts';
import { buildInput } from '../hostile/build-input.ts';
import { observeCall } from '../invariants/observe-call.ts';
import { BOUNDARY_ERROR_CODES, describeError } from '../invariants/protocol-errors.ts';
import { decodeOne } from '../invariants/round-trip.ts';
import { holds } from '../invariants/violation.ts';
import { anyExamples, exampleFrames } from '../spec-examples.ts';
import { entryPoint } from './entry-point.ts';

const LF = 0x0a;

/** A frame encodeFrame accepted, decoded: it must pass the check of its own kind. */
function checkKind(decoded: Record<string, unknown>): void {
  const rule = 'a frame encodeFrame accepts is one its receiver accepts';
  if (Object.hasOwn(decoded, 'op') && Object.hasOwn(decoded, 'id')) {
    try {
      parseClientEnvelope(decoded);
    } catch (error) {
      holds(false, rule, () => `parseClientEnvelope refused it: ${describeError(error)}`);
    }
  } else if (Object.hasOwn(decoded, 're')) holds(isServerEnvelope(decoded), rule, () => 'not a ServerEnvelope');
  else if (Object.hasOwn(decoded, 'stream')) holds(isTextDeltaFrame(decoded), rule, () => 'not a TextDeltaFrame');
  else holds(isSessionEvent(decoded), rule, () => 'not a SessionEvent');
}

export const encodeFrameEntry = entryPoint({
  description: 'encodeFrame on mutations of example requests, responses, text deltas and events, and of hostile JSON',
  arbitrary: inputsFrom(exampleFrames, anyExamples, {
    throwingAccessors: true,
    throwingProxies: false,
    readsBounded: true,
  }),
  regressions: [
    // Found by the short run: a null frame is plain JSON, and encodeFrame then asks it for its own properties.
    null,
  ],
  check(description) {
    const input = buildInput(description);
    const seen = observeCall(input, () => encodeFrame(input as never), { codes: BOUNDARY_ERROR_CODES });
    if (seen.returned) {
      const bytes = seen.value;
      const rule = 'encodeFrame writes one JSON line within the frame limit: exactly the value it was given';
      holds(bytes instanceof Uint8Array, rule, () => `returned ${typeof bytes}`);
      holds(bytes.indexOf(LF) === bytes.length - 1, rule, () => `LF at ${bytes.indexOf(LF)} of ${bytes.length} bytes`);
      holds(bytes.length - 1 <= LIMITS.frameBytes, rule, () => `${bytes.length - 1} bytes`);
      const decoded = decodeOne(bytes);
      holds(
        isDeepStrictEqual(decoded, JSON.parse(JSON.stringify(input))),
        rule,
        () => `decoded to ${JSON.stringify(decoded).slice(0, 200)}`,
      );
      checkKind(decoded as Record<string, unknown>);
    }
    return seen;
  },
});
