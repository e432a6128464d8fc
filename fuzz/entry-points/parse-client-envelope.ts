import { parseClientEnvelope } from '@felan-ai/session-protocol';
import { inputsFrom } from '../arbitraries/descriptions.ts';
import { buildInput } from '../hostile/build-input.ts';
import { checkSharedInPlace, observeCall } from '../invariants/observe-call.ts';
import { BOUNDARY_ERROR_CODES } from '../invariants/protocol-errors.ts';
import { checkFrameRoundTrip } from '../invariants/round-trip.ts';
import { anyExamples, exampleRequests, exampleResponses } from '../spec-examples.ts';
import { entryPoint } from './entry-point.ts';

export const parseClientEnvelopeEntry = entryPoint({
  description: 'parseClientEnvelope on mutations of every example request, of other examples and of hostile JSON',
  arbitrary: inputsFrom(
    exampleRequests.map((example) => example.value),
    [...anyExamples, ...exampleResponses.map((example) => example.value)],
    { throwingAccessors: true, throwingProxies: false, readsBounded: true },
  ),
  check(description) {
    const input = buildInput(description);
    const seen = observeCall(input, () => parseClientEnvelope(input), { codes: BOUNDARY_ERROR_CODES });
    if (seen.returned) {
      checkSharedInPlace(seen.value, input, seen.input);
      checkFrameRoundTrip(seen.value, (decoded) => parseClientEnvelope(decoded));
    }
    return seen;
  },
});
