/**
 * A small protocol's BoundaryBinding, built inside the test that calls it: readers compiled from its
 * schemas against runtime/ (compiled-readers.ts), Ajv validators made as the toolchain configures
 * them, and strip plans from strip-plan.ts. Every choice the framing offers (version, mutation ids,
 * target policies, params left out, a response's `when`, a command type, events both ways, markers
 * shared by two frames) is an option, so each branch of createBoundary can be reached and told apart.
 * Call it inside an `it` only: a compile outside one makes every mutant it reaches static.
 */
import type { JsonSchema } from '../../../../generator/load/spec-document.ts';
import { planOf } from '../../../../generator/emit/boundary/strip-plan.ts';
import { addNamedTypes, createAjv, toAjvSchema, typeSchemaId } from '../../../../generator/schema/ajv-compiler.ts';
import type {
  BoundaryBinding,
  CheckFunction,
  KnownSchema,
  OperationBinding,
  Reader,
  TargetPolicy,
} from '../../../../runtime/boundary/boundary.ts';
import { compiledReaders } from '../../../readers/support/compiled-readers.ts';

/** Schemas (or readers) the binding leaves without a reader, as a package whose compiler refused them would. */
export type Readerless = 'request' | 'response' | 'command' | 'mutationId';

export interface ToyOptions {
  /** The version member (`v` by default), or none. */
  readonly version?: string | false;
  /** The member naming the operation (`op` by default). */
  readonly operationField?: string;
  /** Whether mutating operations need a MutationId, and whether it is returned in lowercase. */
  readonly mutationId?: false | { readonly lowercase: boolean };
  readonly paramsRequired?: boolean;
  /** Whether requests have a target member at all. */
  readonly target?: boolean;
  /** A response carries a result when `outcome` is `accepted` (a tagged union), or wherever `result` is (none). */
  readonly when?: boolean;
  readonly command?: boolean;
  readonly encoding?: 'json-lines' | 'content-length';
  readonly maxFrameBytes?: number;
  readonly maxDepth?: number;
  readonly readerless?: readonly Readerless[];
  /** Extra operations, by name. */
  readonly operations?: Readonly<Record<string, ToyOperation>>;
}

export interface ToyOperation {
  readonly mutation: boolean;
  readonly sender: 'client' | 'host' | 'both';
  readonly target: TargetPolicy;
  readonly params: JsonSchema;
  readonly result: JsonSchema;
  /** Whether its params and result have readers (true by default). */
  readonly readers?: boolean;
}

/**
 * The operations: `put` (a mutation of a target), `list` (target optional), `ping` (sent by the host,
 * no target) and `raw` (no reader for its params and result, as when the compiler refuses them).
 */
export const TOY_OPERATIONS: Readonly<Record<string, ToyOperation>> = {
  put: {
    mutation: true,
    sender: 'client',
    target: 'required',
    params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    result: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
  },
  list: {
    mutation: false,
    sender: 'client',
    target: 'optional',
    params: { type: 'object', properties: { limit: { type: 'integer', minimum: 0 } } },
    result: {
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'string' } } },
      required: ['items'],
    },
  },
  ping: {
    mutation: false,
    sender: 'host',
    target: 'forbidden',
    params: { type: 'object', properties: { at: { type: 'integer' } } },
    result: { type: 'object', properties: { pong: { type: 'boolean' } } },
  },
  raw: {
    mutation: false,
    sender: 'client',
    target: 'optional',
    params: { type: 'object', properties: { n: { type: 'integer' } } },
    result: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
    readers: false,
  },
};

export interface Toy {
  readonly binding: BoundaryBinding;
  /** Every schema's validator by its name, for `createBoundary(binding, { readers: false, validators })`. */
  readonly validators: Readonly<Record<string, CheckFunction>>;
  /** The binding's known schemas of the named types, for parseKnown. */
  readonly known: (name: string) => KnownSchema;
}

const open = (): JsonSchema => ({ type: 'object', additionalProperties: true });

/** The toy protocol's binding with the options given. */
export function toyBinding(options: ToyOptions = {}): Toy {
  const v = options.version === undefined ? 'v' : options.version;
  const op = options.operationField ?? 'op';
  const mutationId = options.mutationId === undefined ? { lowercase: true } : options.mutationId;
  const target = options.target ?? true;
  const when = options.when ?? true;
  const readerless = new Set(options.readerless ?? []);
  const operations = { ...TOY_OPERATIONS, ...options.operations };
  const versioned = (properties: Record<string, JsonSchema>): Record<string, JsonSchema> =>
    v === false ? properties : { [v]: { type: 'integer' }, ...properties };

  const requestParams = open();
  const commandParams = open();
  const acceptedResult = open();
  const envelope: JsonSchema = {
    type: 'object',
    properties: versioned({
      id: { type: ['string', 'integer'] },
      [op]: { type: 'string' },
      ...(target ? { target: { type: 'string' } } : {}),
      params: requestParams,
    }),
    required: ['id', op, ...(options.paramsRequired ? ['params'] : [])],
  };
  const response: JsonSchema = when
    ? {
        oneOf: [
          {
            type: 'object',
            properties: versioned({
              re: { type: ['string', 'integer'] },
              outcome: { const: 'accepted' },
              result: acceptedResult,
            }),
            required: ['re', 'outcome', 'result'],
          },
          {
            type: 'object',
            properties: versioned({
              re: { type: ['string', 'integer'] },
              outcome: { const: 'rejected' },
              error: { type: 'string' },
            }),
            required: ['re', 'outcome', 'error'],
          },
        ],
      }
    : {
        type: 'object',
        properties: versioned({
          re: { type: ['string', 'integer'] },
          result: acceptedResult,
          error: { type: 'string' },
        }),
        required: ['re'],
      };
  const types: Record<string, JsonSchema> = {
    Envelope: envelope,
    Response: response,
    Command: { type: 'object', properties: { [op]: { type: 'string' }, params: commandParams }, required: [op] },
    MutationId: { type: 'string', pattern: '^[0-9A-Fa-f]{4}$' },
    Stream: {
      type: 'object',
      properties: versioned({ stream: { type: 'string' }, text: { type: 'string' } }),
      required: ['stream', 'text'],
    },
    Note: {
      type: 'object',
      properties: versioned({ type: { const: 'note' }, body: { type: 'string' } }),
      required: ['type', 'body'],
    },
    Alert: {
      type: 'object',
      properties: versioned({ type: { const: 'alert' }, level: { type: 'integer' } }),
      required: ['type', 'level'],
    },
    Hello: { type: 'object', properties: { hello: { type: 'string' } }, required: ['hello'] },
  };

  const inline: Record<string, JsonSchema> = {};
  for (const [name, entry] of Object.entries(operations)) {
    if (entry.readers === false) continue;
    inline[`${name}.params`] = entry.params;
    inline[`${name}.result`] = entry.result;
  }
  const readers = compiledReaders(types, {
    inline,
    slots: [requestParams, commandParams, acceptedResult],
    maxDepth: options.maxDepth ?? 8,
  });
  const typeMap = new Map(Object.entries(types));
  const plans = Object.fromEntries(Object.entries(types).map(([name, schema]) => [name, planOf(schema, typeMap)]));

  const ajv = createAjv({ standalone: false, allErrors: false });
  addNamedTypes(ajv, types);
  const validators: Record<string, CheckFunction> = {};
  const named = (name: string, withReader = true): KnownSchema => {
    const validate = ajv.getSchema(typeSchemaId(name)) as unknown as CheckFunction;
    validators[`validate${name}`] = validate;
    // As a generated binding does, a schema without a reader carries its validator.
    return {
      validator: `validate${name}`,
      plan: name,
      ...(withReader ? { read: readers.reader(name) } : { validate }),
    };
  };
  const inlineSchema = (label: string, schema: JsonSchema, withReader: boolean): KnownSchema => {
    const validator = `validate_${label.replace('.', '_')}`;
    const validate = ajv.compile(toAjvSchema(schema)) as unknown as CheckFunction;
    validators[validator] = validate;
    return {
      validator,
      plan: planOf(schema, typeMap),
      ...(withReader ? { read: readers.reader(label) } : { validate }),
    };
  };

  const operationTable = new Map<string, OperationBinding>(
    Object.entries(operations).map(([name, entry]) => [
      name,
      {
        mutation: entry.mutation,
        sender: entry.sender,
        target: entry.target,
        params: inlineSchema(`${name}.params`, entry.params, entry.readers !== false),
        result: inlineSchema(`${name}.result`, entry.result, entry.readers !== false),
      },
    ]),
  );
  const requestSchema = named('Envelope', !readerless.has('request'));
  const responseSchema = named('Response', !readerless.has('response'));
  const commandSchema = named('Command', !readerless.has('command'));
  const idSchema = named('MutationId', !readerless.has('mutationId'));
  const frames = { Stream: named('Stream'), Note: named('Note'), Alert: named('Alert'), Hello: named('Hello') };
  const readOf = (schema: KnownSchema): { read?: Reader } => (schema.read === undefined ? {} : { read: schema.read });

  const binding: BoundaryBinding = {
    encoding: options.encoding ?? 'json-lines',
    maxDepth: options.maxDepth ?? 8,
    maxFrameBytes: options.maxFrameBytes ?? 4096,
    ...(v === false ? {} : { version: { field: v, value: 1, code: 'protocol_mismatch' } }),
    codes: { invalid: 'bad_frame', unknownOperation: 'no_such_operation' },
    operations: operationTable,
    request: {
      schema: requestSchema,
      operation: op,
      id: 'id',
      params: 'params',
      paramsRequired: options.paramsRequired ?? false,
      ...(target ? { target: 'target' } : {}),
      ...(mutationId === false
        ? {}
        : { mutationId: { type: 'MutationId', schema: idSchema, lowercase: mutationId.lowercase } }),
      ...readOf(requestSchema),
      ...(options.command === false ? {} : { command: { schema: commandSchema, ...readOf(commandSchema) } }),
    },
    response: {
      schema: responseSchema,
      correlation: 're',
      result: 'result',
      ...(when ? { when: { field: 'outcome', equals: 'accepted' } } : {}),
      ...readOf(responseSchema),
    },
    frames: [
      { marker: 're', schema: responseSchema },
      { marker: 'stream', schema: frames.Stream },
      { marker: 'type', schema: frames.Note },
      { marker: 'type', schema: frames.Alert },
    ],
    events: [
      { marker: 'stream', schema: frames.Stream, from: 'host' },
      { marker: 'type', schema: frames.Note, from: 'either' },
      { marker: 'type', schema: frames.Alert, from: 'host' },
      { marker: 'hello', schema: frames.Hello, from: 'client' },
    ],
    plans,
  };
  return {
    binding,
    validators,
    known: (name) => {
      const found = { Envelope: requestSchema, Response: responseSchema, Command: commandSchema, ...frames }[name];
      if (found === undefined) throw new Error(`no known schema ${name}`);
      return found;
    },
  };
}
