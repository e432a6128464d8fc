import type { ErrorDefinition, JsonSchema, SpecDocument, VocabularyLike } from '../load/spec-document.ts';
import { framingCodes, JSON_RPC_STANDARD_ERRORS } from '../schema/json-rpc.ts';
import { refTarget } from '../schema/type-refs.ts';
import { keepUnknownMembers, unknownMemberPolicy } from '../schema/unknown-members.ts';
import { catalogDefinition, catalogTypeName, compileCatalog } from '../schema/interaction-catalogs.ts';
import { operationTypeName } from '../schema/naming.ts';
import { normalizeSchema, normalizeText } from '../schema/normalize-schema.ts';
import { optional } from './optional-key.ts';
import type { FramingModel, LimitRef, ProtocolModel, VocabularyEntry } from './protocol-model.ts';

const byName = <T>(record: Readonly<Record<string, T>> | undefined): [string, T][] =>
  Object.entries(record ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const vocabulary = (entries: VocabularyLike): VocabularyEntry[] =>
  Object.entries(entries).map(([name, description]) => ({ name, description: normalizeText(description) }));

const text = (value: string | undefined) => (value === undefined ? undefined : normalizeText(value));

/** model: the checked spec as the resolved, sorted, frozen representation the emitters read. */
export function buildModel(spec: SpecDocument): ProtocolModel {
  const { protocol } = spec;
  // Objects of a schema whose policy keeps unknown members say so (unknown-members.ts).
  const withPolicy = (schema: JsonSchema, type?: string) =>
    unknownMemberPolicy(spec, type) === 'keep' ? keepUnknownMembers(schema) : schema;
  const clientOrder = Object.keys(protocol.clientKinds);
  const model: ProtocolModel = {
    protocol: {
      name: protocol.name,
      title: protocol.title,
      ...optional('description', text(protocol.description)),
      package: protocol.package,
      packageDir: protocol.package.replace(/^@[^/]+\//, ''),
      version: protocol.version,
      clientKinds: vocabulary(protocol.clientKinds),
      scopes: Object.entries(protocol.scopes).map(([name, scope]) => ({
        name,
        description: normalizeText(scope.description),
        target: scope.target ?? 'optional',
      })),
      persistence: vocabulary(protocol.persistence),
    },
    groups: byName(spec.groups).map(([name, group]) => ({
      name,
      title: group.title,
      ...optional('description', text(group.description)),
    })),
    operations: byName(spec.operations).map(([name, op]) => ({
      name,
      ...optional('description', text(op.description)),
      ...optional('group', op.group),
      ...optional('scope', op.scope),
      ...optional('mutation', op.mutation),
      sender: op.sender ?? 'client',
      ...optional('persistence', op.persistence),
      ...optional(
        'clients',
        op.clients && [...op.clients].sort((a, b) => clientOrder.indexOf(a) - clientOrder.indexOf(b)),
      ),
      ...optional('since', op.since),
      status: op.status ?? 'stable',
      ...optional('sunset', op.sunset),
      ...optional('requires', op.requires),
      params: normalizeSchema(withPolicy(op.params)),
      result: normalizeSchema(withPolicy(op.result)),
      paramsTypeName: operationTypeName(name, 'params', spec.types ?? {}),
      resultTypeName: operationTypeName(name, 'result', spec.types ?? {}),
      examples: (op.examples ?? []).map((example) => ({
        ...optional('description', text(example.description)),
        params: example.params,
        result: example.result,
      })),
    })),
    errors: byName(withStandardErrors(spec)).map(([code, error]) => ({
      code,
      ...optional('value', error.code),
      description: normalizeText(error.description),
      ...optional('since', error.since),
      ...optional('retryable', error.retryable),
    })),
    limits: byName(spec.limits).map(([name, limit]) => ({
      name,
      value: limit.value,
      unit: limit.unit,
      description: normalizeText(limit.description),
      ...optional('since', limit.since),
    })),
    features: byName(spec.features).map(([name, feature]) => ({
      name,
      description: normalizeText(feature.description),
      since: feature.since,
    })),
    types: byName(spec.types).map(([name, schema]) => ({ name, schema: normalizeSchema(withPolicy(schema, name)) })),
    constants: byName(spec.constants).map(([name, constant]) => ({
      name,
      value: constant.value,
      description: normalizeText(constant.description),
      direction: constant.direction ?? 'both',
      ...optional('since', constant.since),
    })),
    ...optional('framing', spec.framing === undefined ? undefined : framingModel(spec)),
    parts: [...(spec.parts ?? [])].sort(),
    interactions: byName(spec.interactions).map(([name, catalog]) => {
      const definition = normalizeCatalog(
        catalogDefinition(catalog, spec.types ?? {}) as unknown as Record<string, unknown>,
      );
      const protocol = compileCatalog(definition as never);
      return {
        name,
        typeName: catalogTypeName(name),
        definition,
        commands: Object.keys(catalog.commands).map((id) => {
          const command = protocol.commands.require(id);
          return {
            id,
            typeName: catalogTypeName(name, id),
            inputSchema: command.inputJsonSchema,
            parseSchema: command.parseJsonSchema,
            modelSchema: command.modelJsonSchema,
            ownedFields: command.ownedFields,
          };
        }),
      };
    }),
  };
  return deepFreeze(structuredClone(model));
}

/** The spec's error codes, and in a json-rpc framing JSON-RPC's standard ones it does not declare itself. */
function withStandardErrors(spec: SpecDocument): Readonly<Record<string, ErrorDefinition>> {
  if (spec.framing?.family !== 'json-rpc') return spec.errors;
  const names = new Set([...Object.keys(JSON_RPC_STANDARD_ERRORS), ...Object.keys(spec.errors)]);
  // A standard code declared to describe it keeps its standard integer where it gives none.
  return Object.fromEntries(
    [...names].map((name) => [name, { ...JSON_RPC_STANDARD_ERRORS[name], ...spec.errors[name] } as ErrorDefinition]),
  );
}

/**
 * Whether every value of a schema has `member`: it requires it, every branch of its union does, or
 * a schema of its allOf does (through references, each named type once).
 */
function alwaysRequires(
  schema: JsonSchema | undefined,
  member: string,
  spec: SpecDocument,
  seen = new Set<string>(),
): boolean {
  if (schema === undefined) return false;
  const target = refTarget(schema.$ref);
  if (target !== undefined)
    return !seen.has(target) && alwaysRequires(spec.types?.[target], member, spec, new Set([...seen, target]));
  if (((schema.required as string[] | undefined) ?? []).includes(member)) return true;
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (union !== undefined && union.length > 0 && union.every((branch) => alwaysRequires(branch, member, spec, seen)))
    return true;
  return ((schema.allOf as JsonSchema[] | undefined) ?? []).some((part) => alwaysRequires(part, member, spec, seen));
}

/** Which peer sends a frame of a type, by the type's direction annotation. */
const senderOf = (direction: unknown): 'client' | 'host' | 'either' =>
  direction === 'client-to-host' ? 'client' : direction === 'host-to-client' ? 'host' : 'either';

/**
 * The bounds of a frame whose framing names no limit for them: generous for any protocol's messages
 * (a base64 image in an MCP result), still far below what exhausts a process. docs/spec-format.md.
 */
export const DEFAULT_FRAME_LIMITS = { frame: 16 * 1024 * 1024, depth: 64 } as const;

/** The framing with its limit and constant references resolved (the checks made sure they exist). */
function framingModel(spec: SpecDocument): FramingModel {
  const { limits, version, events, codes: _declared, ...framing } = spec.framing!;
  const limit = (what: 'frame' | 'depth'): LimitRef => {
    const name = limits?.[what];
    return name === undefined ? { value: DEFAULT_FRAME_LIMITS[what] } : { name, value: spec.limits[name]!.value };
  };
  return {
    ...framing,
    codes: framingCodes(spec.framing!)!,
    limits: { frame: limit('frame'), depth: limit('depth') },
    ...optional(
      'version',
      version === undefined ? undefined : { ...version, value: spec.constants![version.constant]!.value },
    ),
    events: (events ?? []).map((event) => ({
      type: event.type,
      marker: event.marker,
      from: senderOf(spec.types?.[event.type]?.direction),
    })),
    paramsRequired: ((spec.types?.[framing.request.type]?.required as string[] | undefined) ?? []).includes(
      framing.request.params,
    ),
    correlationRequired: alwaysRequires(spec.types?.[framing.response.type], framing.response.correlation, spec),
  };
}

const sortedKeys = (
  value: Record<string, unknown>,
  map: (key: string, child: unknown) => unknown = (_, child) => child,
) =>
  Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, map(key, value[key])]),
  );

/**
 * A catalog in one canonical form, like a schema: keys sorted at every level, except that commands
 * and fields keep the order they are written in (it is the manifest's and the schemas' order).
 */
function normalizeCatalog(catalog: Record<string, unknown>) {
  const field = (declaration: Record<string, unknown>) =>
    sortedKeys(declaration, (key, child) => (key === 'jsonSchema' ? normalizeSchema(child as JsonSchema) : child));
  // The parts a catalog and a command share: `fields` in either form (a list of names stays a list), `checks`.
  const part = (key: string, child: unknown) => {
    if (key === 'fields')
      return Array.isArray(child)
        ? child
        : Object.fromEntries(
            Object.entries(child as Record<string, Record<string, unknown>>).map(([name, f]) => [name, field(f)]),
          );
    if (key === 'checks') return (child as Record<string, unknown>[]).map((check) => sortedKeys(check));
    return child;
  };
  const command = (definition: Record<string, unknown>) => sortedKeys(definition, part);
  return sortedKeys(catalog, (key, child) =>
    key === 'commands'
      ? Object.fromEntries(
          Object.entries(child as Record<string, Record<string, unknown>>).map(([id, c]) => [id, command(c)]),
        )
      : part(key, child),
  ) as unknown as JsonSchema;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
