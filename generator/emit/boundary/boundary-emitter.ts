import type { FramingModel, LimitRef, ProtocolModel } from '../../model/protocol-model.ts';
import { validatorName } from '../../schema/naming.ts';
import type { Emitter } from '../emitter.ts';
import { readersDeclarations, readersFile } from '../readers/readers-file.ts';
import { compileReaders, readerName, type ReadersModule } from '../readers/readers-module.ts';
import { schemaConstName } from '../schemas/schemas-emitter.ts';
import {
  constant,
  exportedFunction,
  importFrom,
  moduleFiles,
  reexportFrom,
  typeAlias,
  type ModuleStatement,
} from '../module-text.ts';
import { Call, Code, docComment, writeLiteral } from '../typescript-printer.ts';
import { stripPlans } from './strip-plan.ts';

/** The decoder each encoding (framing.encoding) gets: the runtime class, its module, and what the generated subclass says. */
const DECODERS = {
  'json-lines': {
    name: 'JsonLineDecoder',
    module: './runtime/boundary/json-line-decoder.js',
    unit: 'JSON-line frames',
    truncated: 'frame',
  },
  'content-length': {
    name: 'ContentLengthDecoder',
    module: './runtime/boundary/content-length-decoder.js',
    unit: 'Content-Length messages (headers, then the JSON body)',
    truncated: 'message',
  },
} as const;

/** A Map built at the top of a module, marked free of side effects so that a bundle not using it drops it (and what it names). */
const PURE_MAP = '/* @__PURE__ */ new Map';

/**
 * A CheckedSchema literal (runtime/boundary/schema-check.ts): the validator's name, and the reader
 * when the compiler made one, else the standalone validator itself. Only a schema without a reader
 * references validators.js, so a bundle keeps no validator a reader replaces.
 */
const checked = (typeName: string, read: string | undefined) => ({
  validator: validatorName(typeName),
  ...(read === undefined ? { validate: new Code(`standalone.${validatorName(typeName)}`) } : { read: new Code(read) }),
});

/** A KnownSchema literal: how it is checked, and its strip plan. */
const known = (typeName: string, plan: unknown, read: string | undefined) => ({ ...checked(typeName, read), plan });

/** Whether a binding literal references a standalone validator (then its module imports validators.js). */
const usesValidators = (literal: unknown): boolean =>
  literal instanceof Code
    ? literal.text.startsWith('standalone.')
    : typeof literal === 'object' && literal !== null && Object.values(literal).some(usesValidators);

/**
 * The reader of a named type, or of an operation's params or result (`key` the operation, `typeName`
 * its params or result type), when that schema has one.
 */
const readerOf = (readers: ReadersModule, table: 'types' | 'params' | 'results', key: string, typeName = key) => {
  if (!readers[table].has(key)) return undefined;
  return `readers.${readerName(typeName)}`;
};

/**
 * src/boundary.js and its declarations: the boundary API over the hand-written runtime (runtime/boundary), bound to the
 * spec's framing declaration: the request parser and the response parser under the names the
 * framing gives them (request.parser, response.parser), parseOperationResult, parseSchema,
 * encodeFrame and a stream decoder for the framing's encoding, bound to its frame limit. Emitted when the spec
 * declares its framing; every member, type and limit named here comes from that declaration.
 */
export const boundaryEmitter: Emitter = {
  name: 'boundary',
  dependencies: ['validators', 'schemas', 'catalog', 'runtime'],
  emit({ model }) {
    const { framing } = model;
    if (framing === undefined) return { files: [] };
    const { request, response } = framing;
    const plans = stripPlans(model);
    const readers = compileReaders(model, framing.limits.depth.value);
    const targets = new Map(model.protocol.scopes.map((scope) => [scope.name, scope.target]));
    // The limit's value, not `LIMITS.<name>`: a property read is not known to be free of side effects,
    // and would keep BINDING (and every reader) in a bundle that imports only the decoder.
    const limit = (ref: LimitRef) => new Code(`${ref.value} /* ${limitSource(ref)} */`);

    const decoder = DECODERS[framing.encoding];
    const wire = wireCodes(model);
    const binding = {
      encoding: framing.encoding,
      maxDepth: limit(framing.limits.depth),
      maxFrameBytes: limit(framing.limits.frame),
      ...(framing.version === undefined
        ? {}
        : {
            version: {
              field: framing.version.field,
              value: new Code(framing.version.constant),
              code: wire(framing.codes.version!),
            },
          }),
      codes: {
        invalid: wire(framing.codes.invalid),
        unknownOperation: wire(framing.codes.unknownOperation),
        // Only where the protocol tells bad params apart (JSON-RPC's -32602).
        ...(framing.codes.params === framing.codes.invalid ? {} : { params: wire(framing.codes.params) }),
      },
      operations: new Call(PURE_MAP, [
        model.operations.map((op) => [
          op.name,
          {
            mutation: op.mutation === true,
            sender: op.sender,
            // An operation without a scope may name a target or not.
            target: op.scope === undefined ? 'optional' : targets.get(op.scope)!,
            params: known(
              op.paramsTypeName,
              plans.params[op.name],
              readerOf(readers, 'params', op.name, op.paramsTypeName),
            ),
            result: known(
              op.resultTypeName,
              plans.results[op.name],
              readerOf(readers, 'results', op.name, op.resultTypeName),
            ),
          },
        ]),
      ]),
      request: {
        schema: known(request.type, request.type, readerOf(readers, 'types', request.type)),
        operation: request.operation,
        id: request.id,
        params: request.params,
        paramsRequired: framing.paramsRequired,
        ...(request.target === undefined ? {} : { target: request.target }),
        ...(request.mutationId === undefined
          ? {}
          : {
              mutationId: {
                type: request.mutationId.type,
                schema: checked(request.mutationId.type, readerOf(readers, 'types', request.mutationId.type)),
                lowercase: request.mutationId.lowercase ?? false,
              },
            }),
        ...(readers.frames ? { read: new Code(readerOf(readers, 'types', request.type)!) } : {}),
        ...(request.command === undefined
          ? {}
          : {
              command: {
                schema: known(request.command, request.command, readerOf(readers, 'types', request.command)),
                ...(readers.command ? { read: new Code(readerOf(readers, 'types', request.command)!) } : {}),
              },
            }),
      },
      response: {
        schema: known(response.type, response.type, readerOf(readers, 'types', response.type)),
        correlation: response.correlation,
        result: response.result.field,
        ...(response.result.when === undefined
          ? {}
          : { when: { field: response.result.when.field, equals: response.result.when.equals } }),
        ...(readers.frames ? { read: new Code(readerOf(readers, 'types', response.type)!) } : {}),
        // Only where the response type lets a response leave its correlation out (an error to an unreadable request).
        ...(framing.correlationRequired ? {} : { uncorrelated: true }),
      },
      // A response is told by its correlation member, then the events by theirs.
      frames: [{ type: response.type, marker: response.correlation }, ...framing.events].map((frame) => ({
        marker: frame.marker,
        schema: known(frame.type, frame.type, readerOf(readers, 'types', frame.type)),
      })),
      events: framing.events.map((event) => ({
        marker: event.marker,
        schema: known(event.type, event.type, readerOf(readers, 'types', event.type)),
        from: event.from,
      })),
      plans: new Code('STRIP_PLANS'),
    };
    // parseSchema's table names every schema the package exports: it is a module of its own (schema-parser.js),
    // so a bundle that does not import parseSchema keeps neither it nor schemas.js.
    const schemas = new Call(PURE_MAP, [
      [
        // The request and command types are parsed as the request parser parses them: their operation, and its params.
        ...model.types.map((type) => [
          new Code(schemaConstName(type.name)),
          { ...known(type.name, type.name, readerOf(readers, 'types', type.name)), ...parsedAs(framing, type.name) },
        ]),
        ...model.operations.flatMap((op) => [
          [
            new Code(`OperationSchemas['${op.name}']`),
            known(op.paramsTypeName, plans.params[op.name], readerOf(readers, 'params', op.name, op.paramsTypeName)),
          ],
          [
            new Code(`ResultSchemas['${op.name}']`),
            known(op.resultTypeName, plans.results[op.name], readerOf(readers, 'results', op.name, op.resultTypeName)),
          ],
        ]),
      ],
    ]);

    const frameTypes = [request.type, response.type, ...framing.events.map((frame) => frame.type)];
    const statements: ModuleStatement[] = [
      importFrom('./catalog.js', {
        values: ['LIMITS', ...(framing.version === undefined ? [] : [framing.version.constant])],
      }),
      importFrom('./runtime/boundary/boundary.js', {
        values: ['createBoundary'],
        types: ['Boundary', 'BoundaryBinding'],
      }),
      importFrom(decoder.module, {
        values: [`${decoder.name} as StreamDecoder`],
        types: [`${decoder.name} as StreamDecoder`, `${decoder.name}Options`],
      }),
      importFrom('./types.js', {
        types: [...new Set(['OperationName', 'OperationParams', 'OperationResult', response.type, ...frameTypes])],
      }),
      importFrom('./readers.js', { namespace: 'readers' }),
      ...(usesValidators(binding) ? [importFrom('./validators.js', { namespace: 'standalone' })] : []),
      constant({
        name: 'STRIP_PLANS',
        doc: 'What a reader keeps of each named type (runtime/boundary/strip-unknown.ts).',
        type: 'StripPlans',
        value: (writer) => writeLiteral(writer, plans.named),
        local: true,
      }),
      constant({
        name: 'BINDING',
        doc: 'Everything the boundary knows of this protocol. Exported from this module only (not from the package index): the tests build a slow-path boundary over it to compare the readers with.',
        type: 'BoundaryBinding',
        value: (writer) => writeLiteral(writer, binding),
      }),
      constant({
        name: 'BOUNDARY',
        doc: "The boundary functions over BINDING. Exported from this module only (not from the package index): parseSchema's module (schema-parser.js) reads through it.",
        type: 'Boundary',
        value: '/* @__PURE__ */ createBoundary(BINDING)',
      }),
      ...typeDeclarations(framing),
      ...functions(framing, frameTypes),
      ...incomingDeclarations(model),
      decoderClass(model, decoder),
      ...reexportFrom('./runtime/boundary/protocol-error.js', ['ProtocolError'], []),
      ...integerCodes(model),
    ];
    return {
      files: [
        ...moduleFiles('boundary', statements),
        ...moduleFiles('schema-parser', schemaParser(model, schemas)),
        { path: 'src/readers.js', content: readersFile(readers) },
        { path: 'src/readers.d.ts', content: readersDeclarations(readers) },
      ],
      exports: [
        {
          module: './boundary.js',
          values: [
            decoder.name,
            'ProtocolError',
            'encodeFrame',
            request.parser,
            'parseOperationResult',
            response.parser,
            ...incomingOf(framing).map(([, side]) => side.parser),
          ].sort(),
          types: [request.parsed, response.parsed, ...incomingOf(framing).map(([, side]) => side.parsed)].sort(),
        },
        { module: './schema-parser.js', values: ['parseSchema'], types: [] },
        { module: './runtime/schemas/json-schema.js', values: [], types: ['JsonSchemaOf'] },
      ],
    };
  },
};

/** How parseSchema parses a named type the framing gives a role: a request, or a request's command; nothing for the rest. */
const parsedAs = (framing: FramingModel, type: string): { as?: 'request' | 'command' } =>
  type === framing.request.type ? { as: 'request' } : type === framing.request.command ? { as: 'command' } : {};

/** A TypeScript string literal type of `value`. */
const literalType = (value: unknown) => JSON.stringify(value);

function typeDeclarations({ request, response, paramsRequired }: FramingModel): ModuleStatement[] {
  const operation = literalType(request.operation);
  const params = literalType(request.params);
  const result = literalType(response.result.field);
  // The branches of the response that carry a result: those with the `when` member's value, else those with a result member.
  const carrying =
    response.result.when === undefined
      ? `{ ${result}: unknown }`
      : `{ ${literalType(response.result.when.field)}: ${literalType(response.result.when.equals)} }`;
  return [
    typeAlias(
      request.parsed,
      // An absent params member is read as `{}` when the request type lets it be left out (framing.paramsRequired).
      `{ [O in OperationName]: Omit<${request.type}, ${operation} | ${params}> & { ${operation}: O; ${params}${paramsRequired ? '' : '?'}: OperationParams<O> } }[OperationName]`,
      `A parsed request: the ${request.type} with \`${request.params}\` typed by its \`${request.operation}\`.`,
    ),
    typeAlias(
      response.parsed,
      `(Omit<Extract<${response.type}, ${carrying}>, ${result}> & { ${result}: OperationResult<O> }) | Exclude<${response.type}, ${carrying}>`,
      "A parsed response to a request of operation `O`: one that carries a result carries that operation's result.",
      ['O extends OperationName'],
    ),
  ];
}

function functions({ request, response }: FramingModel, frameTypes: readonly string[]): ModuleStatement[] {
  const mutationId =
    request.mutationId === undefined
      ? ''
      : `, an id that is a ${request.mutationId.type} for a mutation${request.mutationId.lowercase === true ? ' (returned in lowercase)' : ''}`;
  const target = request.target === undefined ? '' : `, the ${request.target} its scope asks for`;
  return [
    exportedFunction({
      name: request.parser,
      doc: `Parses a request: bounded plain JSON, the ${request.type}, a known ${request.operation}${mutationId}${target}, and the operation's ${request.params}; unknown optional fields are stripped, copying only the objects that lose one (and those holding them): the rest of the value returned is the input's own, and the input is never changed. The receiver still authorizes, admits and executes it. Throws ProtocolError.`,
      parameters: [['raw', 'unknown']],
      returnType: request.parsed,
      body: 'return BOUNDARY.parseRequest(raw);',
    }),
    exportedFunction({
      name: response.parser,
      doc: `Parses a response to the outstanding request whose operation is \`op\` (responses carry \`${response.correlation}\`, never the operation). Throws ProtocolError.`,
      typeParameters: ['O extends OperationName'],
      parameters: [
        ['raw', 'unknown'],
        ['op', 'O'],
      ],
      returnType: `${response.parsed}<O>`,
      body: 'return BOUNDARY.parseResponse(raw, op);',
    }),
    exportedFunction({
      name: 'parseOperationResult',
      doc: 'Parses the result of an operation on its own. Throws ProtocolError.',
      typeParameters: ['O extends OperationName'],
      parameters: [
        ['op', 'O'],
        ['result', 'unknown'],
      ],
      returnType: 'OperationResult<O>',
      body: 'return BOUNDARY.parseResult(op, result);',
    }),
    exportedFunction({
      name: 'encodeFrame',
      doc: 'Checks a frame and returns it as the UTF-8 bytes of one JSON line (newline included). It encodes what it is given: it is not a secret scrubber. Throws ProtocolError.',
      // The typed request and response too: their params and results are interfaces, which TypeScript does not
      // assign to the frames' open `{[k: string]: unknown}` members.
      parameters: [['frame', [request.parsed, `${response.parsed}<OperationName>`, ...frameTypes].join(' | ')]],
      returnType: 'Uint8Array',
      body: 'return BOUNDARY.encodeFrame(frame);',
    }),
  ];
}

const SCHEMA_PARSER_BODY = [
  'const known = SCHEMAS.get(schema);',
  "if (known === undefined) throw new TypeError('parseSchema takes one of the schemas this package exports');",
  'return BOUNDARY.parseKnown(known, value);',
].join('\n');

/** src/schema-parser.js: parseSchema over the table of every schema the package exports, by the exported schema object. */
function schemaParser(model: ProtocolModel, schemas: Call): ModuleStatement[] {
  return [
    importFrom('./boundary.js', { values: ['BOUNDARY'] }),
    importFrom('./runtime/boundary/boundary.js', { types: ['KnownSchema'] }),
    importFrom('./runtime/schemas/json-schema.js', { types: ['JsonSchemaOf'] }),
    importFrom('./schemas.js', {
      values: ['OperationSchemas', 'ResultSchemas', ...model.types.map((type) => schemaConstName(type.name))],
    }),
    importFrom('./readers.js', { namespace: 'readers' }),
    ...(usesValidators(schemas) ? [importFrom('./validators.js', { namespace: 'standalone' })] : []),
    constant({
      name: 'SCHEMAS',
      doc: 'How parseSchema checks and strips each exported schema, by the schema object. Exported from this module only (not from the package index): the tests read it.',
      type: 'ReadonlyMap<object, KnownSchema>',
      value: (writer) => writeLiteral(writer, schemas),
    }),
    exportedFunction({
      name: 'parseSchema',
      doc: "Parses a value against one of the schemas this package exports: bounded plain JSON, the schema, unknown optional fields stripped, copying only the objects that lose one (and those holding them): the rest of the value returned is the input's own, and the input is never changed. Throws ProtocolError (TypeError for a schema this package does not export).",
      typeParameters: ['T'],
      parameters: [
        ['schema', 'JsonSchemaOf<T>'],
        ['value', 'unknown'],
      ],
      returnType: 'T',
      body: SCHEMA_PARSER_BODY,
    }),
  ];
}

/**
 * An error code as the wire carries it, and so as ProtocolError does: its name, or in a json-rpc
 * framing its integer (the checks made sure every code the framing names has one).
 */
function wireCodes(model: ProtocolModel): (name: string) => string | number {
  const values = new Map(model.errors.map((error) => [error.code, error.value]));
  return (name) => (model.framing?.family === 'json-rpc' ? values.get(name)! : name);
}

/**
 * A json-rpc framing's ProtocolError carries integers: its boundary.d.ts adds them to the codes the
 * runtime's class is typed with (runtime/boundary/protocol-error.ts ProtocolErrorCodeKinds), for this
 * package only.
 */
function integerCodes(model: ProtocolModel): ModuleStatement[] {
  if (model.framing?.family !== 'json-rpc') return [];
  return [
    {
      dts: (writer) => {
        writer.writeLine(docComment("This protocol's error codes are JSON-RPC integers: ProtocolError's code is one."));
        writer.write(`declare module './runtime/boundary/protocol-error.js' `).block(() => {
          writer.write('interface ProtocolErrorCodeKinds ').block(() => writer.writeLine('integer: number;'));
        });
      },
    },
  ];
}

/** Where a frame limit comes from, as a comment says it: `LIMITS.<name>`, or the default the spec left it at. */
const limitSource = (ref: LimitRef) => (ref.name === undefined ? 'the default frame limits' : `LIMITS.${ref.name}`);

/** The stream decoder of the framing's encoding, bound to its frame limit and error code. */
function decoderClass(model: ProtocolModel, decoder: (typeof DECODERS)[keyof typeof DECODERS]): ModuleStatement {
  const framing = model.framing!;
  const doc = docComment(
    `Splits a byte stream into ${decoder.unit}: \`push(bytes)\` returns the values of the ones it completed, \`finish()\` rejects a truncated final ${decoder.truncated}. Ones over ${limitSource(framing.limits.frame)}, invalid UTF-8 and bad JSON throw ProtocolError; after a throw the decoder stays failed.`,
  );
  const frameLimit =
    framing.limits.frame.name === undefined
      ? String(framing.limits.frame.value)
      : `LIMITS.${framing.limits.frame.name}`;
  const wire = wireCodes(model);
  const parse =
    framing.codes.parse === framing.codes.invalid
      ? ''
      : `, parseErrorCode: ${JSON.stringify(wire(framing.codes.parse))}`;
  const settings = `{ maxFrameBytes: ${frameLimit}, errorCode: ${JSON.stringify(wire(framing.codes.invalid))}${parse}, ...options }`;
  return {
    js: (writer) => {
      writer.writeLine(doc);
      writer.write(`export class ${decoder.name} extends StreamDecoder `).block(() => {
        writer.write('constructor(options = {}) ').block(() => writer.write(`super(${settings});`));
      });
    },
    dts: (writer) => {
      writer.writeLine(doc);
      writer
        .write(`export declare class ${decoder.name} extends StreamDecoder `)
        .block(() => writer.write(`constructor(options?: Partial<${decoder.name}Options>);`));
    },
  };
}

/** The declared direction parsers, client first. */
const incomingOf = (framing: FramingModel) =>
  (['client', 'host'] as const).flatMap((from) =>
    framing.incoming?.[from] === undefined ? [] : [[from, framing.incoming[from]!] as const],
  );

/**
 * The direction parsers (framing.incoming): for each peer, one function taking what it sends — a
 * request of an operation it sends, a response to the other peer's pending request, or one of its
 * events — and its type, by kind, with requests and responses typed by operation.
 */
function incomingDeclarations(model: ProtocolModel): ModuleStatement[] {
  const framing = model.framing!;
  const names = (sender: 'client' | 'host') => {
    const ops = model.operations
      .filter((op) => op.sender === sender || op.sender === 'both')
      .map((op) => JSON.stringify(op.name));
    return ops.length === 0 ? 'never' : ops.join(' | ');
  };
  return incomingOf(framing).flatMap(([from, side]): ModuleStatement[] => {
    const other = from === 'client' ? 'host' : 'client';
    const own = `${side.parsed}Operation`;
    const answered = `${side.parsed}AnsweredOperation`;
    const events = framing.events
      .filter((event) => event.from === from || event.from === 'either')
      .map((event) => event.type);
    return [
      typeAlias(own, names(from), `The operations whose requests a ${from} sends.`),
      typeAlias(answered, names(other), `The operations a ${from} answers: the ${other}'s requests.`),
      typeAlias(
        side.parsed,
        [
          `{ kind: 'request'; request: Extract<${framing.request.parsed}, { ${JSON.stringify(framing.request.operation)}: ${own} }> }`,
          `{ [O in ${answered}]: { kind: 'response'; operation: O; response: ${framing.response.parsed}<O> } }[${answered}]`,
          // A response that names no request (an error to one whose id could not be read): no operation, no result.
          ...(framing.correlationRequired
            ? []
            : [
                `{ kind: 'response'; operation: undefined; response: Exclude<${framing.response.type}, { ${JSON.stringify(framing.response.result.field)}: unknown }> }`,
              ]),
          ...(events.length === 0 ? [] : [`{ kind: 'event'; event: ${[...new Set(events)].join(' | ')} }`]),
        ].join(' | '),
        `What a ${from} sends, by kind: a request of one of its operations, a response to one of the ${other}'s requests, or one of its events.`,
      ),
      exportedFunction({
        name: side.parser,
        doc: `Parses what a ${from} sends: a request (it names an operation and an id) of an operation a ${from} sends; a response (it names a request by \`${framing.response.correlation}\`) to the ${other}'s pending request, whose operation \`pending\` returns for the id (undefined when none is pending: a ProtocolError); or one of its events. Throws ProtocolError.`,
        parameters: [
          ['raw', 'unknown'],
          ['pending', `(id: string | number) => ${answered} | undefined`],
        ],
        returnType: side.parsed,
        body: `return BOUNDARY.parseIncoming(raw, ${JSON.stringify(from)}, pending);`,
      }),
    ];
  });
}
