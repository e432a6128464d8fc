import { StructureKind, VariableDeclarationKind, type StatementStructures, type WriterFunction } from 'ts-morph';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import type { Emitter } from '../emitter.ts';
import { docText, printModule, writeLiteral, writeObject } from '../typescript-printer.ts';

const constant = (name: string, doc: string, initializer: string | WriterFunction, asConst = false): StatementStructures => ({
  kind: StructureKind.VariableStatement,
  isExported: true,
  declarationKind: VariableDeclarationKind.Const,
  docs: [docText(doc)],
  declarations: [
    {
      name,
      initializer: asConst
        ? (writer) => {
            if (typeof initializer === 'string') writer.write(initializer);
            else initializer(writer);
            writer.write(' as const');
          }
        : initializer,
    },
  ],
});

const literal = (value: unknown): WriterFunction => (writer) => writeLiteral(writer, value);

/**
 * src/catalog.ts: the contract's constants: its name and version, the spec's own constants, OPERATION_CATALOG, ERROR_CODES with
 * KnownErrorCode, LIMITS and REMOTE_FEATURES, all `as const` so their literal types are usable.
 */
export const catalogEmitter: Emitter = {
  name: 'catalog',
  async emit({ model }) {
    const { protocol } = model;
    const statements: StatementStructures[] = [
      constant('PROTOCOL_NAME', 'Name of the protocol this package implements.', literal(protocol.name)),
      constant('PROTOCOL_VERSION', 'Version of the contract (semver; a break needs the next 0.x minor).', literal(protocol.version)),
      ...model.constants.map((entry) => constant(entry.name, entry.description, literal(entry.value))),
      constant('OPERATION_CATALOG', catalogDoc(model), (writer) => writeObject(writer, operationEntries(model)), true),
      constant('ERROR_CODES', 'Every error code this version knows. A received code may be one it does not: keep it as a string.', literal(model.errors.map((e) => e.code)), true),
      {
        kind: StructureKind.TypeAlias,
        name: 'KnownErrorCode',
        isExported: true,
        docs: ['An error code of this version.'],
        type: '(typeof ERROR_CODES)[number]',
      },
      constant(
        'LIMITS',
        'The authoritative limits of the contract, in base units (bytes, counts, days, minutes).',
        (writer) => writeObject(writer, model.limits.map((limit) => ({ key: limit.name, value: limit.value, doc: `${limit.description} (${limit.unit})` }))),
        true,
      ),
      constant(
        'REMOTE_FEATURES',
        'Feature values a host may advertise. Readers ignore values they do not know.',
        literal(model.features.map((feature) => feature.name)),
        true,
      ),
      {
        kind: StructureKind.TypeAlias,
        name: 'RemoteFeature',
        isExported: true,
        docs: ['A feature value this version knows.'],
        type: '(typeof REMOTE_FEATURES)[number]',
      },
    ];
    return {
      files: [{ path: 'src/catalog.ts', content: await printModule(statements, 'formatted') }],
      exports: [
        {
          module: './catalog.js',
          values: ['ERROR_CODES', 'LIMITS', 'OPERATION_CATALOG', 'PROTOCOL_NAME', 'PROTOCOL_VERSION', 'REMOTE_FEATURES', ...model.constants.map((entry) => entry.name)].sort(),
          types: ['KnownErrorCode', 'RemoteFeature'],
        },
      ],
    };
  },
};

function catalogDoc(model: ProtocolModel): string {
  const scopes = model.protocol.scopes.map((s) => `${s.name} (${s.description})`).join('; ');
  const persistence = model.protocol.persistence.map((p) => `${p.name} (${p.description})`).join('; ');
  return [
    'Every operation with its group, scope, whether it mutates, its persistence class, the client kinds',
    'eligible to send it, its status and the version it appeared in. `deferred` operations are reserved',
    'and never advertised.',
    '',
    `Scopes: ${scopes}.`,
    `Persistence: ${persistence}.`,
  ].join('\n');
}

function operationEntries(model: ProtocolModel) {
  return model.operations.map((op) => ({
    key: op.name,
    doc: op.description?.split('\n\n')[0],
    value: {
      group: op.group,
      scope: op.scope,
      mutation: op.mutation,
      // Only where it is not the default, so a protocol whose requests all come from clients keeps its catalog's shape.
      ...(op.sender === 'client' ? {} : { sender: op.sender }),
      persistence: op.persistence,
      clients: op.clients,
      status: op.status,
      since: op.since,
      ...(op.requires === undefined ? {} : { requires: op.requires }),
    },
  }));
}
