/**
 * One fixture pair (old spec, new spec) per diff rule: each case lists every change the diff must
 * report — rule, layer, severity, direction and who it breaks — and nothing else may appear.
 */
import { describe, expect, it } from 'vitest';
import type { Breaks, Direction, Severity } from '../../generator/diff/change.ts';
import { DIFF_RULES, type DiffRuleId } from '../../generator/diff/rules.ts';
import {
  ANSWER_CATALOG,
  applyPatch,
  classesOf,
  diffEdits,
  FRAMED,
  NEW_FEATURE,
  operation,
  slot,
  SLOT_DIRECTION,
  SLOT_POINTER,
  sortClasses,
  type ChangeClass,
  type JsonObject,
  type Patch,
  type Slot,
} from './support/contracts.ts';

/** FRAMED with a type that holds a request's command (op and params) without the envelope. */
const COMMAND_FRAMED = applyPatch(FRAMED, {
  types: {
    Command: {
      type: 'object',
      required: ['op', 'params'],
      properties: { op: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
    },
  },
}) as Patch;

/** The base at protocol.version 1.1.0: past a sunset of 1.1.0, before one of 2.0.0. */
const AT_1_1: Patch = { protocol: { version: '1.1.0' } };

/** FRAMED where a host's handshake lists the operations it serves (framing.operationsAdvertised). */
const LISTED = applyPatch(FRAMED, { framing: { operationsAdvertised: true } }) as Patch;

/** How a change reads on the wire layer: its severity and the side it breaks. */
const WIRE = {
  safe: ['safe', 'nobody'],
  readers: ['breaking', 'old-readers'],
  writers: ['breaking', 'old-writers'],
  both: ['breaking', 'old-readers-and-writers'],
  'dangerous-readers': ['dangerous', 'old-readers'],
  'dangerous-writers': ['dangerous', 'old-writers'],
  dangerous: ['dangerous', 'old-readers-and-writers'],
} as const satisfies Record<string, readonly [Severity, Breaks]>;

interface Layers {
  readonly wire?: keyof typeof WIRE;
  readonly typescript?: Severity;
  readonly docs?: true;
}

/** The changes one fact gives: one per layer named. */
function facts(rule: DiffRuleId, direction: Direction, layers: Layers): ChangeClass[] {
  const found: ChangeClass[] = [];
  if (layers.docs) found.push({ rule, layer: 'docs', severity: 'safe', direction, breaks: 'nobody' });
  if (layers.wire) {
    const [severity, breaks] = WIRE[layers.wire];
    found.push({ rule, layer: 'wire', severity, direction, breaks });
  }
  if (layers.typescript)
    found.push({
      rule,
      layer: 'typescript',
      severity: layers.typescript,
      direction,
      breaks: layers.typescript === 'safe' ? 'nobody' : 'typescript',
    });
  return found;
}

interface RuleCase {
  readonly name: string;
  readonly old?: Patch | string;
  readonly new: Patch | string;
  /** Every change of the report, in any order. */
  readonly expect: readonly ChangeClass[];
  /** The pointers of the changes of the rule under test. */
  readonly pointers?: { readonly old: string; readonly new: string };
  /** The `file:line:col` of the changes of the rule under test, on each side. */
  readonly locations?: { readonly old: string; readonly new: string };
}

/** A case with the file positions its changes must name. */
const located = (fixture: RuleCase, old: string, current: string): RuleCase => ({
  ...fixture,
  locations: { old, new: current },
});

/** A case comparing two schemas placed in the same slot. */
function schemaCase(
  name: string,
  where: Slot,
  oldSchema: JsonObject,
  newSchema: JsonObject,
  expected: readonly [DiffRuleId, Layers][],
  pointers?: { old: string; new: string },
): RuleCase {
  return {
    name: `${name} (${where})`,
    old: slot(where, oldSchema),
    new: slot(where, newSchema),
    expect: expected.flatMap(([rule, layers]) => facts(rule, SLOT_DIRECTION[where], layers)),
    ...(pointers ? { pointers } : {}),
  };
}

const P = SLOT_POINTER.params;
const R = SLOT_POINTER.result;
const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });
const closed = (properties: JsonObject, extra: JsonObject = {}): JsonObject =>
  obj(properties, { additionalProperties: false, ...extra });
/** Gated by a feature new in the new contract (declared only where named): old peers never receive it. */
const gatedStr = { type: 'string', requires: NEW_FEATURE } as const;
const variant = (kind: string, extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: kind } },
  ...extra,
});
const union = (...kinds: (string | JsonObject)[]): JsonObject => ({
  oneOf: kinds.map((kind) => (typeof kind === 'string' ? variant(kind) : kind)),
});
const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});
const op = (name: string, overrides: JsonObject = {}): Patch => ({ operations: { [name]: operation(overrides) } });
const probe = (patch: Patch): Patch => ({ operations: { probe: patch } });
const int = { type: 'integer' } as const;
const tuple = (positions: readonly JsonObject[], extra: JsonObject = {}): JsonObject => ({
  type: 'array',
  prefixItems: positions,
  ...extra,
});
const list = (extra: JsonObject): JsonObject => ({ type: 'array', items: str, ...extra });
/** An object whose members a, b and c dependency and condition keywords can name. */
const abc = (extra: JsonObject = {}): JsonObject => obj({ a: str, b: str, c: str }, extra);
const ifAThenB = { if: { required: ['a'] }, then: { required: ['b'] } } as const;
/** A string bounded by the base's limit itemBytes by name; the base's limits with itemBytes declared under another name. */
const namedBytes = { type: 'string', maxBytes: { limit: 'itemBytes' } } as const;
const RENAMED: Patch = {
  itemBytes: null,
  entryBytes: { value: 1024, unit: 'bytes', description: 'Most UTF-8 bytes of an item.' },
};
/** An array whose items a part's check can read (uniqueNames, uniqueValues). */
const named = { type: 'array', items: obj({ name: str, value: str }) } as const;
/** A case whose specs both ask for the part that declares the checks, so only the `check` edit differs. */
const withChecks = (fixture: RuleCase): RuleCase => ({
  ...fixture,
  old: applyPatch(fixture.old as Patch, { parts: ['invariants'] }) as Patch,
  new: applyPatch(fixture.new as Patch, { parts: ['invariants'] }) as Patch,
});
const OPERATIONS = 'spec/operations.yaml';
const TYPES = 'spec/types.yaml';

const FIXTURES: Readonly<Record<DiffRuleId, readonly RuleCase[]>> = {
  // --- protocol constants and vocabularies
  'constant-changed': [
    {
      name: 'WIRE_VERSION 1 → 2',
      new: { constants: { WIRE_VERSION: { value: 2 } } },
      expect: facts('constant-changed', 'both', { wire: 'both', typescript: 'dangerous' }),
      pointers: { old: '/constants/WIRE_VERSION/value', new: '/constants/WIRE_VERSION/value' },
    },
  ],
  'stored-constant-changed': [
    {
      name: 'ROW_VERSION (stored) 1 → 2',
      new: { constants: { ROW_VERSION: { value: 2 } } },
      expect: facts('stored-constant-changed', 'stored', { wire: 'writers', typescript: 'dangerous' }),
    },
  ],
  'constant-added': [
    {
      name: 'constant added',
      new: { constants: { MAX_RETRIES: { value: 3, description: 'Retries.' } } },
      expect: facts('constant-added', 'none', { typescript: 'safe' }),
      pointers: { old: '/constants', new: '/constants/MAX_RETRIES' },
    },
  ],
  'constant-removed': [
    {
      name: 'constant removed',
      new: { constants: { ROW_VERSION: null } },
      expect: facts('constant-removed', 'none', { typescript: 'breaking' }),
      pointers: { old: '/constants/ROW_VERSION', new: '/constants' },
    },
  ],
  'framing-changed': [
    {
      name: 'the response correlation member renamed',
      old: FRAMED,
      new: applyPatch(FRAMED, { framing: { response: { correlation: 'id' } } }) as Patch,
      expect: facts('framing-changed', 'both', { wire: 'both', typescript: 'dangerous' }),
      pointers: { old: '/framing/response', new: '/framing/response' },
    },
  ],
  'framing-operations-advertised-changed': [
    {
      name: 'the framing says hosts list the operations they serve: it changes how new operations read, not the frames',
      old: FRAMED,
      new: LISTED,
      expect: facts('framing-operations-advertised-changed', 'none', { docs: true }),
      pointers: { old: '/framing', new: '/framing/operationsAdvertised' },
    },
  ],
  'framing-command-changed': [
    {
      name: 'a command type declared: parseSchema now refuses commands of unknown operations or with wrong params',
      old: COMMAND_FRAMED,
      new: applyPatch(COMMAND_FRAMED, { framing: { request: { command: 'Command' } } }) as Patch,
      expect: facts('framing-command-changed', 'both', { wire: 'writers' }),
      pointers: { old: '/framing/request', new: '/framing/request/command' },
    },
    {
      name: 'the command type no longer declared: parseSchema accepts what it refused',
      old: applyPatch(COMMAND_FRAMED, { framing: { request: { command: 'Command' } } }) as Patch,
      new: COMMAND_FRAMED,
      expect: facts('framing-command-changed', 'both', { wire: 'readers' }),
      pointers: { old: '/framing/request/command', new: '/framing/request' },
    },
  ],
  'part-added': [
    {
      name: 'part revisions asked for',
      new: { parts: ['revisions'] },
      expect: facts('part-added', 'none', { typescript: 'safe' }),
    },
  ],
  'part-removed': [
    {
      name: 'part revisions no longer asked for',
      old: { parts: ['revisions'] },
      new: {},
      expect: facts('part-removed', 'none', { typescript: 'breaking' }),
    },
  ],
  'package-renamed': [
    {
      name: 'package renamed',
      new: { protocol: { package: '@example/renamed' } },
      expect: facts('package-renamed', 'none', { typescript: 'breaking' }),
    },
  ],
  'client-kind-added': [
    {
      name: 'client kind tui added',
      new: { protocol: { clientKinds: { tui: 'A terminal client.' } } },
      expect: facts('client-kind-added', 'client-to-host', { wire: 'dangerous', typescript: 'dangerous' }),
      pointers: { old: '/protocol/clientKinds', new: '/protocol/clientKinds/tui' },
    },
  ],
  'client-kind-removed': [
    {
      name: 'client kind tui removed',
      old: { protocol: { clientKinds: { tui: 'A terminal client.' } } },
      new: {},
      expect: facts('client-kind-removed', 'client-to-host', { wire: 'writers', typescript: 'breaking' }),
      pointers: { old: '/protocol/clientKinds/tui', new: '/protocol/clientKinds' },
    },
  ],
  'scope-added': [
    {
      name: 'scope team added',
      new: { protocol: { scopes: { team: { description: 'A team.' } } } },
      expect: facts('scope-added', 'client-to-host', { typescript: 'safe' }),
    },
  ],
  'scope-removed': [
    {
      name: 'scope team removed',
      old: { protocol: { scopes: { team: { description: 'A team.' } } } },
      new: {},
      expect: facts('scope-removed', 'client-to-host', { typescript: 'breaking' }),
    },
  ],
  'scope-target-changed': [
    {
      name: 'session scope: target required → optional',
      old: FRAMED,
      new: applyPatch(FRAMED, { protocol: { scopes: { session: { target: 'optional' } } } }) as Patch,
      expect: facts('scope-target-changed', 'client-to-host', { wire: 'both' }),
      pointers: { old: '/protocol/scopes/session/target', new: '/protocol/scopes/session/target' },
    },
  ],
  'persistence-class-added': [
    {
      name: 'persistence class cached added',
      new: { protocol: { persistence: { cached: 'Kept a while.' } } },
      expect: facts('persistence-class-added', 'none', { typescript: 'safe' }),
    },
  ],
  'persistence-class-removed': [
    {
      name: 'persistence class cached removed',
      old: { protocol: { persistence: { cached: 'Kept a while.' } } },
      new: {},
      expect: facts('persistence-class-removed', 'none', { typescript: 'breaking' }),
    },
  ],

  // --- operations
  'operation-added': [
    {
      name: 'ungated operation added: old hosts reject it',
      new: op('probe.more'),
      expect: facts('operation-added', 'client-to-host', { wire: 'readers', typescript: 'dangerous' }),
      pointers: { old: '/operations', new: '/operations/probe.more' },
    },
    {
      name: 'operation gated by a new feature added',
      new: op('probe.more', { requires: NEW_FEATURE }),
      expect: facts('operation-added', 'client-to-host', { wire: 'safe', typescript: 'dangerous' }),
    },
    // Issue 21: catalog membership is not availability where hosts list the operations they serve.
    {
      name: 'ungated operation added where hosts list the operations they serve: clients send it only to hosts that list it',
      old: LISTED,
      new: applyPatch(LISTED, op('probe.more')) as Patch,
      expect: facts('operation-added', 'client-to-host', { wire: 'safe', typescript: 'dangerous' }),
      pointers: { old: '/operations', new: '/operations/probe.more' },
    },
    {
      name: 'an operation hosts send, added where hosts list the operations they serve: old clients still receive it',
      old: LISTED,
      new: applyPatch(LISTED, op('probe.more', { sender: 'host' })) as Patch,
      expect: facts('operation-added', 'host-to-client', { wire: 'readers', typescript: 'dangerous' }),
    },
    {
      name: 'operation gated by a feature old hosts may already advertise added: the gate keeps it from nobody',
      new: op('probe.more', { requires: 'probe.extras' }),
      expect: facts('operation-added', 'client-to-host', { wire: 'readers', typescript: 'dangerous' }),
    },
    {
      name: 'deferred operation added',
      new: op('probe.more', { status: 'deferred' }),
      expect: facts('operation-added', 'client-to-host', { wire: 'safe', typescript: 'dangerous' }),
    },
  ],
  'operation-removed': [
    {
      name: 'operation removed',
      old: op('probe.more'),
      new: {},
      expect: facts('operation-removed', 'client-to-host', { wire: 'writers', typescript: 'breaking' }),
      pointers: { old: '/operations/probe.more', new: '/operations' },
    },
    {
      name: 'deprecated operation removed before its sunset: breaking, as any removal',
      old: op('probe.more', { status: 'deprecated', sunset: '2.0.0' }),
      new: AT_1_1,
      expect: facts('operation-removed', 'client-to-host', { wire: 'writers', typescript: 'breaking' }),
    },
  ],
  'gated-operation-removed': [
    {
      name: 'an operation removed together with the feature that gated it: no new host advertises the feature, so no old client sends it one',
      old: op('probe.more', { requires: NEW_FEATURE }),
      new: {},
      expect: facts('gated-operation-removed', 'client-to-host', { wire: 'safe', typescript: 'breaking' }),
      pointers: { old: '/operations/probe.more', new: '/operations' },
    },
  ],
  'deferred-operation-removed': [
    {
      name: 'deferred operation removed',
      old: op('probe.more', { status: 'deferred' }),
      new: {},
      expect: facts('deferred-operation-removed', 'client-to-host', { wire: 'safe', typescript: 'breaking' }),
    },
  ],
  'operation-renamed': [
    {
      name: 'probe.old renamed to probe.new',
      old: op('probe.old', { description: 'Before.' }),
      new: op('probe.new', { description: 'After.' }),
      expect: facts('operation-renamed', 'client-to-host', { wire: 'both', typescript: 'breaking' }),
      pointers: { old: '/operations/probe.old', new: '/operations/probe.new' },
    },
  ],
  'operation-deferred': [
    {
      name: 'operation deferred',
      new: probe({ status: 'deferred' }),
      expect: facts('operation-deferred', 'client-to-host', { wire: 'writers' }),
      pointers: { old: '/operations/probe/status', new: '/operations/probe/status' },
    },
  ],
  'operation-undeferred': [
    {
      name: 'deferred operation made stable, ungated',
      old: probe({ status: 'deferred' }),
      new: {},
      expect: facts('operation-undeferred', 'client-to-host', { wire: 'readers' }),
    },
    {
      name: 'deferred operation made stable behind a new feature',
      old: probe({ status: 'deferred' }),
      new: probe({ requires: NEW_FEATURE }),
      expect: [
        ...facts('operation-undeferred', 'client-to-host', { wire: 'safe' }),
        ...facts('operation-gate-added', 'client-to-host', { wire: 'dangerous' }),
      ],
    },
  ],
  'operation-status-changed': [
    {
      name: 'stable → deprecated',
      new: probe({ status: 'deprecated' }),
      expect: facts('operation-status-changed', 'none', { docs: true }),
    },
  ],
  'operation-scope-changed': [
    {
      name: 'scope host → session',
      new: probe({ scope: 'session' }),
      expect: facts('operation-scope-changed', 'client-to-host', { wire: 'both', typescript: 'dangerous' }),
    },
  ],
  'operation-sender-changed': [
    {
      name: 'client request → host request',
      new: probe({ sender: 'host' }),
      expect: facts('operation-sender-changed', 'both', { wire: 'both', typescript: 'breaking' }),
      pointers: { old: '/operations/probe/sender', new: '/operations/probe/sender' },
    },
  ],
  'operation-mutation-changed': [
    {
      name: 'query → mutation',
      new: probe({ mutation: true }),
      expect: facts('operation-mutation-changed', 'client-to-host', { wire: 'both', typescript: 'dangerous' }),
    },
  ],
  'operation-persistence-changed': [
    {
      name: 'persistence none → durable',
      new: probe({ persistence: 'durable' }),
      expect: facts('operation-persistence-changed', 'client-to-host', { wire: 'dangerous', typescript: 'dangerous' }),
    },
  ],
  'operation-client-added': [
    {
      name: 'web clients admitted',
      old: probe({ clients: ['cli'] }),
      new: {},
      expect: facts('operation-client-added', 'client-to-host', { wire: 'dangerous' }),
      pointers: { old: '/operations/probe/clients', new: '/operations/probe/clients/1' },
    },
  ],
  'operation-client-removed': [
    {
      name: 'web clients refused',
      old: {},
      new: probe({ clients: ['cli'] }),
      expect: facts('operation-client-removed', 'client-to-host', { wire: 'writers' }),
      pointers: { old: '/operations/probe/clients/1', new: '/operations/probe/clients' },
    },
  ],
  'operation-gate-added': [
    {
      name: 'operation now requires a feature',
      new: probe({ requires: 'probe.extras' }),
      expect: facts('operation-gate-added', 'client-to-host', { wire: 'dangerous' }),
    },
  ],
  'operation-gate-removed': [
    {
      name: 'operation no longer requires a feature',
      old: probe({ requires: 'probe.extras' }),
      new: {},
      expect: facts('operation-gate-removed', 'client-to-host', { wire: 'safe' }),
    },
  ],
  'operation-group-changed': [
    {
      name: 'operation moved to another group',
      old: { groups: { more: { title: 'More' } } },
      new: { groups: { more: { title: 'More' } }, ...probe({ group: 'more' }) },
      expect: facts('operation-group-changed', 'none', { docs: true }),
    },
  ],
  'operation-since-changed': [
    {
      name: 'since 1.0.0 → 0.9.0',
      new: probe({ since: '0.9.0' }),
      expect: facts('operation-since-changed', 'none', { docs: true }),
    },
  ],

  // --- error codes, limits, features
  'error-code-added': [
    {
      name: 'error code added: wire safe, an exhaustive switch breaks',
      new: { errors: { gone: { description: 'It is gone.', since: '1.0.0' } } },
      expect: facts('error-code-added', 'host-to-client', { wire: 'safe', typescript: 'dangerous' }),
      pointers: { old: '/errors', new: '/errors/gone' },
    },
  ],
  'error-code-removed': [
    {
      name: 'error code removed',
      old: { errors: { gone: { description: 'It is gone.', since: '1.0.0' } } },
      new: {},
      expect: facts('error-code-removed', 'host-to-client', { wire: 'safe', typescript: 'breaking' }),
    },
  ],
  'error-retryable-changed': [
    {
      name: 'busy no longer retryable',
      new: { errors: { busy: { retryable: null } } },
      expect: facts('error-retryable-changed', 'host-to-client', { wire: 'dangerous' }),
    },
  ],
  'limit-added': [
    {
      name: 'limit added',
      new: { limits: { itemCount: { value: 10, unit: 'count', description: 'Most items.' } } },
      expect: facts('limit-added', 'none', { wire: 'safe', typescript: 'safe' }),
    },
  ],
  'limit-removed': [
    {
      name: 'limit removed',
      old: { limits: { itemCount: { value: 10, unit: 'count', description: 'Most items.' } } },
      new: {},
      expect: facts('limit-removed', 'none', { wire: 'safe', typescript: 'breaking' }),
    },
    {
      name: 'renamed, but the bound that named it is now a number: a removal and an addition, not a rename',
      old: slot('params', namedBytes),
      new: { ...slot('params', { type: 'string', maxBytes: 1024 }), limits: RENAMED },
      expect: [
        ...facts('limit-removed', 'none', { wire: 'safe', typescript: 'breaking' }),
        ...facts('limit-added', 'none', { wire: 'safe', typescript: 'safe' }),
      ],
    },
  ],
  'limit-renamed': [
    {
      name: 'itemBytes renamed entryBytes, and the bound that named it follows: the rename alone, no wire change',
      old: slot('params', namedBytes),
      new: { ...slot('params', { type: 'string', maxBytes: { limit: 'entryBytes' } }), limits: RENAMED },
      expect: facts('limit-renamed', 'none', { wire: 'safe', typescript: 'breaking' }),
      pointers: { old: '/limits/itemBytes', new: '/limits/entryBytes' },
    },
  ],
  'limit-raised': [
    {
      name: '1024 → 2048 bytes',
      new: { limits: { itemBytes: { value: 2048 } } },
      expect: facts('limit-raised', 'both', { wire: 'dangerous' }),
      pointers: { old: '/limits/itemBytes/value', new: '/limits/itemBytes/value' },
    },
  ],
  'limit-lowered': [
    {
      name: '1024 → 512 bytes',
      new: { limits: { itemBytes: { value: 512 } } },
      expect: facts('limit-lowered', 'both', { wire: 'dangerous' }),
    },
    {
      name: '1024 → 512 bytes, and the params bound that names it tightens with it: breaking for old writers',
      old: slot('params', namedBytes),
      new: slot('params', namedBytes, { limits: { itemBytes: { value: 512 } } }),
      expect: [
        ...facts('limit-lowered', 'both', { wire: 'dangerous' }),
        ...facts('byte-length-tightened', 'client-to-host', { wire: 'writers' }),
      ],
      pointers: { old: '/limits/itemBytes/value', new: '/limits/itemBytes/value' },
    },
  ],
  'limit-unit-changed': [
    {
      name: 'bytes → count (the value kept)',
      new: { limits: { itemBytes: { unit: 'count' } } },
      expect: facts('limit-unit-changed', 'both', { wire: 'both' }),
    },
    {
      name: 'bytes → count with a new value: the unit change alone',
      new: { limits: { itemBytes: { unit: 'count', value: 8 } } },
      expect: facts('limit-unit-changed', 'both', { wire: 'both' }),
    },
  ],
  'feature-added': [
    {
      name: 'feature added',
      new: { features: { 'probe.more': { description: 'More.', since: '1.0.0' } } },
      expect: facts('feature-added', 'host-to-client', { wire: 'safe', typescript: 'safe' }),
    },
  ],
  'feature-removed': [
    {
      name: 'feature removed',
      old: { features: { 'probe.more': { description: 'More.', since: '1.0.0' } } },
      new: {},
      expect: facts('feature-removed', 'host-to-client', { wire: 'dangerous', typescript: 'breaking' }),
    },
  ],

  // --- named types
  'type-removed': [
    {
      name: 'unused type removed',
      old: { types: { Extra: { type: 'string', minLength: 1 } } },
      new: {},
      expect: facts('type-removed', 'none', { typescript: 'breaking' }),
      pointers: { old: '/types/Extra', new: '/types' },
    },
    {
      name: 'deprecated type removed before its sunset',
      old: { types: { Extra: { type: 'string', deprecated: true, sunset: '2.0.0' } } },
      new: AT_1_1,
      expect: facts('type-removed', 'none', { typescript: 'breaking' }),
    },
  ],
  // Deprecation before removal (oasdiff's x-sunset): removed at or after the sunset the old contract named.
  'type-removed-after-sunset': [
    {
      name: 'deprecated type removed at its sunset',
      old: { types: { Extra: { type: 'string', deprecated: true, sunset: '1.1.0' } } },
      new: AT_1_1,
      expect: facts('type-removed-after-sunset', 'none', { typescript: 'dangerous' }),
      pointers: { old: '/types/Extra', new: '/types' },
    },
  ],
  'property-removed-after-sunset': [
    {
      name: 'deprecated property removed after its sunset, from a closed object old writers send it to',
      old: slot(
        'params',
        obj({ a: str, b: { type: 'string', deprecated: true, sunset: '1.0.5' } }, { additionalProperties: false }),
      ),
      new: slot('params', obj({ a: str }, { additionalProperties: false }), AT_1_1),
      expect: facts('property-removed-after-sunset', 'client-to-host', { wire: 'safe', typescript: 'dangerous' }),
      pointers: { old: `${P}/properties/b`, new: `${P}/properties` },
    },
  ],
  'operation-removed-after-sunset': [
    {
      name: 'deprecated operation removed at its sunset: clients were told to stop sending it',
      old: op('probe.old', { status: 'deprecated', sunset: '1.1.0' }),
      new: AT_1_1,
      expect: facts('operation-removed-after-sunset', 'client-to-host', { wire: 'safe', typescript: 'dangerous' }),
      pointers: { old: '/operations/probe.old', new: '/operations' },
    },
  ],
  'type-renamed': [
    {
      name: 'type renamed, same shape',
      old: { types: { Extra: { type: 'string', minLength: 1 } } },
      new: { types: { Bonus: { type: 'string', minLength: 1 } } },
      expect: facts('type-renamed', 'none', { typescript: 'breaking' }),
      pointers: { old: '/types/Extra', new: '/types/Bonus' },
    },
  ],
  'direction-changed': [
    {
      name: 'stored → host-to-client',
      old: slot('stored', str),
      new: { types: { Row: { direction: 'host-to-client', type: 'string' } } },
      expect: facts('direction-changed', 'both', { docs: true }),
    },
  ],

  // --- schemas
  'type-widened': [
    schemaCase(
      'integer → number',
      'params',
      { type: 'integer' },
      { type: 'number' },
      [['type-widened', { wire: 'readers', typescript: 'dangerous' }]],
      { old: P, new: P },
    ),
    schemaCase('string → string | null', 'result', str, { type: ['string', 'null'] }, [
      ['type-widened', { wire: 'readers', typescript: 'dangerous' }],
    ]),
    schemaCase('stored rows: widening reads every old row', 'stored', { type: 'integer' }, { type: 'number' }, [
      ['type-widened', { wire: 'safe', typescript: 'dangerous' }],
    ]),
  ],
  'type-narrowed': [
    schemaCase('number → integer', 'params', { type: 'number' }, { type: 'integer' }, [
      ['type-narrowed', { wire: 'writers', typescript: 'breaking' }],
    ]),
    schemaCase('stored rows: narrowing rejects old rows', 'stored', { type: 'number' }, { type: 'integer' }, [
      ['type-narrowed', { wire: 'writers', typescript: 'breaking' }],
    ]),
  ],
  'type-changed': [
    schemaCase('string → integer', 'params', str, { type: 'integer' }, [
      ['type-changed', { wire: 'both', typescript: 'breaking' }],
    ]),
    schemaCase('string → integer', 'stored', str, { type: 'integer' }, [
      ['type-changed', { wire: 'writers', typescript: 'breaking' }],
    ]),
    schemaCase(
      'string → integer inside a member gated in both versions',
      'params',
      obj({ x: obj({ a: str }, { requires: 'probe.extras' }) }),
      obj({ x: obj({ a: { type: 'integer' } }, { requires: 'probe.extras' }) }),
      [['type-changed', { wire: 'both', typescript: 'breaking' }]],
    ),
    schemaCase(
      'a tuple position string → integer: positions pair up by index',
      'params',
      tuple([str, str]),
      tuple([str, int]),
      [['type-changed', { wire: 'both', typescript: 'breaking' }]],
      {
        old: `${P}/prefixItems/1`,
        new: `${P}/prefixItems/1`,
      },
    ),
    schemaCase(
      'a pattern property string → integer: patterns pair up by their text',
      'result',
      obj({}, { patternProperties: { '^x-': str, '^y-': str } }),
      obj({}, { patternProperties: { '^y-': str, '^x-': int } }),
      [['type-changed', { wire: 'both', typescript: 'breaking' }]],
      { old: `${R}/patternProperties/^x-`, new: `${R}/patternProperties/^x-` },
    ),
  ],
  'enum-value-added': [
    schemaCase(
      'enum value c added',
      'result',
      { enum: ['a', 'b'] },
      { enum: ['a', 'b', 'c'] },
      [['enum-value-added', { wire: 'readers', typescript: 'dangerous' }]],
      { old: `${R}/enum`, new: `${R}/enum/2` },
    ),
    schemaCase('enum value c added', 'params', { enum: ['a', 'b'] }, { enum: ['a', 'b', 'c'] }, [
      ['enum-value-added', { wire: 'readers', typescript: 'dangerous' }],
    ]),
    schemaCase(
      'const a widened to enum [a, b]',
      'params',
      { const: 'a' },
      { enum: ['a', 'b'] },
      [['enum-value-added', { wire: 'readers', typescript: 'dangerous' }]],
      { old: `${P}/const`, new: `${P}/enum/1` },
    ),
    schemaCase('stored: enum value added', 'stored', { enum: ['a', 'b'] }, { enum: ['a', 'b', 'c'] }, [
      ['enum-value-added', { wire: 'safe', typescript: 'dangerous' }],
    ]),
  ],
  'enum-value-removed': [
    schemaCase(
      'enum value c removed',
      'params',
      { enum: ['a', 'b', 'c'] },
      { enum: ['a', 'b'] },
      [['enum-value-removed', { wire: 'writers', typescript: 'breaking' }]],
      { old: `${P}/enum/2`, new: `${P}/enum` },
    ),
    schemaCase('const a → const b', 'result', { const: 'a' }, { const: 'b' }, [
      ['enum-value-added', { wire: 'readers', typescript: 'dangerous' }],
      ['enum-value-removed', { wire: 'writers', typescript: 'breaking' }],
    ]),
    // contains is existential: fewer matching values, fewer arrays hold one. The generated types leave contains out.
    schemaCase(
      'a value removed from a contains schema narrows the array, with no TypeScript change',
      'params',
      list({ contains: { enum: ['a', 'b'] } }),
      list({ contains: { enum: ['a'] } }),
      [['enum-value-removed', { wire: 'writers' }]],
      { old: `${P}/contains/enum/1`, new: `${P}/contains/enum` },
    ),
  ],
  'enum-restricted': [
    schemaCase('string limited to values', 'params', str, { type: 'string', enum: ['a', 'b'] }, [
      ['enum-restricted', { wire: 'writers', typescript: 'breaking' }],
    ]),
  ],
  'enum-unrestricted': [
    schemaCase('string no longer limited', 'params', { type: 'string', enum: ['a', 'b'] }, str, [
      ['enum-unrestricted', { wire: 'readers', typescript: 'dangerous' }],
    ]),
  ],
  'required-property-added': [
    schemaCase(
      'required b added to an open object',
      'params',
      obj({ a: str }),
      obj({ a: str, b: str }, { required: ['b'] }),
      [['required-property-added', { wire: 'writers', typescript: 'breaking' }]],
      {
        old: `${P}/properties`,
        new: `${P}/properties/b`,
      },
    ),
    schemaCase(
      'required b added to a closed object',
      'params',
      closed({ a: str }),
      closed({ a: str, b: str }, { required: ['b'] }),
      [['required-property-added', { wire: 'both', typescript: 'breaking' }]],
    ),
    schemaCase(
      'required b added to a closed object',
      'result',
      closed({ a: str }),
      closed({ a: str, b: str }, { required: ['b'] }),
      [['required-property-added', { wire: 'both', typescript: 'breaking' }]],
    ),
  ],
  'optional-property-added-open': [
    schemaCase(
      'optional b added to an open object: old hosts drop it',
      'params',
      obj({ a: str }),
      obj({ a: str, b: str }),
      [['optional-property-added-open', { wire: 'dangerous-readers', typescript: 'safe' }]],
    ),
    schemaCase(
      'optional b added to an open object: old clients skip it',
      'result',
      obj({ a: str }),
      obj({ a: str, b: str }),
      [['optional-property-added-open', { wire: 'safe', typescript: 'safe' }]],
    ),
    schemaCase('optional b gated by a feature', 'params', obj({ a: str }), obj({ a: str, b: gatedStr }), [
      ['optional-property-added-open', { wire: 'safe', typescript: 'safe' }],
    ]),
    schemaCase(
      'optional b gated by a feature old hosts may already advertise',
      'params',
      obj({ a: str }),
      obj({ a: str, b: { type: 'string', requires: 'probe.extras' } }),
      [['optional-property-added-open', { wire: 'dangerous-readers', typescript: 'safe' }]],
    ),
  ],
  'optional-property-added-closed': [
    schemaCase('optional b added to a closed object', 'params', closed({ a: str }), closed({ a: str, b: str }), [
      ['optional-property-added-closed', { wire: 'readers', typescript: 'safe' }],
    ]),
    schemaCase('optional b added to a closed object', 'result', closed({ a: str }), closed({ a: str, b: str }), [
      ['optional-property-added-closed', { wire: 'readers', typescript: 'safe' }],
    ]),
    // Hosts advertise features, clients do not: a gate keeps nothing a host sends from old clients.
    schemaCase(
      'optional b gated by a feature still reaches old clients',
      'result',
      closed({ a: str }),
      closed({ a: str, b: gatedStr }),
      [['optional-property-added-closed', { wire: 'readers', typescript: 'safe' }]],
    ),
    schemaCase('optional b gated by a feature', 'params', closed({ a: str }), closed({ a: str, b: gatedStr }), [
      ['optional-property-added-closed', { wire: 'safe', typescript: 'safe' }],
    ]),
    schemaCase('stored rows: optional b added', 'stored', closed({ a: str }), closed({ a: str, b: str }), [
      ['optional-property-added-closed', { wire: 'safe', typescript: 'safe' }],
    ]),
    schemaCase(
      'optional b added inside a member gated in both versions: old hosts advertising the feature reject it',
      'params',
      obj({ x: closed({ a: str }, { requires: 'probe.extras' }) }),
      obj({ x: closed({ a: str, b: str }, { requires: 'probe.extras' }) }),
      [['optional-property-added-closed', { wire: 'readers', typescript: 'safe' }]],
    ),
    schemaCase(
      'optional b added inside a member gated from now on',
      'params',
      obj({ x: closed({ a: str }) }),
      obj({ x: closed({ a: str, b: str }, { requires: NEW_FEATURE }) }),
      [
        ['field-gate-added', { wire: 'dangerous' }],
        ['optional-property-added-closed', { wire: 'safe', typescript: 'safe' }],
      ],
    ),
    {
      name: 'interaction command field added (commands are closed)',
      old: withCatalog(),
      new: withCatalog({ commands: { approve: { fields: { note: { jsonSchema: str } } } } }),
      expect: facts('optional-property-added-closed', 'client-to-host', { wire: 'readers', typescript: 'safe' }),
      pointers: {
        old: '/interactions/answer/commands/approve/fields',
        new: '/interactions/answer/commands/approve/fields/note/jsonSchema',
      },
    },
  ],
  'property-removed': [
    schemaCase(
      'optional b removed from an open object: new hosts drop it',
      'params',
      obj({ a: str, b: str }),
      obj({ a: str }),
      [['property-removed', { wire: 'dangerous-writers', typescript: 'breaking' }]],
      {
        old: `${P}/properties/b`,
        new: `${P}/properties`,
      },
    ),
    schemaCase('optional b removed from an open object', 'result', obj({ a: str, b: str }), obj({ a: str }), [
      ['property-removed', { wire: 'safe', typescript: 'breaking' }],
    ]),
    schemaCase(
      'required b removed: old readers require it',
      'result',
      obj({ a: str, b: str }, { required: ['b'] }),
      obj({ a: str }),
      [['property-removed', { wire: 'readers', typescript: 'breaking' }]],
    ),
    schemaCase(
      'optional b removed from a closed object: old writers still send it',
      'params',
      closed({ a: str, b: str }),
      closed({ a: str }),
      [['property-removed', { wire: 'writers', typescript: 'breaking' }]],
    ),
    schemaCase(
      'stored rows: optional b removed from an open object',
      'stored',
      obj({ a: str, b: str }),
      obj({ a: str }),
      [['property-removed', { wire: 'dangerous-writers', typescript: 'breaking' }]],
    ),
  ],
  'property-made-optional': [
    schemaCase(
      'a made optional',
      'result',
      obj({ a: str }, { required: ['a'] }),
      obj({ a: str }),
      [['property-made-optional', { wire: 'readers', typescript: 'breaking' }]],
      { old: `${R}/required`, new: `${R}/required` },
    ),
    schemaCase(
      'b no longer required by the then branch (the generated types leave if/then/else out)',
      'result',
      abc(ifAThenB),
      abc({ ...ifAThenB, then: { required: ['c'] } }),
      [
        ['property-made-optional', { wire: 'readers' }],
        ['property-made-required', { wire: 'writers' }],
      ],
      { old: `${R}/then/required`, new: `${R}/then/required` },
    ),
  ],
  'property-made-required': [
    schemaCase('a made required', 'params', obj({ a: str }), obj({ a: str }, { required: ['a'] }), [
      ['property-made-required', { wire: 'writers', typescript: 'breaking' }],
    ]),
    schemaCase(
      'c made required by a dependent schema (the generated types leave dependentSchemas out)',
      'params',
      abc({ dependentSchemas: { a: { required: ['b'] } } }),
      abc({ dependentSchemas: { a: { required: ['b', 'c'] } } }),
      [['property-made-required', { wire: 'writers' }]],
      { old: `${P}/dependentSchemas/a/required`, new: `${P}/dependentSchemas/a/required` },
    ),
    {
      name: 'interaction command field made required',
      old: withCatalog(),
      new: withCatalog({ commands: { deny: { fields: { reason: { required: true } } } } }),
      expect: facts('property-made-required', 'client-to-host', { wire: 'writers', typescript: 'breaking' }),
    },
  ],
  'object-closed': [
    schemaCase('object closed', 'params', obj({ a: str }), closed({ a: str }), [
      ['object-closed', { wire: 'writers' }],
    ]),
  ],
  'object-opened': [
    schemaCase('object opened', 'result', closed({ a: str }), obj({ a: str }), [
      ['object-opened', { wire: 'readers' }],
    ]),
    schemaCase('stored: object opened', 'stored', closed({ a: str }), obj({ a: str }), [
      ['object-opened', { wire: 'safe' }],
    ]),
    // QueuedOrHandled's branches: opened, each naming the other's member as absent, which the closed object refused as unknown already.
    schemaCase(
      'object opened, b declared absent (not: {}): only the opening changes',
      'result',
      closed({ a: str }),
      obj({ a: str, b: { not: {} } }),
      [['object-opened', { wire: 'readers' }]],
    ),
  ],
  'string-length-tightened': [
    schemaCase('maxLength 10 → 5', 'params', { type: 'string', maxLength: 10 }, { type: 'string', maxLength: 5 }, [
      ['string-length-tightened', { wire: 'writers' }],
    ]),
    schemaCase('minLength added', 'result', str, { type: 'string', minLength: 1 }, [
      ['string-length-tightened', { wire: 'writers' }],
    ]),
    schemaCase(
      'maxLength tightened in a part of an allOf',
      'params',
      {
        allOf: [
          { type: 'string', maxLength: 10 },
          { type: 'string', pattern: '^a' },
        ],
      },
      {
        allOf: [
          { type: 'string', maxLength: 5 },
          { type: 'string', pattern: '^a' },
        ],
      },
      [['string-length-tightened', { wire: 'writers' }]],
      { old: `${P}/allOf/0/maxLength`, new: `${P}/allOf/0/maxLength` },
    ),
    schemaCase(
      'maxLength added to the schema of a pattern property',
      'stored',
      obj({}, { patternProperties: { '^x-': str } }),
      obj({}, { patternProperties: { '^x-': { type: 'string', maxLength: 8 } } }),
      [['string-length-tightened', { wire: 'writers' }]],
      { old: '/types/Row/patternProperties/^x-/maxLength', new: '/types/Row/patternProperties/^x-/maxLength' },
    ),
  ],
  'string-length-loosened': [
    schemaCase('maxLength 10 → 20', 'params', { type: 'string', maxLength: 10 }, { type: 'string', maxLength: 20 }, [
      ['string-length-loosened', { wire: 'readers' }],
    ]),
    schemaCase('maxLength removed', 'stored', { type: 'string', maxLength: 10 }, str, [
      ['string-length-loosened', { wire: 'safe' }],
    ]),
  ],
  'byte-length-tightened': [
    schemaCase('maxBytes 100 → 50', 'params', { type: 'string', maxBytes: 100 }, { type: 'string', maxBytes: 50 }, [
      ['byte-length-tightened', { wire: 'writers' }],
    ]),
  ],
  'byte-length-loosened': [
    schemaCase('maxBytes 100 → 200', 'result', { type: 'string', maxBytes: 100 }, { type: 'string', maxBytes: 200 }, [
      ['byte-length-loosened', { wire: 'readers' }],
    ]),
  ],
  'number-range-tightened': [
    schemaCase('maximum 10 → 5', 'params', { type: 'integer', maximum: 10 }, { type: 'integer', maximum: 5 }, [
      ['number-range-tightened', { wire: 'writers' }],
    ]),
    schemaCase('minimum 0 → 1', 'params', { type: 'integer', minimum: 0 }, { type: 'integer', minimum: 1 }, [
      ['number-range-tightened', { wire: 'writers' }],
    ]),
    schemaCase('exclusiveMaximum added', 'result', { type: 'number' }, { type: 'number', exclusiveMaximum: 1 }, [
      ['number-range-tightened', { wire: 'writers' }],
    ]),
  ],
  'number-range-loosened': [
    schemaCase('minimum 0 → -1', 'params', { type: 'integer', minimum: 0 }, { type: 'integer', minimum: -1 }, [
      ['number-range-loosened', { wire: 'readers' }],
    ]),
    schemaCase('maximum removed', 'result', { type: 'integer', maximum: 10 }, { type: 'integer' }, [
      ['number-range-loosened', { wire: 'readers' }],
    ]),
  ],
  'multiple-of-changed': [
    schemaCase('multipleOf 2 → 4', 'params', { type: 'number', multipleOf: 2 }, { type: 'number', multipleOf: 4 }, [
      ['multiple-of-changed', { wire: 'both' }],
    ]),
  ],
  'array-size-tightened': [
    schemaCase(
      'maxItems 4 → 2',
      'params',
      { type: 'array', items: str, maxItems: 4 },
      { type: 'array', items: str, maxItems: 2 },
      [['array-size-tightened', { wire: 'writers' }]],
    ),
  ],
  'array-size-loosened': [
    schemaCase(
      'minItems 1 → 0',
      'result',
      { type: 'array', items: str, minItems: 1 },
      { type: 'array', items: str, minItems: 0 },
      [['array-size-loosened', { wire: 'readers' }]],
    ),
  ],
  'unique-items-added': [
    schemaCase(
      'uniqueItems added',
      'params',
      { type: 'array', items: str },
      { type: 'array', items: str, uniqueItems: true },
      [['unique-items-added', { wire: 'writers' }]],
    ),
  ],
  'unique-items-removed': [
    schemaCase(
      'uniqueItems removed',
      'result',
      { type: 'array', items: str, uniqueItems: true },
      { type: 'array', items: str },
      [['unique-items-removed', { wire: 'readers' }]],
    ),
  ],
  'object-size-tightened': [
    schemaCase('maxProperties 4 → 2', 'params', obj({}, { maxProperties: 4 }), obj({}, { maxProperties: 2 }), [
      ['object-size-tightened', { wire: 'writers' }],
    ]),
  ],
  'object-size-loosened': [
    schemaCase('minProperties 1 removed', 'params', obj({}, { minProperties: 1 }), obj({}), [
      ['object-size-loosened', { wire: 'readers' }],
    ]),
  ],
  'json-size-tightened': [
    schemaCase('maxJsonBytes 1000 → 500', 'params', obj({}, { maxJsonBytes: 1000 }), obj({}, { maxJsonBytes: 500 }), [
      ['json-size-tightened', { wire: 'writers' }],
    ]),
    schemaCase('maxEntries added', 'stored', obj({}), obj({}, { maxEntries: 10 }), [
      ['json-size-tightened', { wire: 'writers' }],
    ]),
  ],
  'json-size-loosened': [
    schemaCase('maxEntries 10 → 20', 'result', obj({}, { maxEntries: 10 }), obj({}, { maxEntries: 20 }), [
      ['json-size-loosened', { wire: 'readers' }],
    ]),
  ],
  'pattern-added': [
    schemaCase('pattern added', 'params', str, { type: 'string', pattern: '^a' }, [
      ['pattern-added', { wire: 'writers' }],
    ]),
  ],
  'pattern-removed': [
    schemaCase('pattern removed', 'params', { type: 'string', pattern: '^a' }, str, [
      ['pattern-removed', { wire: 'readers' }],
    ]),
    schemaCase('pattern removed', 'stored', { type: 'string', pattern: '^a' }, str, [
      ['pattern-removed', { wire: 'safe' }],
    ]),
  ],
  'pattern-changed': [
    schemaCase('pattern changed', 'result', { type: 'string', pattern: '^a' }, { type: 'string', pattern: '^b' }, [
      ['pattern-changed', { wire: 'both' }],
    ]),
  ],
  'format-added': [
    located(
      schemaCase(
        'format uuid added',
        'params',
        str,
        { type: 'string', format: 'uuid' },
        [['format-added', { wire: 'writers' }]],
        { old: `${P}/format`, new: `${P}/format` },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:17:11`,
    ),
    schemaCase('stored rows: format added', 'stored', str, { type: 'string', format: 'date-time' }, [
      ['format-added', { wire: 'writers' }],
    ]),
  ],
  'format-removed': [
    located(
      schemaCase(
        'format uuid removed',
        'result',
        { type: 'string', format: 'uuid' },
        str,
        [['format-removed', { wire: 'readers' }]],
        { old: `${R}/format`, new: `${R}/format` },
      ),
      `${OPERATIONS}:20:11`,
      `${OPERATIONS}:18:9`,
    ),
    schemaCase('stored rows: format removed', 'stored', { type: 'string', format: 'uuid' }, str, [
      ['format-removed', { wire: 'safe' }],
    ]),
  ],
  'format-changed': [
    located(
      schemaCase(
        'format uri → iri (judged like a changed pattern)',
        'params',
        { type: 'string', format: 'uri' },
        { type: 'string', format: 'iri' },
        [['format-changed', { wire: 'both' }]],
      ),
      `${OPERATIONS}:17:11`,
      `${OPERATIONS}:17:11`,
    ),
    schemaCase(
      'stored rows: format changed',
      'stored',
      { type: 'string', format: 'date' },
      { type: 'string', format: 'date-time' },
      [['format-changed', { wire: 'writers' }]],
    ),
  ],
  'check-added': [
    located(
      withChecks(
        schemaCase(
          'check uniqueNames added',
          'params',
          named,
          { ...named, check: 'uniqueNames' },
          [['check-added', { wire: 'writers' }]],
          { old: `${P}/check`, new: `${P}/check` },
        ),
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:24:11`,
    ),
    withChecks(
      schemaCase('stored rows: check added', 'stored', named, { ...named, check: 'uniqueNames' }, [
        ['check-added', { wire: 'writers' }],
      ]),
    ),
  ],
  'check-removed': [
    located(
      withChecks(
        schemaCase(
          'check uniqueNames removed',
          'result',
          { ...named, check: 'uniqueNames' },
          named,
          [['check-removed', { wire: 'readers' }]],
          { old: `${R}/check`, new: `${R}/check` },
        ),
      ),
      `${OPERATIONS}:27:11`,
      `${OPERATIONS}:18:9`,
    ),
    withChecks(
      schemaCase('stored rows: check removed', 'stored', { ...named, check: 'uniqueNames' }, named, [
        ['check-removed', { wire: 'safe' }],
      ]),
    ),
  ],
  'check-changed': [
    located(
      withChecks(
        schemaCase(
          'check uniqueNames → uniqueValues (judged both ways, like a changed format)',
          'params',
          { ...named, check: 'uniqueNames' },
          { ...named, check: 'uniqueValues' },
          [['check-changed', { wire: 'both' }]],
        ),
      ),
      `${OPERATIONS}:24:11`,
      `${OPERATIONS}:24:11`,
    ),
    withChecks(
      schemaCase(
        'stored rows: check changed',
        'stored',
        { ...named, check: 'uniqueNames' },
        { ...named, check: 'uniqueValues' },
        [['check-changed', { wire: 'writers' }]],
      ),
    ),
  ],
  'pattern-property-added': [
    located(
      schemaCase(
        'to an open object: members old writers sent freely are now checked',
        'params',
        obj({ a: str }),
        obj({ a: str }, { patternProperties: { '^x-': str } }),
        [['pattern-property-added', { wire: 'writers', typescript: 'dangerous' }]],
        { old: `${P}/patternProperties`, new: `${P}/patternProperties/^x-` },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:21:13`,
    ),
    schemaCase(
      'to a closed object: old readers reject the members it admits',
      'result',
      closed({ a: str }),
      closed({ a: str }, { patternProperties: { '^x-': str } }),
      [['pattern-property-added', { wire: 'readers', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'to a closed object, gated by a new feature',
      'params',
      closed({ a: str }),
      closed({ a: str }, { patternProperties: { '^x-': gatedStr } }),
      [['pattern-property-added', { wire: 'safe', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'to a closed object, gated by a new feature, in a result old clients still read',
      'result',
      closed({ a: str }),
      closed({ a: str }, { patternProperties: { '^x-': gatedStr } }),
      [['pattern-property-added', { wire: 'readers', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'stored rows: to a closed object',
      'stored',
      closed({ a: str }),
      closed({ a: str }, { patternProperties: { '^x-': str } }),
      [['pattern-property-added', { wire: 'safe', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'to a closed object, matching a declared property it now constrains too',
      'result',
      closed({ a: str }),
      closed({ a: str }, { patternProperties: { '^a': str } }),
      [['pattern-property-added', { wire: 'both', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'to a closed object beside a pattern it cannot meet (^x- and ^y-)',
      'result',
      closed({}, { patternProperties: { '^x-': str } }),
      closed({}, { patternProperties: { '^x-': str, '^y-': str } }),
      [['pattern-property-added', { wire: 'readers', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'to a closed object beside a pattern it may meet (^x- and ^x-y)',
      'result',
      closed({}, { patternProperties: { '^x-': str } }),
      closed({}, { patternProperties: { '^x-': str, '^x-y': str } }),
      [['pattern-property-added', { wire: 'both', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'beside an additionalProperties schema: the members it matches are compared with that schema',
      'params',
      obj({}, { additionalProperties: str }),
      obj({}, { additionalProperties: str, patternProperties: { '^x-': { type: 'string', maxLength: 8 } } }),
      [
        ['pattern-property-added', { wire: 'safe', typescript: 'dangerous' }],
        ['string-length-tightened', { wire: 'writers' }],
      ],
    ),
  ],
  'pattern-property-removed': [
    located(
      schemaCase(
        'from an open object: new writers send what old readers reject',
        'params',
        obj({ a: str }, { patternProperties: { '^x-': str } }),
        obj({ a: str }),
        [['pattern-property-removed', { wire: 'readers', typescript: 'breaking' }]],
        { old: `${P}/patternProperties/^x-`, new: `${P}/patternProperties` },
      ),
      `${OPERATIONS}:21:13`,
      `${OPERATIONS}:15:9`,
    ),
    schemaCase(
      'stored rows: from an open object, whose unknown members new readers now strip',
      'stored',
      obj({ a: str }, { patternProperties: { '^x-': str } }),
      obj({ a: str }),
      [['pattern-property-removed', { wire: 'dangerous-writers', typescript: 'breaking' }]],
    ),
    schemaCase(
      'stored rows: from an open object keeping another pattern (nothing stripped)',
      'stored',
      obj({}, { patternProperties: { '^x-': str, '^y-': str } }),
      obj({}, { patternProperties: { '^y-': str } }),
      [['pattern-property-removed', { wire: 'safe', typescript: 'breaking' }]],
    ),
    schemaCase(
      'from a closed object: old writers still send what it admitted',
      'params',
      closed({}, { patternProperties: { '^x-': str } }),
      closed({}),
      [['pattern-property-removed', { wire: 'writers', typescript: 'breaking' }]],
    ),
  ],
  'tuple-item-added': [
    located(
      schemaCase(
        'after an open rest: the position was any JSON',
        'params',
        tuple([str]),
        tuple([str, int]),
        [['tuple-item-added', { wire: 'writers', typescript: 'breaking' }]],
        {
          old: `${P}/prefixItems`,
          new: `${P}/prefixItems/1`,
        },
      ),
      `${OPERATIONS}:17:11`,
      `${OPERATIONS}:19:15`,
    ),
    schemaCase(
      'before a closed rest: the position was rejected',
      'result',
      tuple([str], { items: false }),
      tuple([str, int], { items: false }),
      [['tuple-item-added', { wire: 'readers', typescript: 'breaking' }]],
    ),
    schemaCase(
      'before a closed rest, gated by a new feature',
      'params',
      tuple([str], { items: false }),
      tuple([str, gatedStr], { items: false }),
      [['tuple-item-added', { wire: 'safe', typescript: 'breaking' }]],
    ),
    schemaCase(
      'before a closed rest, gated by a new feature, in a result old clients still read',
      'result',
      tuple([str], { items: false }),
      tuple([str, gatedStr], { items: false }),
      [['tuple-item-added', { wire: 'readers', typescript: 'breaking' }]],
    ),
    schemaCase(
      'stored rows: before a closed rest',
      'stored',
      tuple([str], { items: false }),
      tuple([str, int], { items: false }),
      [['tuple-item-added', { wire: 'safe', typescript: 'breaking' }]],
    ),
    schemaCase(
      'before an items schema: the position is compared with it',
      'params',
      tuple([str], { items: str }),
      tuple([str, { type: 'string', maxLength: 8 }], { items: str }),
      [
        ['tuple-item-added', { wire: 'safe', typescript: 'breaking' }],
        ['string-length-tightened', { wire: 'writers' }],
      ],
    ),
    schemaCase(
      'an array of strings made a tuple of one string and more strings',
      'params',
      list({}),
      tuple([str], { items: str }),
      [['tuple-item-added', { wire: 'safe', typescript: 'breaking' }]],
    ),
  ],
  'tuple-item-removed': [
    located(
      schemaCase(
        'before an open rest: the position is any JSON now',
        'result',
        tuple([str, int]),
        tuple([str]),
        [['tuple-item-removed', { wire: 'readers', typescript: 'breaking' }]],
        {
          old: `${R}/prefixItems/1`,
          new: `${R}/prefixItems`,
        },
      ),
      `${OPERATIONS}:22:15`,
      `${OPERATIONS}:20:11`,
    ),
    schemaCase(
      'before a closed rest: old writers still send it',
      'params',
      tuple([str, int], { items: false }),
      tuple([str], { items: false }),
      [['tuple-item-removed', { wire: 'writers', typescript: 'breaking' }]],
    ),
    schemaCase('stored rows: before an open rest', 'stored', tuple([str, int]), tuple([str]), [
      ['tuple-item-removed', { wire: 'safe', typescript: 'breaking' }],
    ]),
  ],
  'tuple-closed': [
    located(
      schemaCase(
        'items: false added',
        'params',
        tuple([str]),
        tuple([str], { items: false }),
        [['tuple-closed', { wire: 'writers', typescript: 'breaking' }]],
        { old: `${P}/items`, new: `${P}/items` },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:19:11`,
    ),
    schemaCase(
      'an items schema replaced by items: false',
      'stored',
      tuple([str], { items: int }),
      tuple([str], { items: false }),
      [['tuple-closed', { wire: 'writers', typescript: 'breaking' }]],
    ),
  ],
  'tuple-opened': [
    located(
      schemaCase('items: false removed', 'result', tuple([str], { items: false }), tuple([str]), [
        ['tuple-opened', { wire: 'readers', typescript: 'dangerous' }],
      ]),
      `${OPERATIONS}:22:11`,
      `${OPERATIONS}:18:9`,
    ),
    schemaCase('stored rows: items: false removed', 'stored', tuple([str], { items: false }), tuple([str]), [
      ['tuple-opened', { wire: 'safe', typescript: 'dangerous' }],
    ]),
  ],
  'contains-added': [
    located(
      schemaCase(
        'contains added',
        'params',
        list({}),
        list({ contains: { const: 'a' } }),
        [['contains-added', { wire: 'writers' }]],
        { old: `${P}/contains`, new: `${P}/contains` },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:19:11`,
    ),
    schemaCase('stored rows: contains added', 'stored', list({}), list({ contains: { const: 'a' }, minContains: 2 }), [
      ['contains-added', { wire: 'writers' }],
    ]),
  ],
  'contains-removed': [
    located(
      schemaCase('contains removed', 'result', list({ contains: { const: 'a' } }), list({}), [
        ['contains-removed', { wire: 'readers' }],
      ]),
      `${OPERATIONS}:22:11`,
      `${OPERATIONS}:18:9`,
    ),
    schemaCase('stored rows: contains removed', 'stored', list({ contains: { const: 'a' } }), list({}), [
      ['contains-removed', { wire: 'safe' }],
    ]),
  ],
  'contains-changed': [
    located(
      schemaCase(
        'contains widened under a maxContains: more items count against the bound',
        'params',
        list({ contains: { const: 'a' }, maxContains: 2 }),
        list({ contains: { enum: ['a', 'b'] }, maxContains: 2 }),
        [['contains-changed', { wire: 'both' }]],
        { old: `${P}/contains`, new: `${P}/contains` },
      ),
      `${OPERATIONS}:19:11`,
      `${OPERATIONS}:19:11`,
    ),
  ],
  'contains-count-tightened': [
    located(
      schemaCase(
        'minContains 1 (unsaid) → 2',
        'params',
        list({ contains: { const: 'a' } }),
        list({ contains: { const: 'a' }, minContains: 2 }),
        [['contains-count-tightened', { wire: 'writers' }]],
        {
          old: `${P}/minContains`,
          new: `${P}/minContains`,
        },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:21:11`,
    ),
    schemaCase(
      'maxContains added',
      'result',
      list({ contains: { const: 'a' } }),
      list({ contains: { const: 'a' }, maxContains: 3 }),
      [['contains-count-tightened', { wire: 'writers' }]],
    ),
    schemaCase(
      'maxContains 3 → 2',
      'stored',
      list({ contains: { const: 'a' }, maxContains: 3 }),
      list({ contains: { const: 'a' }, maxContains: 2 }),
      [['contains-count-tightened', { wire: 'writers' }]],
    ),
  ],
  'contains-count-loosened': [
    // minContains: 0 needs a maxContains beside it (alone it would let contains say nothing).
    located(
      schemaCase(
        'minContains 1 (unsaid) → 0',
        'result',
        list({ contains: { const: 'a' }, maxContains: 4 }),
        list({ contains: { const: 'a' }, minContains: 0, maxContains: 4 }),
        [['contains-count-loosened', { wire: 'readers' }]],
      ),
      `${OPERATIONS}:18:9`,
      `${OPERATIONS}:24:11`,
    ),
    schemaCase(
      'maxContains removed',
      'params',
      list({ contains: { const: 'a' }, maxContains: 2 }),
      list({ contains: { const: 'a' } }),
      [['contains-count-loosened', { wire: 'readers' }]],
    ),
    schemaCase(
      'stored rows: minContains 3 → 2',
      'stored',
      list({ contains: { const: 'a' }, minContains: 3 }),
      list({ contains: { const: 'a' }, minContains: 2 }),
      [['contains-count-loosened', { wire: 'safe' }]],
    ),
  ],
  'dependent-required-added': [
    located(
      schemaCase(
        'a dependency added',
        'params',
        abc(),
        abc({ dependentRequired: { a: ['b'] } }),
        [['dependent-required-added', { wire: 'writers' }]],
        {
          old: `${P}/dependentRequired`,
          new: `${P}/dependentRequired/a/0`,
        },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:26:17`,
    ),
    schemaCase(
      'a name added to a dependency',
      'result',
      abc({ dependentRequired: { a: ['b'] } }),
      abc({ dependentRequired: { a: ['b', 'c'] } }),
      [['dependent-required-added', { wire: 'writers' }]],
      {
        old: `${R}/dependentRequired/a`,
        new: `${R}/dependentRequired/a/1`,
      },
    ),
  ],
  'dependent-required-removed': [
    located(
      schemaCase('a dependency removed', 'result', abc({ dependentRequired: { a: ['b'] } }), abc(), [
        ['dependent-required-removed', { wire: 'readers' }],
      ]),
      `${OPERATIONS}:29:17`,
      `${OPERATIONS}:18:9`,
    ),
    schemaCase(
      'stored rows: a name removed from a dependency',
      'stored',
      abc({ dependentRequired: { a: ['b', 'c'] } }),
      abc({ dependentRequired: { a: ['c'] } }),
      [['dependent-required-removed', { wire: 'safe' }]],
    ),
  ],
  'dependent-schema-added': [
    located(
      schemaCase(
        'a dependent schema added',
        'params',
        abc(),
        abc({ dependentSchemas: { a: { required: ['b'] } } }),
        [['dependent-schema-added', { wire: 'writers' }]],
        {
          old: `${P}/dependentSchemas`,
          new: `${P}/dependentSchemas/a`,
        },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:25:13`,
    ),
  ],
  'dependent-schema-removed': [
    located(
      schemaCase('a dependent schema removed', 'result', abc({ dependentSchemas: { a: { required: ['b'] } } }), abc(), [
        ['dependent-schema-removed', { wire: 'readers' }],
      ]),
      `${OPERATIONS}:28:13`,
      `${OPERATIONS}:18:9`,
    ),
    schemaCase(
      'stored rows: a dependent schema removed',
      'stored',
      abc({ dependentSchemas: { a: { required: ['b'] } } }),
      abc(),
      [['dependent-schema-removed', { wire: 'safe' }]],
    ),
  ],
  'conditional-added': [
    located(
      schemaCase('if/then added', 'params', abc(), abc(ifAThenB), [['conditional-added', { wire: 'writers' }]], {
        old: `${P}/if`,
        new: `${P}/if`,
      }),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:24:11`,
    ),
  ],
  'conditional-removed': [
    located(
      schemaCase('if/then removed', 'result', abc(ifAThenB), abc(), [['conditional-removed', { wire: 'readers' }]]),
      `${OPERATIONS}:27:11`,
      `${OPERATIONS}:18:9`,
    ),
    schemaCase('stored rows: if/then removed', 'stored', abc(ifAThenB), abc(), [
      ['conditional-removed', { wire: 'safe' }],
    ]),
  ],
  'condition-changed': [
    located(
      schemaCase(
        'if required a → required c',
        'params',
        abc(ifAThenB),
        abc({ ...ifAThenB, if: { required: ['c'] } }),
        [['condition-changed', { wire: 'both' }]],
        { old: `${P}/if`, new: `${P}/if` },
      ),
      `${OPERATIONS}:24:11`,
      `${OPERATIONS}:24:11`,
    ),
    schemaCase(
      'stored rows: the condition changed',
      'stored',
      abc(ifAThenB),
      abc({ ...ifAThenB, if: { required: ['c'] } }),
      [['condition-changed', { wire: 'writers' }]],
    ),
  ],
  'conditional-branch-added': [
    located(
      schemaCase(
        'else added',
        'params',
        abc(ifAThenB),
        abc({ ...ifAThenB, else: { required: ['c'] } }),
        [['conditional-branch-added', { wire: 'writers' }]],
        { old: `${P}/else`, new: `${P}/else` },
      ),
      `${OPERATIONS}:15:9`,
      `${OPERATIONS}:30:11`,
    ),
  ],
  'conditional-branch-removed': [
    located(
      schemaCase('else removed', 'result', abc({ ...ifAThenB, else: { required: ['c'] } }), abc(ifAThenB), [
        ['conditional-branch-removed', { wire: 'readers' }],
      ]),
      `${OPERATIONS}:33:11`,
      `${OPERATIONS}:18:9`,
    ),
  ],
  'union-variant-added': [
    schemaCase(
      'variant c added to result data: old clients reject it',
      'result',
      union('a', 'b'),
      union('a', 'b', 'c'),
      [['union-variant-added', { wire: 'readers', typescript: 'dangerous' }]],
      {
        old: `${R}/oneOf`,
        new: `${R}/oneOf/2`,
      },
    ),
    schemaCase('variant c added to params: old hosts reject it', 'params', union('a', 'b'), union('a', 'b', 'c'), [
      ['union-variant-added', { wire: 'readers', typescript: 'dangerous' }],
    ]),
    schemaCase(
      'variant c gated by a feature',
      'params',
      union('a', 'b'),
      union('a', 'b', variant('c', { requires: NEW_FEATURE })),
      [['union-variant-added', { wire: 'safe', typescript: 'dangerous' }]],
    ),
    // Issue 21: a result variant behind a new host feature still reaches old clients.
    schemaCase(
      'variant c gated by a feature still reaches old clients',
      'result',
      union('a', 'b'),
      union('a', 'b', variant('c', { requires: NEW_FEATURE })),
      [['union-variant-added', { wire: 'readers', typescript: 'dangerous' }]],
    ),
    schemaCase('stored rows: variant c added', 'stored', union('a', 'b'), union('a', 'b', 'c'), [
      ['union-variant-added', { wire: 'safe', typescript: 'dangerous' }],
    ]),
  ],
  'union-variant-removed': [
    schemaCase(
      'variant b removed from result data',
      'result',
      union('a', 'b'),
      union('a'),
      [['union-variant-removed', { wire: 'writers', typescript: 'breaking' }]],
      { old: `${R}/oneOf/1`, new: `${R}/oneOf` },
    ),
    schemaCase('variant b removed from params', 'params', union('a', 'b'), union('a'), [
      ['union-variant-removed', { wire: 'writers', typescript: 'breaking' }],
    ]),
  ],
  'union-variant-removed-after-sunset': [
    {
      name: 'deprecated variant b removed from a result at its sunset',
      old: slot('result', union('a', variant('b', { deprecated: true, sunset: '1.1.0' }))),
      new: slot('result', union('a'), AT_1_1),
      expect: facts('union-variant-removed-after-sunset', 'host-to-client', { wire: 'safe', typescript: 'dangerous' }),
      pointers: { old: `${R}/oneOf/1`, new: `${R}/oneOf` },
    },
  ],
  'field-gate-added': [
    schemaCase(
      'property b now gated',
      'params',
      obj({ a: str, b: str }),
      obj({ a: str, b: gatedStr }),
      [['field-gate-added', { wire: 'dangerous' }]],
      { old: `${P}/properties/b`, new: `${P}/properties/b` },
    ),
  ],
  'field-gate-removed': [
    schemaCase('property b no longer gated', 'params', obj({ a: str, b: gatedStr }), obj({ a: str, b: str }), [
      ['field-gate-removed', { wire: 'safe' }],
    ]),
  ],
  'schema-changed': [
    schemaCase(
      'not changed',
      'params',
      { type: 'string', not: { const: 'x' } },
      { type: 'string', not: { const: 'y' } },
      [['schema-changed', { wire: 'both', typescript: 'dangerous' }]],
    ),
    schemaCase(
      'an allOf part added',
      'params',
      { allOf: [{ type: 'string', maxLength: 10 }] },
      {
        allOf: [
          { type: 'string', maxLength: 10 },
          { type: 'string', minLength: 1 },
        ],
      },
      [['schema-changed', { wire: 'both', typescript: 'dangerous' }]],
    ),
    // An items schema on one side only: not two schemas to compare, not a tuple opened or closed.
    schemaCase(
      'items schema dropped',
      'params',
      { type: 'array', items: str },
      { type: 'array' },
      [['schema-changed', { wire: 'both', typescript: 'dangerous' }]],
      {
        old: P,
        new: P,
      },
    ),
    schemaCase('oneOf introduced', 'result', str, { oneOf: [str, obj({ a: str })] }, [
      ['type-widened', { wire: 'readers', typescript: 'dangerous' }],
      ['schema-changed', { wire: 'both', typescript: 'dangerous' }],
    ]),
  ],

  // --- interaction catalogs
  'interaction-catalog-added': [
    {
      name: 'catalog added',
      new: withCatalog(),
      expect: facts('interaction-catalog-added', 'client-to-host', { wire: 'safe', typescript: 'safe' }),
      pointers: { old: '/interactions', new: '/interactions/answer' },
    },
  ],
  'interaction-catalog-removed': [
    {
      name: 'catalog removed',
      old: withCatalog(),
      new: {},
      expect: facts('interaction-catalog-removed', 'client-to-host', { wire: 'writers', typescript: 'breaking' }),
    },
  ],
  'interaction-command-added': [
    {
      name: 'command added',
      old: withCatalog(),
      new: withCatalog({
        commands: {
          later: {
            category: 'receipt',
            terminal: true,
            fields: { interactionId: { required: true, jsonSchema: str } },
          },
        },
      }),
      expect: facts('interaction-command-added', 'client-to-host', { wire: 'readers', typescript: 'dangerous' }),
      pointers: { old: '/interactions/answer/commands', new: '/interactions/answer/commands/later' },
    },
  ],
  'interaction-command-removed': [
    {
      name: 'command removed',
      old: withCatalog(),
      new: withCatalog({ commands: { deny: null } }),
      expect: facts('interaction-command-removed', 'client-to-host', { wire: 'writers', typescript: 'breaking' }),
    },
  ],
  'interaction-catalog-changed': [
    {
      name: 'command field renamed',
      old: withCatalog(),
      new: withCatalog({ commandField: 'verb' }),
      expect: facts('interaction-catalog-changed', 'client-to-host', { wire: 'both', typescript: 'dangerous' }),
    },
  ],
  'interaction-command-changed': [
    {
      name: 'command no longer terminal',
      old: withCatalog(),
      new: withCatalog({ commands: { approve: { terminal: false } } }),
      expect: facts('interaction-command-changed', 'client-to-host', { wire: 'both', typescript: 'dangerous' }),
      pointers: {
        old: '/interactions/answer/commands/approve/terminal',
        new: '/interactions/answer/commands/approve/terminal',
      },
    },
  ],

  // --- documentation only
  'default-changed': [
    schemaCase(
      'the default of an optional param 50 → 20: old clients that leave it out get other behaviour',
      'params',
      obj({ limit: { type: 'integer', default: 50 } }),
      obj({ limit: { type: 'integer', default: 20 } }),
      [['default-changed', { wire: 'dangerous' }]],
      {
        old: `${P}/properties/limit/default`,
        new: `${P}/properties/limit/default`,
      },
    ),
    schemaCase(
      'a default added to a result member',
      'result',
      obj({ mode: str }),
      obj({ mode: { type: 'string', default: 'fast' } }),
      [['default-changed', { wire: 'dangerous' }]],
    ),
    schemaCase(
      'stored rows: a default removed',
      'stored',
      obj({ mode: { type: 'string', default: 'fast' } }),
      obj({ mode: str }),
      [['default-changed', { wire: 'dangerous' }]],
    ),
  ],
  'description-changed': [
    {
      name: 'operation description',
      new: probe({ description: 'Probe the host, gently.' }),
      expect: facts('description-changed', 'none', { docs: true }),
      pointers: { old: '/operations/probe/description', new: '/operations/probe/description' },
    },
    {
      name: 'protocol description',
      new: { protocol: { description: 'Now described.' } },
      expect: facts('description-changed', 'none', { docs: true }),
    },
    {
      name: 'client kind meaning',
      new: { protocol: { clientKinds: { cli: 'A terminal client.' } } },
      expect: facts('description-changed', 'none', { docs: true }),
    },
    schemaCase('schema description', 'params', str, { type: 'string', description: 'A value.' }, [
      ['description-changed', { docs: true }],
    ]),
    located(
      schemaCase(
        'schema title',
        'stored',
        str,
        { type: 'string', title: 'A value' },
        [['description-changed', { docs: true }]],
        { old: '/types/Row', new: '/types/Row' },
      ),
      `${TYPES}:3:3`,
      `${TYPES}:3:3`,
    ),
    schemaCase(
      'the wording of an if condition: documentation, not a changed condition',
      'params',
      abc(ifAThenB),
      abc({ ...ifAThenB, if: { required: ['a'], description: 'When a is there.' } }),
      [['description-changed', { docs: true }]],
      { old: `${P}/if`, new: `${P}/if` },
    ),
    // Wording for people and models (rejection texts, categories, tags) accepts and rejects nothing.
    {
      name: 'interaction catalog rejection wording',
      old: withCatalog(),
      new: withCatalog({ unknownError: 'answer with approve or deny' }),
      expect: facts('description-changed', 'none', { docs: true }),
    },
    {
      name: 'interaction command category',
      old: withCatalog(),
      new: withCatalog({ commands: { approve: { category: 'control' } } }),
      expect: facts('description-changed', 'none', { docs: true }),
    },
  ],
  'examples-changed': [
    {
      name: 'operation examples',
      new: probe({ examples: [{ description: 'Bare.', params: {}, result: {} }] }),
      expect: facts('examples-changed', 'none', { docs: true }),
    },
  ],
  'group-added': [
    {
      name: 'group added',
      new: { groups: { more: { title: 'More' } } },
      expect: facts('group-added', 'none', { docs: true }),
    },
  ],
  'group-removed': [
    {
      name: 'group removed',
      old: { groups: { more: { title: 'More' } } },
      new: {},
      expect: facts('group-removed', 'none', { docs: true }),
    },
  ],
  'group-changed': [
    {
      name: 'group title changed',
      new: { groups: { basics: { title: 'The basics' } } },
      expect: facts('group-changed', 'none', { docs: true }),
    },
  ],
  'since-changed': [
    {
      name: 'error since changed',
      new: { errors: { busy: { since: '0.9.0' } } },
      expect: facts('since-changed', 'none', { docs: true }),
    },
  ],
};

describe('the fixture table', () => {
  it('has at least one fixture pair for every rule of DIFF_RULES, and none for a rule that does not exist', () => {
    const missing = Object.keys(DIFF_RULES).filter((rule) => (FIXTURES[rule as DiffRuleId]?.length ?? 0) === 0);
    expect(missing).toEqual([]);
    expect(Object.keys(FIXTURES).filter((rule) => !Object.hasOwn(DIFF_RULES, rule))).toEqual([]);
  });

  it.each(Object.entries(FIXTURES))('every fixture of %s expects a change of that rule', (rule, cases) => {
    for (const fixture of cases)
      expect(
        fixture.expect.map((change) => change.rule),
        fixture.name,
      ).toContain(rule);
  });
});

describe.each(Object.entries(FIXTURES))('%s', (rule, cases) => {
  it.each(cases)('$name', async (fixture) => {
    const report = await diffEdits(fixture.old ?? {}, fixture.new);
    expect(classesOf(report.changes)).toEqual(sortClasses(fixture.expect));
    const ofRule = report.changes.filter((change) => change.rule === rule);
    for (const change of ofRule) {
      expect(change.message).not.toMatch(/\{\w+\}/);
      if (fixture.pointers) expect({ old: change.old.pointer, new: change.new.pointer }).toEqual(fixture.pointers);
      const position = (side: typeof change.old) =>
        `${side.location?.file}:${side.location?.line}:${side.location?.column}`;
      if (fixture.locations)
        expect({ old: position(change.old), new: position(change.new) }).toEqual(fixture.locations);
    }
  });
});

describe('positions', () => {
  it('gives each side of a change the YAML file, line and column of its place', async () => {
    const report = await diffEdits({}, { limits: { itemBytes: { value: 2048 } } });
    const [change] = report.changes;
    // protocol.yaml holds protocol, groups, features, errors, limits in that order (see support/contracts.ts).
    expect(change?.old.location).toMatchObject({ file: 'spec/protocol.yaml' });
    expect(change?.new.location).toMatchObject({ file: 'spec/protocol.yaml' });
    expect(change?.old.location?.line).toBeGreaterThan(1);
    expect(change?.old.location?.column).toBeGreaterThan(1);
  });
});
