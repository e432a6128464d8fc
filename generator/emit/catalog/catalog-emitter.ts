import { optional } from '../../model/optional-key.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { versionScheme } from '../../schema/versions.ts';
import type { Emitter } from '../emitter.ts';
import { constant, moduleFiles, typeAlias, type ModuleStatement } from '../module-text.ts';
import { Table, writeConstType, writeLiteral } from '../typescript-printer.ts';

/**
 * An exported constant of literal data, declared with its literal type (writeConstType): what
 * TypeScript gives the same literal `as const`, so its values are usable as types.
 */
const data = (name: string, doc: string, value: unknown): ModuleStatement =>
  constant({
    name,
    doc,
    type: (writer) => writeConstType(writer, value),
    value: (writer) => writeLiteral(writer, value),
  });

/**
 * src/catalog.js and its declarations: the contract's constants: its name and version, the spec's
 * own constants, OPERATION_CATALOG, ERROR_CODES with KnownErrorCode, LIMITS and REMOTE_FEATURES, all
 * declared with their literal types.
 */
export const catalogEmitter: Emitter = {
  name: 'catalog',
  emit({ model }) {
    const { protocol } = model;
    const statements: ModuleStatement[] = [
      data('PROTOCOL_NAME', 'Name of the protocol this package implements.', protocol.name),
      data(
        'PROTOCOL_VERSION',
        versionScheme(protocol.version) === 'date'
          ? 'Version of the contract: the date of its revision (YYYY-MM-DD).'
          : 'Version of the contract (semver; a break needs the next 0.x minor).',
        protocol.version,
      ),
      ...model.constants.map((entry) => data(entry.name, entry.description, entry.value)),
      data('OPERATION_CATALOG', catalogDoc(model), new Table(operationEntries(model))),
      ...errorCodes(model),
      data(
        'LIMITS',
        'The authoritative limits of the contract, in base units (bytes, counts, days, minutes).',
        new Table(
          model.limits.map((limit) => ({
            key: limit.name,
            value: limit.value,
            doc: `${limit.description} (${limit.unit})`,
          })),
        ),
      ),
      data(
        'REMOTE_FEATURES',
        'Feature values a host may advertise. Readers ignore values they do not know.',
        model.features.map((feature) => feature.name),
      ),
      typeAlias('RemoteFeature', '(typeof REMOTE_FEATURES)[number]', 'A feature value this version knows.'),
    ];
    return {
      files: moduleFiles('catalog', statements),
      exports: [
        {
          module: './catalog.js',
          values: [
            'ERROR_CODES',
            'LIMITS',
            'OPERATION_CATALOG',
            'PROTOCOL_NAME',
            'PROTOCOL_VERSION',
            'REMOTE_FEATURES',
            ...model.constants.map((entry) => entry.name),
          ].sort(),
          types: ['KnownErrorCode', 'RemoteFeature'],
        },
      ],
    };
  },
};

/**
 * ERROR_CODES and KnownErrorCode: the names, or in a json-rpc framing each name with its JSON-RPC
 * integer (`{ method_not_found: -32601, … }`), KnownErrorCode then being the integers.
 */
function errorCodes(model: ProtocolModel): ModuleStatement[] {
  if (model.framing?.family !== 'json-rpc')
    return [
      data(
        'ERROR_CODES',
        'Every error code this version knows. A received code may be one it does not: keep it as a string.',
        model.errors.map((e) => e.code),
      ),
      typeAlias('KnownErrorCode', '(typeof ERROR_CODES)[number]', 'An error code of this version.'),
    ];
  return [
    data(
      'ERROR_CODES',
      "Every error code this version knows, by name, with its JSON-RPC integer (JSON-RPC's standard codes among them). A received code may be one it does not: keep it as a number.",
      new Table(
        model.errors.map((error) => ({ key: error.code, value: error.value!, doc: firstLine(error.description) })),
      ),
    ),
    typeAlias(
      'KnownErrorCode',
      '(typeof ERROR_CODES)[keyof typeof ERROR_CODES]',
      'An error code of this version: a JSON-RPC integer.',
    ),
  ];
}

const firstLine = (text: string) => text.split('\n\n')[0]!;

function catalogDoc(model: ProtocolModel): string {
  const scopes = model.protocol.scopes.map((s) => `${s.name} (${s.description})`).join('; ');
  const persistence = model.protocol.persistence.map((p) => `${p.name} (${p.description})`).join('; ');
  return [
    'Every operation with its group, scope, whether it mutates, its persistence class, the client kinds',
    'eligible to send it, its status and the version it appeared in. `deferred` operations are reserved',
    'and never advertised.',
    ...(scopes === '' && persistence === '' ? [] : ['']),
    ...(scopes === '' ? [] : [`Scopes: ${scopes}.`]),
    ...(persistence === '' ? [] : [`Persistence: ${persistence}.`]),
  ].join('\n');
}

function operationEntries(model: ProtocolModel) {
  return model.operations.map((op) => ({
    key: op.name,
    doc: op.description === undefined ? undefined : firstLine(op.description),
    // A governance field the spec leaves out is left out of the entry (docs/spec-format.md, governance).
    value: {
      ...optional('group', op.group),
      ...optional('scope', op.scope),
      ...optional('mutation', op.mutation),
      // Only where it is not the default, so a protocol whose requests all come from clients keeps its catalog's shape.
      ...(op.sender === 'client' ? {} : { sender: op.sender }),
      ...optional('persistence', op.persistence),
      ...optional('clients', op.clients),
      status: op.status,
      ...optional('since', op.since),
      ...optional('sunset', op.sunset),
      ...optional('requires', op.requires),
    },
  }));
}
