import fc from 'fast-check';
import { parseOperationResult } from '@felan-ai/session-protocol';
import { namedCases } from '../arbitraries/named-cases.ts';
import { buildInput } from '../hostile/build-input.ts';
import { checkSharedInPlace, observeCall } from '../invariants/observe-call.ts';
import { BOUNDARY_ERROR_CODES } from '../invariants/protocol-errors.ts';
import { checkValueRoundTrip } from '../invariants/round-trip.ts';
import { anyExamples, exampleResults, operationNames, type OperationName } from '../spec-examples.ts';
import { entryPoint } from './entry-point.ts';

export const parseOperationResultEntry = entryPoint({
  description:
    'parseOperationResult for every op, on mutations of its results, results of other ops (swapped) and hostile JSON',
  arbitrary: namedCases(
    operationNames,
    (op) => exampleResults.filter((example) => example.op === op).map((example) => example.value),
    anyExamples,
    {
      throwingAccessors: true,
      throwingProxies: false,
      readsBounded: true,
      rename: fc.constantFrom(...operationNames),
    },
  ),
  check({ name, description }) {
    const input = buildInput(description);
    const op = name as OperationName;
    const seen = observeCall(input, () => parseOperationResult(op, input), { codes: BOUNDARY_ERROR_CODES });
    if (seen.returned) {
      checkSharedInPlace(seen.value, input, seen.input);
      checkValueRoundTrip(seen.value, (decoded) => parseOperationResult(op, decoded));
    }
    return seen;
  },
});
