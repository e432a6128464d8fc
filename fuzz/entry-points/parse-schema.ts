import { parseSchema } from '@felan-ai/session-protocol';
import { namedCases } from '../arbitraries/named-cases.ts';
import { buildInput } from '../hostile/build-input.ts';
import { Hostile } from '../hostile/hostile.ts';
import { checkSharedInPlace, observeCall } from '../invariants/observe-call.ts';
import { BOUNDARY_ERROR_CODES } from '../invariants/protocol-errors.ts';
import { checkValueRoundTrip } from '../invariants/round-trip.ts';
import { anyExamples, schemas, validExamples } from '../spec-examples.ts';
import { entryPoint } from './entry-point.ts';

export const parseSchemaEntry = entryPoint({
  description:
    'parseSchema over every exported *Schema (OperationSchemas and ResultSchemas included), on mutations of values that schema accepts',
  arbitrary: namedCases(
    [...schemas.keys()],
    (name) => validExamples.get(schemas.get(name)!.validator) ?? [],
    anyExamples,
    {
      throwingAccessors: true,
      throwingProxies: false,
      readsBounded: true,
    },
  ),
  regressions: [
    // Found by the long run (case 75,174): the base64 pattern overflows V8's regexp stack past ~4.2 MiB.
    { name: 'Base64Schema', description: new Hostile('repeat-string', undefined, 4_500_000, 'A') },
    // Found by review after the first long run: a value sharing its objects 28 levels deep was copied as 2^28 values.
    { name: 'JsonValueSchema', description: new Hostile('shared', 'leaf', 28) },
  ],
  check({ name, description }) {
    const { schema } = schemas.get(name)!;
    const input = buildInput(description);
    const seen = observeCall(input, () => parseSchema(schema as never, input), { codes: BOUNDARY_ERROR_CODES });
    if (seen.returned) {
      checkSharedInPlace(seen.value, input, seen.input);
      checkValueRoundTrip(seen.value, (decoded) => parseSchema(schema as never, decoded));
    }
    return seen;
  },
});
