/**
 * The valid inputs every mutation starts from, taken from the spec model: each operation's example
 * requests, responses and results, each named type's examples, and every sub-value of those that some
 * exported validator accepts (so types the spec gives no example of, events and pages among them,
 * still get valid starting points). Also the string bounds the schemas set, to cut strings at.
 */
import * as protocol from '@felan-ai/session-protocol';
import { fileURLToPath } from 'node:url';
import { nodeFileSystem } from '../generator/host/node-file-system.ts';
import type { OperationModel, ProtocolModel } from '../generator/model/protocol-model.ts';
import { loadModel } from '../generator/pipeline.ts';
import { MUTATION_ID } from '../test/support/requests.ts';
import { stringBounds as boundsOf } from '../test/support/string-bounds.ts';

const specDir = fileURLToPath(new URL('../spec/session-protocol', import.meta.url));
const loaded = await loadModel(nodeFileSystem, specDir);
if (loaded.value === undefined) throw new Error(`fuzz: the spec at ${specDir} does not load`);
export const model: ProtocolModel = loaded.value;
/** The version the bundled spec's framing asks every frame to carry. */
const WIRE = model.framing!.version!.value;

export type OperationName = protocol.OperationName;
export const operationNames: readonly OperationName[] = model.operations.map((op) => op.name as OperationName);

/** A request envelope for `op` carrying `params`, with the id and session its operation asks for. */
export function requestFor(op: OperationModel, params: unknown): Record<string, unknown> {
  const policy = model.protocol.scopes.find((scope) => scope.name === op.scope)!.target;
  const base = { v: WIRE, id: op.mutation ? MUTATION_ID : 'request-1', op: op.name, params };
  return policy === 'required' ? { ...base, session: 'session-1' } : base;
}

export interface OperationExample {
  readonly op: OperationName;
  readonly value: unknown;
}

export const exampleRequests: readonly OperationExample[] = model.operations.flatMap((op) =>
  op.examples.map((example) => ({ op: op.name as OperationName, value: requestFor(op, example.params) })),
);

export const exampleResults: readonly OperationExample[] = model.operations.flatMap((op) =>
  op.examples.map((example) => ({ op: op.name as OperationName, value: example.result })),
);

/** Accepted responses from the examples, plus a rejected and an indeterminate one for every operation. */
export const exampleResponses: readonly OperationExample[] = [
  ...exampleResults.map(({ op, value }) => ({
    op,
    value: { v: WIRE, re: 'request-1', outcome: 'accepted', result: value },
  })),
  ...operationNames.flatMap((op) => [
    {
      op,
      value: { v: WIRE, re: 'request-1', outcome: 'rejected', error: { code: 'busy', message: 'a run is active' } },
    },
    {
      op,
      value: { v: WIRE, re: 'request-1', outcome: 'indeterminate', error: { code: 'indeterminate', message: 'lost' } },
    },
  ]),
];

/** Every generated validator by its export path (`isPrompt`, `PARAMS_VALIDATORS.prompt`, …): an `is<Type>` with a `<Type>Schema`. */
export const validators: ReadonlyMap<string, protocol.Validator<unknown>> = new Map<
  string,
  protocol.Validator<unknown>
>([
  ...Object.entries(protocol)
    .filter(
      ([name, value]) => /^is[A-Z]/.test(name) && typeof value === 'function' && `${name.slice(2)}Schema` in protocol,
    )
    .map(([name, value]) => [name, value as protocol.Validator<unknown>] as const),
  ...Object.entries(protocol.PARAMS_VALIDATORS).map(
    ([op, value]) => [`PARAMS_VALIDATORS.${op}`, value as protocol.Validator<unknown>] as const,
  ),
  ...Object.entries(protocol.RESULT_VALIDATORS).map(
    ([op, value]) => [`RESULT_VALIDATORS.${op}`, value as protocol.Validator<unknown>] as const,
  ),
]);

/** Every exported schema parseSchema takes, by export path, with the validator that checks the same schema. */
export const schemas: ReadonlyMap<string, { readonly schema: object; readonly validator: string }> = new Map<
  string,
  { readonly schema: object; readonly validator: string }
>([
  ...Object.entries(protocol)
    .filter(([name, value]) => name.endsWith('Schema') && typeof value === 'object' && value !== null)
    .map(
      ([name, value]) =>
        [name, { schema: value as object, validator: `is${name.slice(0, -'Schema'.length)}` }] as const,
    ),
  ...Object.entries(protocol.OperationSchemas).map(
    ([op, value]) =>
      [`OperationSchemas.${op}`, { schema: value as object, validator: `PARAMS_VALIDATORS.${op}` }] as const,
  ),
  ...Object.entries(protocol.ResultSchemas).map(
    ([op, value]) =>
      [`ResultSchemas.${op}`, { schema: value as object, validator: `RESULT_VALIDATORS.${op}` }] as const,
  ),
]);

/** The values a walk of `value` meets (itself included), depth first. */
function subValues(value: unknown, into: unknown[] = []): unknown[] {
  into.push(value);
  if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) subValues(child, into);
  return into;
}

const seeds: unknown[] = [
  ...exampleRequests.map((example) => example.value),
  ...exampleResponses.map((example) => example.value),
  ...model.types.flatMap((type) => (type.schema.examples as unknown[] | undefined) ?? []),
];
const distinct = [
  ...new Map(seeds.flatMap((seed) => subValues(seed)).map((value) => [JSON.stringify(value), value])).values(),
];

/** For each validator's export path, the example values (whole or nested) it accepts. */
export const validExamples: ReadonlyMap<string, readonly unknown[]> = new Map(
  [...validators].map(([name, validate]) => [name, distinct.filter((value) => validate(value))]),
);

/** Every example value the validators know, for inputs that belong to no schema in particular. */
export const anyExamples: readonly unknown[] = distinct.filter((value) => typeof value === 'object' && value !== null);

/** Frames encodeFrame takes: requests, responses, and every example a frame kind's validator accepts. */
export const exampleFrames: readonly unknown[] = [
  ...exampleRequests.map((example) => example.value),
  ...exampleResponses.map((example) => example.value),
  ...(validExamples.get('isTextDeltaFrame') ?? []),
  ...(validExamples.get('isSessionEvent') ?? []),
];

/** Every distinct bound the schemas put on a string: strings are cut at each, ±1. */
export const stringBounds: readonly number[] = boundsOf(model);

/** Property names the schemas declare: mutations add and duplicate these, so edits land on real fields. */
export const protocolKeys: readonly string[] = (() => {
  const keys = new Set<string>([
    'v',
    'id',
    'op',
    'session',
    'params',
    're',
    'outcome',
    'result',
    'error',
    'type',
    'stream',
  ]);
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const properties = (node as Record<string, unknown>).properties;
    if (typeof properties === 'object' && properties !== null) for (const key of Object.keys(properties)) keys.add(key);
    Object.values(node).forEach(visit);
  };
  for (const type of model.types) visit(type.schema);
  for (const op of model.operations) [op.params, op.result].forEach(visit);
  return [...keys].sort();
})();
