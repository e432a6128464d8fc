import { LIMITS, parseSchema } from '@felan-ai/session-protocol';
import { SCHEMAS } from '../../generated/session-protocol/dist/schema-parser.js';
import { namedCases } from '../arbitraries/named-cases.ts';
import { buildInput, isPlainJsonDescription } from '../hostile/build-input.ts';
import { Hostile } from '../hostile/hostile.ts';
import { observeCall } from '../invariants/observe-call.ts';
import { holds } from '../invariants/violation.ts';
import { anyExamples, schemas, validators, validExamples } from '../spec-examples.ts';
import { entryPoint } from './entry-point.ts';

/** The exported schema each validator checks, by the validator's export path. */
const schemaOf = new Map([...schemas.values()].map(({ schema, validator }) => [validator, schema]));

function parses(schema: object, input: unknown): boolean {
  try {
    parseSchema(schema as never, input);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every generated validator (`is<Type>`, PARAMS_VALIDATORS, RESULT_VALIDATORS), drawn per case. A
 * bare validator reads properties as they are, so throwing getters are not given to it (it cannot
 * help running them); everything else is, 100,000-level nesting and megabyte strings included.
 */
export const validatorsEntry = entryPoint({
  description:
    'every exported validator on mutations of the values it accepts: never throws, never mutates, agrees with parseSchema on plain JSON',
  arbitrary: namedCases([...validators.keys()], (name) => validExamples.get(name) ?? [], anyExamples, {
    throwingAccessors: false,
    throwingProxies: false,
    readsBounded: false,
  }),
  regressions: [
    // Found by the short run: a cycle in open JSON data; and JSON nested 100,000 levels deep.
    {
      name: 'isUiAction',
      description: {
        element: 'review-summary',
        revision: 42,
        action: 'apply',
        values: new Hostile('cycle', { only: ['bound'] }),
      },
    },
    { name: 'isJsonValue', description: new Hostile('deep-array', 1, 100_000) },
  ],
  check({ name, description }) {
    const validate = validators.get(name)!;
    const input = buildInput(description);
    const seen = observeCall(input, () => validate(input), { codes: undefined, mayRunGetters: true });
    const accepted = seen.value;
    const errors = validate.errors;
    holds(typeof accepted === 'boolean', 'a validator returns a boolean', () => `returned ${typeof accepted}`);
    holds(
      accepted
        ? errors === null || errors === undefined
        : Array.isArray(errors) &&
            errors.length > 0 &&
            errors.every((issue) => typeof issue.instancePath === 'string' && typeof issue.keyword === 'string'),
      'a validator reports issues exactly when it rejects',
      () => `returned ${String(accepted)} with errors ${JSON.stringify(errors)?.slice(0, 200)}`,
    );
    const schema = schemaOf.get(name);
    // On plain JSON within the depth limit and the frame limit, parseSchema is the same check on a copy.
    // (Its count of the JSON size is a lower bound, so it refuses nothing whose JSON fits a frame.)
    if (
      schema !== undefined &&
      isPlainJsonDescription(description) &&
      seen.input.depth <= LIMITS.jsonDepth &&
      fitsFrame(input, seen.input.size)
    ) {
      // A request or command type is parsed as the request parser parses it: its operation and that
      // operation's params too, which its schema alone leaves open. There parseSchema may refuse more.
      const parsedAsRequest = SCHEMAS.get(schema)?.as !== undefined;
      const parsed = parses(schema, input);
      holds(
        parsedAsRequest ? !parsed || accepted : parsed === accepted,
        parsedAsRequest
          ? 'parseSchema of a request or command type accepts only what its validator accepts'
          : 'a validator and parseSchema agree on plain JSON within the depth and frame limits',
        () => `${name} says ${String(accepted)}`,
      );
    }
    return seen;
  },
});

/**
 * Whether a plain JSON value is, as JSON text, within the frame limit (UTF-16 units: at most its UTF-8
 * bytes). Its size as JSON in snapshot units (input-snapshot.ts) is at most its length as text, so a
 * value past the limit in units is not written out: it could take gigabytes.
 */
function fitsFrame(value: unknown, units: number): boolean {
  return units < LIMITS.frameBytes && JSON.stringify(value).length <= LIMITS.frameBytes;
}
