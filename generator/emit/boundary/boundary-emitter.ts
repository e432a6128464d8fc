import { StructureKind, VariableDeclarationKind, type StatementStructures } from 'ts-morph';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { validatorName } from '../../schema/naming.ts';
import { GENERATED_HEADER, type Emitter } from '../emitter.ts';
import { compileReaders, type ReadersModule } from '../readers/readers-module.ts';
import { schemaConstName } from '../schemas/schemas-emitter.ts';
import { Call, Code, printModule, writeLiteral } from '../typescript-printer.ts';
import { stripPlans } from './strip-plan.ts';

/** The named types the envelope convention rests on: without them there is no boundary to emit. */
export const ENVELOPE_TYPES = ['ClientEnvelope', 'ServerEnvelope', 'MutationRequestId'] as const;

/** Frames encodeFrame tells apart by a property only that kind has, when the spec defines them. */
const FRAME_MARKERS = [
  { marker: 're', type: 'ServerEnvelope' },
  { marker: 'stream', type: 'TextDeltaFrame' },
  { marker: 'type', type: 'SessionEvent' },
] as const;

const DEFAULT_DEPTH = 32;
const DEFAULT_FRAME_BYTES = 16 * 1024 * 1024;

/** A KnownSchema literal: the validator, the strip plan, and the reader when the compiler made one. */
const known = (validator: string, plan: unknown, read?: string) => ({ validate: new Code(`standalone.${validator}`), plan, ...(read === undefined ? {} : { read: new Code(read) }) });

/** The reader entry of `table` for `key`, when that schema has one. */
const readerOf = (readers: ReadersModule, table: 'types' | 'params' | 'results', key: string) => {
  const names = { types: 'TYPE_READERS', params: 'PARAMS_READERS', results: 'RESULT_READERS' } as const;
  return readers[table].has(key) ? `readers.${names[table]}[${JSON.stringify(key)}]` : undefined;
};

/** src/readers.ts: the compiled readers over the runtime helpers they call. */
function readersFile(readers: ReadersModule) {
  return [
    GENERATED_HEADER,
    '// @ts-nocheck: readers compiled from the schemas (generator/emit/readers); runtime/boundary/boundary.ts types them',
    "import type { Reader } from './runtime/boundary/boundary.js';",
    "import { FAIL, allUnique, isPlainArray, isPlainObject, readJson, spendBytes } from './runtime/boundary/fast-read.js';",
    "import { exceedsJsonBytes, exceedsJsonEntries } from './runtime/validation/json-measure.js';",
    "import { ucs2length } from './runtime/validation/ucs2length.js';",
    "import { exceedsUtf8Bytes } from './runtime/validation/utf8-byte-length.js';",
    'const gopd = Object.getOwnPropertyDescriptor;',
    readers.code,
    '',
  ].join('\n');
}

/**
 * src/boundary.ts: the boundary API over the hand-written runtime (runtime/boundary): typed
 * parseClientEnvelope, parseServerEnvelope, parseOperationResult, parseSchema, encodeFrame and a
 * JsonLineDecoder bound to the spec's frame limit. Emitted when the spec follows the envelope
 * convention (types ClientEnvelope, ServerEnvelope and MutationRequestId).
 */
export const boundaryEmitter: Emitter = {
  name: 'boundary',
  dependencies: ['types', 'validators', 'schemas', 'catalog', 'runtime'],
  async emit({ model }) {
    const typeNames = new Set(model.types.map((type) => type.name));
    if (!ENVELOPE_TYPES.every((name) => typeNames.has(name))) return { files: [] };
    const plans = stripPlans(model);
    const maxDepth = model.limits.find((l) => l.name === 'jsonDepth')?.value ?? DEFAULT_DEPTH;
    const readers = compileReaders(model, maxDepth);
    const frames = FRAME_MARKERS.filter((frame) => typeNames.has(frame.type));
    const limit = (name: string, fallback: number) => (model.limits.some((l) => l.name === name) ? new Code(`LIMITS.${name}`) : fallback);
    const sessionPolicy = new Map(model.protocol.scopes.map((scope) => [scope.name, scope.session]));

    const binding = {
      wireVersion: new Code('WIRE_VERSION'),
      maxDepth: limit('jsonDepth', DEFAULT_DEPTH),
      maxFrameBytes: limit('frameBytes', DEFAULT_FRAME_BYTES),
      operations: new Call('new Map<string, OperationBinding>', [
        model.operations.map((op) => [
          op.name,
          {
            mutation: op.mutation,
            session: sessionPolicy.get(op.scope)!,
            params: known(validatorName(op.paramsTypeName), plans.params[op.name], readerOf(readers, 'params', op.name)),
            result: known(validatorName(op.resultTypeName), plans.results[op.name], readerOf(readers, 'results', op.name)),
          },
        ]),
      ]),
      clientEnvelope: known(validatorName('ClientEnvelope'), 'ClientEnvelope'),
      serverEnvelope: known(validatorName('ServerEnvelope'), 'ServerEnvelope'),
      mutationRequestId: new Code(`standalone.${validatorName('MutationRequestId')}`),
      frames: frames.map((frame) => ({ marker: frame.marker, schema: known(validatorName(frame.type), frame.type) })),
      schemas: new Call('new Map<object, KnownSchema>', [
        [
          ...model.types.map((type) => [new Code(schemaConstName(type.name)), known(validatorName(type.name), type.name, readerOf(readers, 'types', type.name))]),
          ...model.operations.flatMap((op) => [
            [new Code(`OperationSchemas['${op.name}']`), known(validatorName(op.paramsTypeName), plans.params[op.name], readerOf(readers, 'params', op.name))],
            [new Code(`ResultSchemas['${op.name}']`), known(validatorName(op.resultTypeName), plans.results[op.name], readerOf(readers, 'results', op.name))],
          ]),
        ],
      ]),
      plans: new Code('STRIP_PLANS'),
      ...(readers.envelopes ? { readers: { client: new Code(readerOf(readers, 'types', 'ClientEnvelope')!), server: new Code(readerOf(readers, 'types', 'ServerEnvelope')!) } } : {}),
    };

    const frameTypes = ['ClientEnvelope', ...frames.map((frame) => frame.type)];
    const statements: StatementStructures[] = [
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './catalog.js', namedImports: ['LIMITS', 'WIRE_VERSION'] },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './runtime/boundary/boundary.js',
        namedImports: ['createBoundary', { name: 'BoundaryBinding', isTypeOnly: true }, { name: 'KnownSchema', isTypeOnly: true }, { name: 'OperationBinding', isTypeOnly: true }],
      },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './runtime/schemas/json-schema.js', namedImports: [{ name: 'JsonSchemaOf', isTypeOnly: true }] },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './runtime/boundary/json-line-decoder.js',
        namedImports: [{ name: 'JsonLineDecoder', alias: 'LineDecoder' }, { name: 'JsonLineDecoderOptions', isTypeOnly: true }],
      },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './runtime/boundary/strip-unknown.js', namedImports: [{ name: 'StripPlans', isTypeOnly: true }] },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './schemas.js',
        namedImports: ['OperationSchemas', 'ResultSchemas', ...model.types.map((type) => schemaConstName(type.name))].sort(),
      },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './types.js',
        isTypeOnly: true,
        namedImports: [...new Set(['OperationName', 'OperationParams', 'OperationResult', 'ServerEnvelope', ...frameTypes])].sort(),
      },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './readers.js', namespaceImport: 'readers' },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './validators.js', namespaceImport: 'standalone' },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        docs: ['What a reader keeps of each named type (runtime/boundary/strip-unknown.ts).'],
        declarations: [{ name: 'STRIP_PLANS', type: 'StripPlans', initializer: (writer) => writeLiteral(writer, plans.named) }],
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        docs: ["Everything the boundary knows of this protocol. Exported from this module only (not from the package index): the tests build a slow-path boundary over it to compare the readers with."],
        isExported: true,
        declarations: [{ name: 'BINDING', type: 'BoundaryBinding', initializer: (writer) => writeLiteral(writer, binding) }],
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: 'boundary', initializer: 'createBoundary(BINDING)' }],
      },
      ...typeDeclarations(),
      ...functions(frameTypes),
      {
        kind: StructureKind.Class,
        name: 'JsonLineDecoder',
        isExported: true,
        extends: 'LineDecoder',
        docs: [
          'Splits a byte stream into JSON-line frames: `push(bytes)` returns the values of the frames it completed, `finish()` rejects a truncated final frame. Frames over LIMITS.frameBytes, invalid UTF-8 and bad JSON throw ProtocolError; after a throw the decoder stays failed.',
        ],
        ctors: [
          {
            parameters: [{ name: 'options', type: 'Partial<JsonLineDecoderOptions>', initializer: '{}' }],
            statements: [`super({ maxFrameBytes: ${binding.maxFrameBytes instanceof Code ? binding.maxFrameBytes.text : binding.maxFrameBytes}, ...options });`],
          },
        ],
      },
      { kind: StructureKind.ExportDeclaration, moduleSpecifier: './runtime/boundary/protocol-error.js', namedExports: ['ProtocolError'] },
    ];
    return {
      files: [
        { path: 'src/boundary.ts', content: await printModule(statements) },
        { path: 'src/readers.ts', content: readersFile(readers) },
      ],
      exports: [
        { module: './boundary.js', values: ['JsonLineDecoder', 'ProtocolError', 'encodeFrame', 'parseClientEnvelope', 'parseOperationResult', 'parseSchema', 'parseServerEnvelope'], types: ['ClientRequest', 'ServerResponse'] },
        { module: './runtime/schemas/json-schema.js', values: [], types: ['JsonSchemaOf'] },
      ],
    };
  },
};

function typeDeclarations(): StatementStructures[] {
  return [
    {
      kind: StructureKind.TypeAlias,
      name: 'ClientRequest',
      isExported: true,
      docs: ['A parsed request: the envelope with `params` typed by its `op`.'],
      type: "{ [O in OperationName]: Omit<ClientEnvelope, 'op' | 'params'> & { op: O; params: OperationParams<O> } }[OperationName]",
    },
    {
      kind: StructureKind.TypeAlias,
      name: 'ServerResponse',
      isExported: true,
      typeParameters: [{ name: 'O', constraint: 'OperationName' }],
      docs: ["A parsed response to a request of operation `O`: an accepted one carries that operation's result."],
      type: "(Omit<Extract<ServerEnvelope, { outcome: 'accepted' }>, 'result'> & { result: OperationResult<O> }) | Exclude<ServerEnvelope, { outcome: 'accepted' }>",
    },
  ];
}

function functions(frameTypes: readonly string[]): StatementStructures[] {
  const fn = (name: string, doc: string, typeParameters: string[], parameters: [string, string][], returnType: string, body: string): StatementStructures => ({
    kind: StructureKind.Function,
    name,
    isExported: true,
    docs: [doc],
    typeParameters: typeParameters.map((text) => {
      const [param, constraint] = text.split(' extends ');
      return constraint === undefined ? { name: param! } : { name: param!, constraint };
    }),
    parameters: parameters.map(([param, type]) => ({ name: param, type })),
    returnType,
    statements: [body],
  });
  return [
    fn(
      'parseClientEnvelope',
      'Parses a request from a client: bounded plain JSON, the envelope, a known op, a UUIDv7 id for a mutation (returned in lowercase), the session its scope asks for, and the op\'s params; unknown optional fields are stripped from the returned copy. The host still authorizes, admits and executes it. Throws ProtocolError.',
      [],
      [['raw', 'unknown']],
      'ClientRequest',
      'return boundary.parseClientEnvelope(raw) as ClientRequest;',
    ),
    fn(
      'parseServerEnvelope',
      'Parses a response to the outstanding request whose op is `op` (responses carry `re`, never `op`). Throws ProtocolError.',
      ['O extends OperationName'],
      [['raw', 'unknown'], ['op', 'O']],
      'ServerResponse<O>',
      'return boundary.parseServerEnvelope(raw, op) as ServerResponse<O>;',
    ),
    fn(
      'parseOperationResult',
      'Parses the result of an operation on its own. Throws ProtocolError.',
      ['O extends OperationName'],
      [['op', 'O'], ['result', 'unknown']],
      'OperationResult<O>',
      'return boundary.parseOperationResult(op, result) as OperationResult<O>;',
    ),
    fn(
      'parseSchema',
      'Parses a value against one of the schemas this package exports (such as SessionSnapshotSchema): bounded plain JSON, the schema, unknown optional fields stripped from the returned copy; the input is never changed. Throws ProtocolError (TypeError for a schema this package does not export).',
      ['T'],
      [['schema', 'JsonSchemaOf<T>'], ['value', 'unknown']],
      'T',
      'return boundary.parseSchema(schema, value) as T;',
    ),
    fn(
      'encodeFrame',
      'Checks a frame and returns it as the UTF-8 bytes of one JSON line (newline included). It encodes what it is given: it is not a secret scrubber. Throws ProtocolError.',
      [],
      // The typed request and response too: their params and results are interfaces, which TypeScript does not
      // assign to the envelopes' open `{[k: string]: unknown}` members.
      [['frame', ['ClientRequest', 'ServerResponse<OperationName>', ...frameTypes].join(' | ')]],
      'Uint8Array',
      'return boundary.encodeFrame(frame);',
    ),
  ];
}
