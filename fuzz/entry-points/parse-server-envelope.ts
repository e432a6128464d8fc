import fc from 'fast-check';
import { parseServerEnvelope } from '@felan-ai/session-protocol';
import { hostileKey } from '../arbitraries/json-values.ts';
import { namedCases } from '../arbitraries/named-cases.ts';
import { buildInput } from '../hostile/build-input.ts';
import { checkSharedInPlace, observeCall } from '../invariants/observe-call.ts';
import { BOUNDARY_ERROR_CODES } from '../invariants/protocol-errors.ts';
import { checkFrameRoundTrip } from '../invariants/round-trip.ts';
import { anyExamples, exampleResponses, operationNames, type OperationName } from '../spec-examples.ts';
import { entryPoint } from './entry-point.ts';

export const parseServerEnvelopeEntry = entryPoint({
  description:
    'parseServerEnvelope for every op, on mutations of its responses, responses of other ops (swapped) and hostile JSON',
  arbitrary: namedCases(
    operationNames,
    (op) => exampleResponses.filter((example) => example.op === op).map((example) => example.value),
    anyExamples,
    // Mostly another real op; sometimes a name no catalog has (the caller's op is trusted, but still checked).
    {
      throwingAccessors: true,
      throwingProxies: false,
      readsBounded: true,
      rename: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...operationNames) },
        { weight: 1, arbitrary: hostileKey },
      ),
    },
  ),
  check({ name, description }) {
    const input = buildInput(description);
    const op = name as OperationName;
    const seen = observeCall(input, () => parseServerEnvelope(input, op), { codes: BOUNDARY_ERROR_CODES });
    if (seen.returned) {
      checkSharedInPlace(seen.value, input, seen.input);
      checkFrameRoundTrip(seen.value, (decoded) => parseServerEnvelope(decoded, op));
    }
    return seen;
  },
});
