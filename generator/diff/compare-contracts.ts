import type { JsonSchema, OperationDefinition, SpecDocument } from '../load/spec-document.ts';
import type { Direction } from './change.ts';
import type { ContractPath, Fact } from './classify.ts';
import { compareSchemas } from './compare-schema.ts';
import { joinDirections, operationDirections, typeDirections } from './directions.ts';
import type { DiffRuleId } from './rules.ts';
import { canonicalJson, DOC_KEYWORDS, shapeOf, type TypeTable } from './schema-shape.ts';
import { mapSpecSchemas } from '../schema/spec-schemas.ts';
import { mapSchema } from '../schema/type-refs.ts';
import { dropWrittenBounds } from '../schema/written-bounds.ts';
import { limitRenames } from './limit-renames.ts';
import { reachedSunset } from './sunset.ts';

type Emit = (fact: Fact) => void;

const keysOf = (record: object | undefined) => Object.keys(record ?? {}).sort();

/** Names only in the old record, in both, and only in the new one, each sorted. */
function partition(oldRecord: object | undefined, newRecord: object | undefined) {
  const a = keysOf(oldRecord);
  const b = new Set(keysOf(newRecord));
  return { removed: a.filter((k) => !b.has(k)), common: a.filter((k) => b.has(k)), added: [...b].filter((k) => !a.includes(k)) };
}

/**
 * Compares two checked specs section by section and reports every difference as a fact for the
 * rules to classify. Pure: the same two specs give the same facts in the same order.
 */
export function compareContracts(oldWritten: SpecDocument, newWritten: SpecDocument): Fact[] {
  // A bound is what it accepts: the number check resolved. Which limit named it is documentation,
  // read here only to tell a renamed limit, which its bounds followed, from a removal and an addition.
  const renamedLimits = limitRenames(oldWritten, newWritten);
  const [oldSpec, newSpec] = [oldWritten, newWritten].map((spec) => mapSpecSchemas(spec, dropWrittenBounds)) as [SpecDocument, SpecDocument];
  const facts: Fact[] = [];
  const emit: Emit = (fact) => facts.push(fact);
  const oldTypes: TypeTable = oldSpec.types ?? {};
  const newTypes: TypeTable = newSpec.types ?? {};
  const oldFeatures = new Set(Object.keys(oldSpec.features ?? {}));
  const oldDirections = typeDirections(oldSpec);
  const newDirections = typeDirections(newSpec);
  const schemas = (a: JsonSchema, b: JsonSchema, oldPath: ContractPath, newPath: ContractPath, direction: Direction, gated = false) =>
    compareSchemas({ oldTypes, newTypes, oldFeatures, direction, newVersion: newSpec.protocol.version, report: emit }, a, b, oldPath, newPath, gated);

  compareProtocol(oldSpec, newSpec, emit);
  compareGroups(oldSpec, newSpec, emit);
  compareOperations(oldSpec, newSpec, emit, schemas, oldFeatures);
  compareErrors(oldSpec, newSpec, emit);
  compareLimits(oldSpec, newSpec, emit, renamedLimits);
  compareFeatures(oldSpec, newSpec, emit);

  const types = partition(oldTypes, newTypes);
  for (const name of types.common) {
    const direction = joinDirections(oldDirections.get(name), newDirections.get(name));
    const [a, b] = [oldTypes[name]!, newTypes[name]!];
    if (a.direction !== b.direction) {
      emit({ rule: 'direction-changed', direction, old: ['types', name], new: ['types', name], params: { name, old: String(a.direction ?? 'derived'), new: String(b.direction ?? 'derived') } });
    }
    schemas(a, b, ['types', name], ['types', name], direction);
  }
  // Renamed: the same shape under another name, whatever its documentation says.
  const sameShape = (a: string, b: string) =>
    canonicalJson(withoutDocs(shapeOf(oldTypes[a]!, oldTypes).schema)) === canonicalJson(withoutDocs(shapeOf(newTypes[b]!, newTypes).schema));
  const renamedTo = new Set<string>();
  for (const name of types.removed) {
    const target = types.added.find((candidate) => !renamedTo.has(candidate) && sameShape(name, candidate));
    if (target !== undefined) {
      renamedTo.add(target);
      emit({ rule: 'type-renamed', direction: 'none', old: ['types', name], new: ['types', target], params: { old: name, new: target } });
    } else {
      const old = oldTypes[name]!;
      const sunset = reachedSunset(old.deprecated === true, old.sunset, newSpec.protocol.version);
      if (sunset !== undefined) emit({ rule: 'type-removed-after-sunset', direction: 'none', old: ['types', name], new: ['types'], params: { name, sunset } });
      else emit({ rule: 'type-removed', direction: 'none', old: ['types', name], new: ['types'], params: { name } });
    }
  }

  compareInteractions(oldSpec, newSpec, emit);
  return facts;
}

function withoutDocs(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, (node) => Object.fromEntries(Object.entries(node).filter(([key]) => !(DOC_KEYWORDS as readonly string[]).includes(key))));
}

function compareProtocol(a: SpecDocument, b: SpecDocument, emit: Emit): void {
  const [pa, pb] = [a.protocol, b.protocol];
  compareConstants(a, b, emit);
  compareFraming(a, b, emit);
  const [partsA, partsB] = [new Set(a.parts ?? []), new Set(b.parts ?? [])];
  for (const name of [...partsB].filter((part) => !partsA.has(part)).sort()) emit({ rule: 'part-added', direction: 'none', old: ['parts'], new: ['parts'], params: { name } });
  for (const name of [...partsA].filter((part) => !partsB.has(part)).sort()) emit({ rule: 'part-removed', direction: 'none', old: ['parts'], new: ['parts'], params: { name } });
  if (pa.package !== pb.package) emit({ rule: 'package-renamed', direction: 'none', old: ['protocol', 'package'], new: ['protocol', 'package'], params: { old: pa.package, new: pb.package } });
  for (const key of ['title', 'description'] as const) {
    if (pa[key] !== pb[key]) emit({ rule: 'description-changed', direction: 'none', old: ['protocol', key], new: ['protocol', key], params: { keyword: `protocol ${key}` } });
  }
  const vocabulary = (key: 'clientKinds' | 'scopes' | 'persistence', added: DiffRuleId, removed: DiffRuleId, direction: Direction) => {
    const parts = partition(pa[key], pb[key]);
    for (const name of parts.added) emit({ rule: added, direction, old: ['protocol', key], new: ['protocol', key, name], params: { name } });
    for (const name of parts.removed) emit({ rule: removed, direction, old: ['protocol', key, name], new: ['protocol', key], params: { name } });
    for (const name of parts.common) {
      const [x, y] = [pa[key][name], pb[key][name]];
      if (canonicalJson(x) !== canonicalJson(y)) {
        const [targetA, targetB] = key === 'scopes' ? [pa.scopes[name]!.target ?? 'optional', pb.scopes[name]!.target ?? 'optional'] : [];
        if (targetA !== targetB) {
          emit({ rule: 'scope-target-changed', direction: 'client-to-host', old: ['protocol', key, name, 'target'], new: ['protocol', key, name, 'target'], params: { name, old: targetA!, new: targetB! } });
        } else {
          emit({ rule: 'description-changed', direction: 'none', old: ['protocol', key, name], new: ['protocol', key, name], params: { keyword: `${key} ${name} description` } });
        }
      }
    }
  };
  vocabulary('clientKinds', 'client-kind-added', 'client-kind-removed', 'client-to-host');
  vocabulary('scopes', 'scope-added', 'scope-removed', 'client-to-host');
  vocabulary('persistence', 'persistence-class-added', 'persistence-class-removed', 'none');
}

/** A constant's value read by both peers, or only by whoever reads stored records, by its declared direction. */
function compareConstants(a: SpecDocument, b: SpecDocument, emit: Emit): void {
  const [ca, cb] = [a.constants ?? {}, b.constants ?? {}];
  const parts = partition(ca, cb);
  for (const name of parts.added) emit({ rule: 'constant-added', direction: 'none', old: ['constants'], new: ['constants', name], params: { name } });
  for (const name of parts.removed) emit({ rule: 'constant-removed', direction: 'none', old: ['constants', name], new: ['constants'], params: { name } });
  for (const name of parts.common) {
    const [x, y] = [ca[name]!, cb[name]!];
    if (x.value !== y.value) {
      const stored = (y.direction ?? 'both') === 'stored';
      emit({ rule: stored ? 'stored-constant-changed' : 'constant-changed', direction: stored ? 'stored' : 'both', old: ['constants', name, 'value'], new: ['constants', name, 'value'], params: { name, old: x.value, new: y.value } });
    }
    if (x.description !== y.description) emit({ rule: 'description-changed', direction: 'none', old: ['constants', name, 'description'], new: ['constants', name, 'description'], params: { keyword: `constant ${name} description` } });
  }
}

/**
 * The framing declaration, part by part: any change to how frames are told apart, versioned or
 * bounded (the limits' values are compared as limits) is a change both peers see.
 */
function compareFraming(a: SpecDocument, b: SpecDocument, emit: Emit): void {
  let [fa, fb] = [a.framing, b.framing] as [Record<string, unknown> | undefined, Record<string, unknown> | undefined];
  if (fa === undefined && fb === undefined) return;
  if (fa === undefined || fb === undefined) {
    emit({ rule: 'framing-changed', direction: 'both', old: fa === undefined ? [] : ['framing'], new: fb === undefined ? [] : ['framing'], params: { what: fa === undefined ? 'declaration (added)' : 'declaration (removed)' } });
    return;
  }
  // The request's command type frames nothing: it says which type parseSchema reads as a command.
  const [ca, cb] = [(fa.request as Record<string, unknown> | undefined)?.command, (fb.request as Record<string, unknown> | undefined)?.command];
  if (ca !== cb) {
    const where = (command: unknown) => (command === undefined ? ['framing', 'request'] : ['framing', 'request', 'command']);
    emit({ rule: 'framing-command-changed', direction: 'both', old: where(ca), new: where(cb), params: { old: String(ca ?? 'none'), new: String(cb ?? 'none'), checked: cb !== undefined, unchecked: ca !== undefined } });
  }
  // Whether hosts list the operations they serve says how new operations are read, not how frames look.
  if (Boolean(fa.operationsAdvertised) !== Boolean(fb.operationsAdvertised)) {
    const where = (framing: Record<string, unknown>) => (framing.operationsAdvertised === undefined ? ['framing'] : ['framing', 'operationsAdvertised']);
    emit({ rule: 'framing-operations-advertised-changed', direction: 'none', old: where(fa), new: where(fb), params: { now: fb.operationsAdvertised === true ? 'lists' : 'does not list' } });
  }
  const withoutCommand = ({ operationsAdvertised: _advertised, ...framing }: Record<string, unknown>) => {
    const { command: _command, ...request } = (framing.request as Record<string, unknown> | undefined) ?? {};
    return { ...framing, request };
  };
  [fa, fb] = [withoutCommand(fa), withoutCommand(fb)];
  for (const key of [...new Set([...Object.keys(fa), ...Object.keys(fb)])].sort()) {
    if (canonicalJson(fa[key]) !== canonicalJson(fb[key])) {
      emit({ rule: 'framing-changed', direction: 'both', old: key in fa ? ['framing', key] : ['framing'], new: key in fb ? ['framing', key] : ['framing'], params: { what: key } });
    }
  }
}

function compareGroups(a: SpecDocument, b: SpecDocument, emit: Emit): void {
  const parts = partition(a.groups, b.groups);
  for (const name of parts.added) emit({ rule: 'group-added', direction: 'none', old: ['groups'], new: ['groups', name], params: { name } });
  for (const name of parts.removed) emit({ rule: 'group-removed', direction: 'none', old: ['groups', name], new: ['groups'], params: { name } });
  for (const name of parts.common) {
    for (const key of ['title', 'description'] as const) {
      if (a.groups[name]![key] !== b.groups[name]![key]) emit({ rule: 'group-changed', direction: 'none', old: ['groups', name, key], new: ['groups', name, key], params: { name, key } });
    }
  }
}

type CompareSchemas = (a: JsonSchema, b: JsonSchema, oldPath: ContractPath, newPath: ContractPath, direction: Direction, gated?: boolean) => void;

const statusOf = (op: OperationDefinition) => op.status ?? 'stable';

/** What an operation does on the wire, without its documentation: two operations with the same signature are one renamed. */
function signature(op: OperationDefinition, types: TypeTable): string {
  return canonicalJson({ ...op, description: undefined, examples: undefined, since: undefined, group: undefined, params: shapeOf(op.params, types).schema, result: shapeOf(op.result, types).schema });
}

function compareOperations(a: SpecDocument, b: SpecDocument, emit: Emit, schemas: CompareSchemas, oldFeatures: ReadonlySet<string>): void {
  // Only a feature old hosts cannot advertise keeps an addition away from them.
  const newGate = (feature: string | undefined) => feature !== undefined && !oldFeatures.has(feature);
  const parts = partition(a.operations, b.operations);
  const renamedTo = new Set<string>();
  const gateText = (feature: string | undefined) => (feature === undefined ? '' : ` (gated by feature ${feature})`);
  // Catalog membership is not availability where hosts list what they serve: a client sends a new
  // operation only to a host that listed it, and an old client never sends it.
  const listed = (op: OperationDefinition) => b.framing?.operationsAdvertised === true && (op.sender ?? 'client') === 'client';
  const availability = (op: OperationDefinition, feature: string | undefined) =>
    feature !== undefined ? gateText(feature) : listed(op) ? ' (hosts list the operations they serve: clients send it only to hosts that list it)' : '';
  for (const op of parts.removed) {
    const old = a.operations[op]!;
    const sig = signature(old, a.types ?? {});
    const target = parts.added.find((name) => !renamedTo.has(name) && signature(b.operations[name]!, b.types ?? {}) === sig);
    if (target !== undefined) {
      renamedTo.add(target);
      emit({ rule: 'operation-renamed', direction: 'client-to-host', old: ['operations', op], new: ['operations', target], params: { old: op, new: target } });
    } else if (statusOf(old) !== 'deferred' && reachedSunset(statusOf(old) === 'deprecated', old.sunset, b.protocol.version) !== undefined) {
      emit({ rule: 'operation-removed-after-sunset', direction: 'client-to-host', old: ['operations', op], new: ['operations'], params: { op, sunset: old.sunset! } });
    } else if (statusOf(old) !== 'deferred' && gatedAway(old, b)) {
      emit({ rule: 'gated-operation-removed', direction: 'client-to-host', old: ['operations', op], new: ['operations'], params: { op, feature: old.requires! } });
    } else if (statusOf(old) !== 'deferred') {
      emit({ rule: 'operation-removed', direction: 'client-to-host', old: ['operations', op], new: ['operations'], params: { op } });
    } else {
      emit({ rule: 'deferred-operation-removed', direction: 'client-to-host', old: ['operations', op], new: ['operations'], params: { op } });
    }
  }
  for (const op of parts.added.filter((name) => !renamedTo.has(name))) {
    const added = b.operations[op]!;
    // A deferred operation is reserved and never advertised: nobody sends it yet.
    const gated = newGate(added.requires) || statusOf(added) === 'deferred' || listed(added);
    emit({ rule: 'operation-added', direction: 'client-to-host', gated, old: ['operations'], new: ['operations', op], params: { op, gate: availability(added, newGate(added.requires) ? added.requires : undefined) } });
  }
  for (const op of parts.common) {
    const [x, y] = [a.operations[op]!, b.operations[op]!];
    const at = (key: string): Pick<Fact, 'old' | 'new'> => ({ old: ['operations', op, key], new: ['operations', op, key] });
    const [sx, sy] = [statusOf(x), statusOf(y)];
    if (sx !== sy) {
      if (sy === 'deferred') emit({ rule: 'operation-deferred', direction: 'client-to-host', ...at('status'), params: { op } });
      else if (sx === 'deferred') emit({ rule: 'operation-undeferred', direction: 'client-to-host', gated: newGate(y.requires) || listed(y), ...at('status'), params: { op, status: sy, gate: availability(y, newGate(y.requires) ? y.requires : undefined) } });
      else emit({ rule: 'operation-status-changed', direction: 'none', ...at('status'), params: { op, old: sx, new: sy } });
    }
    const field = (key: 'scope' | 'persistence' | 'group' | 'since', rule: DiffRuleId, direction: Direction) => {
      if (x[key] !== y[key]) emit({ rule, direction, ...at(key), params: { op, old: x[key], new: y[key] } });
    };
    field('scope', 'operation-scope-changed', 'client-to-host');
    field('persistence', 'operation-persistence-changed', 'client-to-host');
    field('group', 'operation-group-changed', 'none');
    field('since', 'operation-since-changed', 'none');
    if ((x.sender ?? 'client') !== (y.sender ?? 'client')) {
      emit({ rule: 'operation-sender-changed', direction: 'both', ...at('sender'), params: { op, old: x.sender ?? 'client', new: y.sender ?? 'client' } });
    }
    if (x.mutation !== y.mutation) {
      const word = (mutation: boolean) => (mutation ? 'a mutation' : 'a query');
      emit({ rule: 'operation-mutation-changed', direction: 'client-to-host', ...at('mutation'), params: { op, old: word(x.mutation), new: word(y.mutation) } });
    }
    for (const client of y.clients.filter((c) => !x.clients.includes(c))) {
      emit({ rule: 'operation-client-added', direction: 'client-to-host', old: ['operations', op, 'clients'], new: ['operations', op, 'clients', y.clients.indexOf(client)], params: { op, client } });
    }
    for (const client of x.clients.filter((c) => !y.clients.includes(c))) {
      emit({ rule: 'operation-client-removed', direction: 'client-to-host', old: ['operations', op, 'clients', x.clients.indexOf(client)], new: ['operations', op, 'clients'], params: { op, client } });
    }
    if (x.requires !== y.requires) {
      if (x.requires !== undefined) emit({ rule: 'operation-gate-removed', direction: 'client-to-host', ...at('requires'), params: { op, feature: x.requires } });
      if (y.requires !== undefined) emit({ rule: 'operation-gate-added', direction: 'client-to-host', ...at('requires'), params: { op, feature: y.requires } });
    }
    if (x.description !== y.description) emit({ rule: 'description-changed', direction: 'none', ...at('description'), params: { keyword: `operation ${op} description` } });
    // A sunset announces a removal: it changes no traffic until the removal comes (sunset.ts).
    if (x.sunset !== y.sunset) emit({ rule: 'description-changed', direction: 'none', ...at('sunset'), params: { keyword: `operation ${op} sunset` } });
    if (canonicalJson(x.examples) !== canonicalJson(y.examples)) emit({ rule: 'examples-changed', direction: 'none', ...at('examples') });
    // A gated operation's params and results only ever pass between peers that both know the feature.
    const gated = newGate(y.requires) && x.requires === undefined;
    const [request, response] = operationDirections(y);
    schemas(x.params, y.params, ['operations', op, 'params'], ['operations', op, 'params'], request, gated);
    schemas(x.result, y.result, ['operations', op, 'result'], ['operations', op, 'result'], response, gated);
  }
}

/**
 * A client-sent operation removed together with the feature that gated it: old clients sent it only
 * to hosts that advertised the feature, and no new host can, so none of them receives it.
 */
function gatedAway(old: OperationDefinition, b: SpecDocument): boolean {
  return old.requires !== undefined && !Object.hasOwn(b.features ?? {}, old.requires) && (old.sender ?? 'client') === 'client';
}

/** The documentation of a named error, limit or feature: its description and its since. */
function compareDocFields(emit: Emit, what: string, at: (key: string) => Pick<Fact, 'old' | 'new'>, x: DocFields, y: DocFields): void {
  if (x.description !== y.description) emit({ rule: 'description-changed', direction: 'none', ...at('description'), params: { keyword: `${what} description` } });
  if (x.since !== y.since) emit({ rule: 'since-changed', direction: 'none', ...at('since'), params: { what, old: x.since ?? 'none', new: y.since ?? 'none' } });
}

interface DocFields {
  readonly description: string;
  readonly since?: string;
}

function compareErrors(a: SpecDocument, b: SpecDocument, emit: Emit): void {
  const parts = partition(a.errors, b.errors);
  for (const code of parts.added) emit({ rule: 'error-code-added', direction: 'host-to-client', old: ['errors'], new: ['errors', code], params: { code } });
  for (const code of parts.removed) emit({ rule: 'error-code-removed', direction: 'host-to-client', old: ['errors', code], new: ['errors'], params: { code } });
  for (const code of parts.common) {
    const [x, y] = [a.errors[code]!, b.errors[code]!];
    const at = (key: string): Pick<Fact, 'old' | 'new'> => ({ old: ['errors', code, key], new: ['errors', code, key] });
    if (Boolean(x.retryable) !== Boolean(y.retryable)) emit({ rule: 'error-retryable-changed', direction: 'host-to-client', ...at('retryable'), params: { code, old: Boolean(x.retryable), new: Boolean(y.retryable) } });
    compareDocFields(emit, `error ${code}`, at, x, y);
  }
}

function compareLimits(a: SpecDocument, b: SpecDocument, emit: Emit, renamed: ReadonlyMap<string, string>): void {
  const parts = partition(a.limits, b.limits);
  const renamedTo = new Set(renamed.values());
  for (const name of parts.added.filter((limit) => !renamedTo.has(limit))) {
    const limit = b.limits[name]!;
    emit({ rule: 'limit-added', direction: 'none', old: ['limits'], new: ['limits', name], params: { name, value: limit.value, unit: limit.unit } });
  }
  for (const name of parts.removed) {
    const target = renamed.get(name);
    if (target === undefined) {
      emit({ rule: 'limit-removed', direction: 'none', old: ['limits', name], new: ['limits'], params: { name } });
      continue;
    }
    const [x, y] = [a.limits[name]!, b.limits[target]!];
    emit({ rule: 'limit-renamed', direction: 'none', old: ['limits', name], new: ['limits', target], params: { old: name, new: target, value: y.value, unit: y.unit } });
    compareDocFields(emit, `limit ${target}`, (key) => ({ old: ['limits', name, key], new: ['limits', target, key] }), x, y);
  }
  for (const name of parts.common) {
    const [x, y] = [a.limits[name]!, b.limits[name]!];
    const at = (key: string): Pick<Fact, 'old' | 'new'> => ({ old: ['limits', name, key], new: ['limits', name, key] });
    if (x.unit !== y.unit) emit({ rule: 'limit-unit-changed', direction: 'both', ...at('unit'), params: { name, old: x.unit, new: y.unit } });
    else if (x.value !== y.value) emit({ rule: y.value > x.value ? 'limit-raised' : 'limit-lowered', direction: 'both', ...at('value'), params: { name, old: x.value, new: y.value, unit: y.unit } });
    compareDocFields(emit, `limit ${name}`, at, x, y);
  }
}

function compareFeatures(a: SpecDocument, b: SpecDocument, emit: Emit): void {
  const parts = partition(a.features, b.features);
  for (const name of parts.added) emit({ rule: 'feature-added', direction: 'host-to-client', old: ['features'], new: ['features', name], params: { name } });
  for (const name of parts.removed) emit({ rule: 'feature-removed', direction: 'host-to-client', old: ['features', name], new: ['features'], params: { name } });
  for (const name of parts.common) {
    const [x, y] = [a.features![name]!, b.features![name]!];
    const at = (key: string): Pick<Fact, 'old' | 'new'> => ({ old: ['features', name, key], new: ['features', name, key] });
    compareDocFields(emit, `feature ${name}`, at, x, y);
  }
}

/** A command's fields as the object schema its answers must match, so fields compare like properties. */
function commandObject(command: NonNullable<SpecDocument['interactions']>[string]['commands'][string]): JsonSchema {
  const fields = command.fields ?? {};
  return {
    type: 'object',
    ...(command.additionalProperties === true ? {} : { additionalProperties: false }),
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...(field.jsonSchema ?? {}), ...(field.description ? { description: field.description } : {}) }])),
    required: Object.entries(fields).filter(([, field]) => field.required === true).map(([name]) => name),
  };
}

/** Catalog and command keys that word or label things for people and models: they accept and reject nothing. */
const CATALOG_WORDING = new Set(['description', 'tags', 'unknownError', 'modeError', 'ownershipError', 'selectionError']);
const COMMAND_WORDING = new Set(['description', 'category', 'tags', 'error']);

function compareInteractions(a: SpecDocument, b: SpecDocument, emit: Emit): void {
  const parts = partition(a.interactions, b.interactions);
  for (const name of parts.added) emit({ rule: 'interaction-catalog-added', direction: 'client-to-host', old: ['interactions'], new: ['interactions', name], params: { name } });
  for (const name of parts.removed) emit({ rule: 'interaction-catalog-removed', direction: 'client-to-host', old: ['interactions', name], new: ['interactions'], params: { name } });
  for (const name of parts.common) {
    const [x, y] = [a.interactions![name]!, b.interactions![name]!];
    for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => k !== 'commands').sort()) {
      const [vx, vy] = [(x as unknown as Record<string, unknown>)[key], (y as unknown as Record<string, unknown>)[key]];
      if (canonicalJson(vx) === canonicalJson(vy)) continue;
      const at = { old: ['interactions', name, key], new: ['interactions', name, key] };
      if (CATALOG_WORDING.has(key)) emit({ rule: 'description-changed', direction: 'none', ...at, params: { keyword: `interaction catalog ${name} ${key}` } });
      else emit({ rule: 'interaction-catalog-changed', direction: 'client-to-host', ...at, params: { name, key } });
    }
    const commands = partition(x.commands, y.commands);
    for (const id of commands.added) emit({ rule: 'interaction-command-added', direction: 'client-to-host', old: ['interactions', name, 'commands'], new: ['interactions', name, 'commands', id], params: { catalog: name, command: id } });
    for (const id of commands.removed) emit({ rule: 'interaction-command-removed', direction: 'client-to-host', old: ['interactions', name, 'commands', id], new: ['interactions', name, 'commands'], params: { catalog: name, command: id } });
    for (const id of commands.common) {
      const [cx, cy] = [x.commands[id]!, y.commands[id]!];
      const base = ['interactions', name, 'commands', id];
      for (const key of [...new Set([...Object.keys(cx), ...Object.keys(cy)])].filter((k) => k !== 'fields' && k !== 'additionalProperties').sort()) {
        const [vx, vy] = [(cx as Record<string, unknown>)[key], (cy as Record<string, unknown>)[key]];
        if (canonicalJson(vx) === canonicalJson(vy)) continue;
        if (COMMAND_WORDING.has(key)) emit({ rule: 'description-changed', direction: 'none', old: [...base, key], new: [...base, key], params: { keyword: `interaction command ${id} ${key}` } });
        else emit({ rule: 'interaction-command-changed', direction: 'client-to-host', old: [...base, key], new: [...base, key], params: { command: id, key } });
      }
      // Field paths: properties/<f> of the command object is fields/<f>/jsonSchema in the spec.
      const remap = (path: ContractPath): ContractPath =>
        path[base.length] === 'properties' && path.length > base.length + 1
          ? [...base, 'fields', path[base.length + 1]!, 'jsonSchema', ...path.slice(base.length + 2)]
          : path[base.length] === 'properties' || path[base.length] === 'required'
            ? [...base, 'fields']
            : path;
      const report = (fact: Fact) => emit({ ...fact, old: remap(fact.old), new: remap(fact.new) });
      const comparison = { oldTypes: a.types ?? {}, newTypes: b.types ?? {}, oldFeatures: new Set(Object.keys(a.features ?? {})), direction: 'client-to-host' as const, newVersion: b.protocol.version, report };
      compareSchemas(comparison, commandObject(cx), commandObject(cy), base, base);
    }
  }
}
