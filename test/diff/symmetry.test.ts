/**
 * Every change run forwards and backwards: the reverse of an addition is classified as the removal,
 * of a widening as the narrowing, and who it breaks swaps between old readers and old writers. The
 * same schema edit placed in params, results, stored rows and shared data keeps its rule and takes
 * the direction of its place; where the severity legitimately depends on the direction, it is said here.
 */
import { describe, expect, it } from 'vitest';
import type { Breaks, Change, Severity } from '../../generator/diff/change.ts';
import { DIFF_RULES, type DiffRuleId } from '../../generator/diff/rules.ts';
import {
  ANSWER_CATALOG,
  applyPatch,
  diffEdits,
  FRAMED,
  NEW_FEATURE,
  operation,
  slot,
  SLOT_DIRECTION,
  SLOT_POINTER,
  SLOTS,
  type JsonObject,
  type Patch,
  type Slot,
} from './support/contracts.ts';

/**
 * The rules the reverse of a change may be reported by. Self-inverse rules name themselves; adding a
 * named type reports nothing (it breaks nobody), so type-removed has no inverse.
 */
const INVERSE: Readonly<Record<DiffRuleId, readonly DiffRuleId[]>> = {
  'constant-changed': ['constant-changed'],
  'stored-constant-changed': ['stored-constant-changed'],
  'constant-added': ['constant-removed'],
  'constant-removed': ['constant-added'],
  'framing-changed': ['framing-changed'],
  'framing-command-changed': ['framing-command-changed'],
  'framing-operations-advertised-changed': ['framing-operations-advertised-changed'],
  'part-added': ['part-removed'],
  'part-removed': ['part-added'],
  'package-renamed': ['package-renamed'],
  'client-kind-added': ['client-kind-removed'],
  'client-kind-removed': ['client-kind-added'],
  'scope-added': ['scope-removed'],
  'scope-removed': ['scope-added'],
  'scope-target-changed': ['scope-target-changed'],
  'persistence-class-added': ['persistence-class-removed'],
  'persistence-class-removed': ['persistence-class-added'],
  'operation-added': [
    'operation-removed',
    'deferred-operation-removed',
    'gated-operation-removed',
    'operation-removed-after-sunset',
  ],
  'gated-operation-removed': ['operation-added'],
  'operation-removed-after-sunset': ['operation-added'],
  'operation-removed': ['operation-added'],
  'deferred-operation-removed': ['operation-added'],
  'operation-renamed': ['operation-renamed'],
  'operation-deferred': ['operation-undeferred'],
  'operation-undeferred': ['operation-deferred'],
  'operation-status-changed': ['operation-status-changed'],
  'operation-scope-changed': ['operation-scope-changed'],
  'operation-sender-changed': ['operation-sender-changed'],
  'operation-mutation-changed': ['operation-mutation-changed'],
  'operation-persistence-changed': ['operation-persistence-changed'],
  'operation-client-added': ['operation-client-removed'],
  'operation-client-removed': ['operation-client-added'],
  'operation-gate-added': ['operation-gate-removed'],
  'operation-gate-removed': ['operation-gate-added'],
  'operation-group-changed': ['operation-group-changed'],
  'operation-since-changed': ['operation-since-changed'],
  'error-code-added': ['error-code-removed'],
  'error-code-removed': ['error-code-added'],
  'error-retryable-changed': ['error-retryable-changed'],
  'limit-added': ['limit-removed'],
  'limit-removed': ['limit-added'],
  'limit-renamed': ['limit-renamed'],
  'limit-raised': ['limit-lowered'],
  'limit-lowered': ['limit-raised'],
  'limit-unit-changed': ['limit-unit-changed'],
  'feature-added': ['feature-removed'],
  'feature-removed': ['feature-added'],
  'type-removed': [],
  'type-renamed': ['type-renamed'],
  'direction-changed': ['direction-changed'],
  'type-widened': ['type-narrowed'],
  'type-narrowed': ['type-widened'],
  'type-changed': ['type-changed'],
  'enum-value-added': ['enum-value-removed'],
  'enum-value-removed': ['enum-value-added'],
  'enum-restricted': ['enum-unrestricted'],
  'enum-unrestricted': ['enum-restricted'],
  'required-property-added': ['property-removed', 'property-removed-after-sunset'],
  'optional-property-added-open': ['property-removed', 'property-removed-after-sunset'],
  'optional-property-added-closed': ['property-removed', 'property-removed-after-sunset'],
  'property-removed-after-sunset': [
    'required-property-added',
    'optional-property-added-open',
    'optional-property-added-closed',
  ],
  'type-removed-after-sunset': [],
  'property-removed': ['required-property-added', 'optional-property-added-open', 'optional-property-added-closed'],
  'property-made-optional': ['property-made-required'],
  'property-made-required': ['property-made-optional'],
  'object-closed': ['object-opened'],
  'object-opened': ['object-closed'],
  'string-length-tightened': ['string-length-loosened'],
  'string-length-loosened': ['string-length-tightened'],
  'byte-length-tightened': ['byte-length-loosened'],
  'byte-length-loosened': ['byte-length-tightened'],
  'number-range-tightened': ['number-range-loosened'],
  'number-range-loosened': ['number-range-tightened'],
  'multiple-of-changed': ['multiple-of-changed'],
  'array-size-tightened': ['array-size-loosened'],
  'array-size-loosened': ['array-size-tightened'],
  'unique-items-added': ['unique-items-removed'],
  'unique-items-removed': ['unique-items-added'],
  'object-size-tightened': ['object-size-loosened'],
  'object-size-loosened': ['object-size-tightened'],
  'json-size-tightened': ['json-size-loosened'],
  'json-size-loosened': ['json-size-tightened'],
  'pattern-added': ['pattern-removed'],
  'pattern-removed': ['pattern-added'],
  'pattern-changed': ['pattern-changed'],
  'format-added': ['format-removed'],
  'format-removed': ['format-added'],
  'format-changed': ['format-changed'],
  'check-added': ['check-removed'],
  'check-removed': ['check-added'],
  'check-changed': ['check-changed'],
  'pattern-property-added': ['pattern-property-removed'],
  'pattern-property-removed': ['pattern-property-added'],
  'tuple-item-added': ['tuple-item-removed'],
  'tuple-item-removed': ['tuple-item-added'],
  'tuple-closed': ['tuple-opened'],
  'tuple-opened': ['tuple-closed'],
  'contains-added': ['contains-removed'],
  'contains-removed': ['contains-added'],
  'contains-changed': ['contains-changed'],
  'contains-count-tightened': ['contains-count-loosened'],
  'contains-count-loosened': ['contains-count-tightened'],
  'dependent-required-added': ['dependent-required-removed'],
  'dependent-required-removed': ['dependent-required-added'],
  'dependent-schema-added': ['dependent-schema-removed'],
  'dependent-schema-removed': ['dependent-schema-added'],
  'conditional-added': ['conditional-removed'],
  'conditional-removed': ['conditional-added'],
  'condition-changed': ['condition-changed'],
  'conditional-branch-added': ['conditional-branch-removed'],
  'conditional-branch-removed': ['conditional-branch-added'],
  'union-variant-added': ['union-variant-removed', 'union-variant-removed-after-sunset'],
  'union-variant-removed-after-sunset': ['union-variant-added'],
  'union-variant-removed': ['union-variant-added'],
  'field-gate-added': ['field-gate-removed'],
  'field-gate-removed': ['field-gate-added'],
  'schema-changed': ['schema-changed'],
  'interaction-catalog-added': ['interaction-catalog-removed'],
  'interaction-catalog-removed': ['interaction-catalog-added'],
  'interaction-command-added': ['interaction-command-removed'],
  'interaction-command-removed': ['interaction-command-added'],
  'interaction-catalog-changed': ['interaction-catalog-changed'],
  'interaction-command-changed': ['interaction-command-changed'],
  'description-changed': ['description-changed'],
  'default-changed': ['default-changed'],
  'examples-changed': ['examples-changed'],
  'group-added': ['group-removed'],
  'group-removed': ['group-added'],
  'group-changed': ['group-changed'],
  'since-changed': ['since-changed'],
};

const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });
const closed = (properties: JsonObject, extra: JsonObject = {}): JsonObject =>
  obj(properties, { additionalProperties: false, ...extra });
const variant = (kind: string, extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: kind } },
  ...extra,
});
const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});
const op = (name: string, overrides: JsonObject = {}): Patch => ({ operations: { [name]: operation(overrides) } });
const probe = (patch: Patch): Patch => ({ operations: { probe: patch } });
const feature = (name: string): Patch => ({ features: { [name]: { description: 'More.', since: '1.0.0' } } });
const int = { type: 'integer' } as const;
const tuple = (positions: readonly JsonObject[], extra: JsonObject = {}): JsonObject => ({
  type: 'array',
  prefixItems: positions,
  ...extra,
});
const list = (extra: JsonObject): JsonObject => ({ type: 'array', items: str, ...extra });
const abc = (extra: JsonObject = {}): JsonObject => obj({ a: str, b: str, c: str }, extra);
const ifAThenB = { if: { required: ['a'] }, then: { required: ['b'] } } as const;
/** An array whose items a part's check can read, and the part that declares the checks. */
const named = { type: 'array', items: obj({ name: str, value: str }) } as const;
const INVARIANTS: Patch = { parts: ['invariants'] };

/** A change between two whole contracts, run a → b and b → a. */
interface ContractPair {
  readonly name: string;
  readonly a: Patch;
  readonly b: Patch;
}

const CONTRACT_PAIRS: readonly ContractPair[] = [
  { name: 'constant value', a: {}, b: { constants: { WIRE_VERSION: { value: 2 } } } },
  { name: 'stored constant value', a: {}, b: { constants: { ROW_VERSION: { value: 2 } } } },
  { name: 'constant', a: {}, b: { constants: { MAX_RETRIES: { value: 3, description: 'Retries.' } } } },
  { name: 'framing', a: FRAMED, b: applyPatch(FRAMED, { framing: { response: { correlation: 'id' } } }) as Patch },
  {
    name: 'framing command',
    a: applyPatch(FRAMED, {
      types: { Command: { type: 'object', properties: { op: { type: 'string' }, params: { type: 'object' } } } },
    }) as Patch,
    b: applyPatch(FRAMED, {
      types: { Command: { type: 'object', properties: { op: { type: 'string' }, params: { type: 'object' } } } },
      framing: { request: { command: 'Command' } },
    }) as Patch,
  },
  { name: 'part', a: {}, b: { parts: ['revisions'] } },
  {
    name: 'operations listed by hosts',
    a: FRAMED,
    b: applyPatch(FRAMED, { framing: { operationsAdvertised: true } }) as Patch,
  },
  { name: 'operation gated by a feature, with the feature', a: {}, b: op('probe.more', { requires: NEW_FEATURE }) },
  {
    name: 'deprecated operation past its sunset',
    a: { protocol: { version: '1.1.0' } },
    b: { protocol: { version: '1.1.0' }, ...op('probe.old', { status: 'deprecated', sunset: '1.1.0' }) },
  },
  {
    name: 'deprecated type past its sunset',
    a: {},
    b: { types: { Extra: { type: 'string', deprecated: true, sunset: '1.0.0' } } },
  },
  { name: 'package name', a: {}, b: { protocol: { package: '@example/renamed' } } },
  { name: 'client kind', a: {}, b: { protocol: { clientKinds: { tui: 'A terminal client.' } } } },
  { name: 'scope', a: {}, b: { protocol: { scopes: { team: { description: 'A team.' } } } } },
  {
    name: 'scope target policy',
    a: FRAMED,
    b: applyPatch(FRAMED, { protocol: { scopes: { session: { target: 'optional' } } } }) as Patch,
  },
  { name: 'persistence class', a: {}, b: { protocol: { persistence: { cached: 'Kept a while.' } } } },
  { name: 'operation', a: {}, b: op('probe.more') },
  { name: 'deferred operation', a: {}, b: op('probe.more', { status: 'deferred' }) },
  { name: 'operation rename', a: op('probe.old'), b: op('probe.new') },
  { name: 'operation deferral', a: {}, b: probe({ status: 'deferred' }) },
  { name: 'operation status', a: {}, b: probe({ status: 'deprecated' }) },
  { name: 'operation scope', a: {}, b: probe({ scope: 'session' }) },
  { name: 'operation mutation', a: {}, b: probe({ mutation: true }) },
  { name: 'operation sender', a: {}, b: probe({ sender: 'host' }) },
  { name: 'operation persistence', a: {}, b: probe({ persistence: 'durable' }) },
  { name: 'operation clients', a: probe({ clients: ['cli'] }), b: {} },
  { name: 'operation gate', a: {}, b: probe({ requires: 'probe.extras' }) },
  {
    name: 'operation group',
    a: { groups: { more: { title: 'More' } } },
    b: { groups: { more: { title: 'More' } }, ...probe({ group: 'more' }) },
  },
  { name: 'operation since', a: {}, b: probe({ since: '0.9.0' }) },
  { name: 'error code', a: {}, b: { errors: { gone: { description: 'It is gone.', since: '1.0.0' } } } },
  { name: 'error retryable', a: {}, b: { errors: { busy: { retryable: false } } } },
  { name: 'limit', a: {}, b: { limits: { itemCount: { value: 10, unit: 'count', description: 'Most items.' } } } },
  { name: 'limit value', a: {}, b: { limits: { itemBytes: { value: 2048 } } } },
  { name: 'limit unit', a: {}, b: { limits: { itemBytes: { unit: 'count' } } } },
  {
    name: 'limit renamed, its bound following',
    a: slot('params', { type: 'string', maxBytes: { limit: 'itemBytes' } }),
    b: {
      ...slot('params', { type: 'string', maxBytes: { limit: 'entryBytes' } }),
      limits: {
        itemBytes: null,
        entryBytes: { value: 1024, unit: 'bytes', description: 'Most UTF-8 bytes of an item.' },
      },
    },
  },
  { name: 'feature', a: {}, b: feature('probe.more') },
  { name: 'named type', a: { types: { Extra: { type: 'string', minLength: 1 } } }, b: {} },
  {
    name: 'named type rename',
    a: { types: { Extra: { type: 'string', minLength: 1 } } },
    b: { types: { Bonus: { type: 'string', minLength: 1 } } },
  },
  {
    name: 'type direction',
    a: slot('stored', str),
    b: { types: { Row: { direction: 'host-to-client', type: 'string' } } },
  },
  { name: 'interaction catalog', a: {}, b: withCatalog() },
  {
    name: 'interaction command',
    a: withCatalog(),
    b: withCatalog({ commands: { later: { category: 'receipt', terminal: true } } }),
  },
  { name: 'interaction catalog key', a: withCatalog(), b: withCatalog({ commandField: 'verb' }) },
  { name: 'interaction command key', a: withCatalog(), b: withCatalog({ commands: { approve: { terminal: false } } }) },
  {
    name: 'interaction command field',
    a: withCatalog(),
    b: withCatalog({ commands: { approve: { fields: { note: { jsonSchema: str } } } } }),
  },
  { name: 'operation description', a: {}, b: probe({ description: 'Probe the host, gently.' }) },
  { name: 'operation examples', a: {}, b: probe({ examples: [{ description: 'Bare.', params: {}, result: {} }] }) },
  { name: 'group', a: {}, b: { groups: { more: { title: 'More' } } } },
  { name: 'group title', a: {}, b: { groups: { basics: { title: 'The basics' } } } },
  { name: 'error since', a: {}, b: { errors: { busy: { since: '0.9.0' } } } },
];

/**
 * What the forward change (a → b) does to the accepted data, which fixes both directions' wire classes:
 * - `widens`: live data breaks old readers forwards and old writers backwards; stored rows only break backwards.
 * - `both-ways`: breaks both sides in live data either way; stored rows break their old writers either way.
 * - a table: the classes of the forward and backward wire change in each slot, said outright where they are not mirrors.
 */
type WireClass = readonly [Severity, Breaks];
type Asymmetry = Readonly<Record<Slot, { readonly forward: WireClass; readonly backward: WireClass }>>;

interface SchemaPair {
  readonly name: string;
  readonly a: JsonObject;
  readonly b: JsonObject;
  readonly forward: DiffRuleId;
  readonly backward: DiffRuleId;
  readonly wire: 'widens' | 'both-ways' | 'docs' | Asymmetry;
  /** Merged into both specs of every run (a part the schemas need), so it is no change of its own. */
  readonly extra?: Patch;
}

const SAFE: WireClass = ['safe', 'nobody'];
const READERS: WireClass = ['breaking', 'old-readers'];
const WRITERS: WireClass = ['breaking', 'old-writers'];
const DANGEROUS: WireClass = ['dangerous', 'old-readers-and-writers'];
const everywhere = (forward: WireClass, backward: WireClass): Asymmetry => ({
  params: { forward, backward },
  result: { forward, backward },
  stored: { forward, backward },
  both: { forward, backward },
});

const SCHEMA_PAIRS: readonly SchemaPair[] = [
  {
    name: 'integer ↔ number',
    a: { type: 'integer' },
    b: { type: 'number' },
    forward: 'type-widened',
    backward: 'type-narrowed',
    wire: 'widens',
  },
  {
    name: 'string ↔ integer',
    a: str,
    b: { type: 'integer' },
    forward: 'type-changed',
    backward: 'type-changed',
    wire: 'both-ways',
  },
  {
    name: 'enum value',
    a: { enum: ['a', 'b'] },
    b: { enum: ['a', 'b', 'c'] },
    forward: 'enum-value-added',
    backward: 'enum-value-removed',
    wire: 'widens',
  },
  {
    name: 'enum restriction',
    a: { type: 'string', enum: ['a'] },
    b: str,
    forward: 'enum-unrestricted',
    backward: 'enum-restricted',
    wire: 'widens',
  },
  {
    name: 'optional member of a closed object',
    a: closed({ a: str }),
    b: closed({ a: str, b: str }),
    forward: 'optional-property-added-closed',
    backward: 'property-removed',
    wire: 'widens',
  },
  {
    name: 'optional member of an open object',
    a: obj({ a: str }),
    b: obj({ a: str, b: str }),
    forward: 'optional-property-added-open',
    backward: 'property-removed',
    wire: {
      // Old hosts silently drop what new clients send; new hosts silently drop what old clients send.
      params: { forward: ['dangerous', 'old-readers'], backward: ['dangerous', 'old-writers'] },
      // Clients skip members they do not know, and never needed the one that is gone.
      result: { forward: SAFE, backward: SAFE },
      // Old rows never carry the new member; rows that carry the old one lose it when read back.
      stored: { forward: SAFE, backward: ['dangerous', 'old-writers'] },
      both: { forward: ['dangerous', 'old-readers'], backward: ['dangerous', 'old-writers'] },
    },
  },
  {
    name: 'deprecated union variant, past its sunset',
    a: { oneOf: [variant('a'), variant('b', { deprecated: true, sunset: '1.1.0' })] },
    b: { oneOf: [variant('a')] },
    forward: 'union-variant-removed-after-sunset',
    backward: 'union-variant-added',
    extra: { protocol: { version: '1.1.0' } },
    wire: {
      params: { forward: SAFE, backward: READERS },
      result: { forward: SAFE, backward: READERS },
      stored: { forward: SAFE, backward: SAFE },
      both: { forward: SAFE, backward: READERS },
    },
  },
  {
    // Both at 1.1.0, so a sunset of 1.1.0 is reached: the removal breaks nobody; the addition is as any.
    name: 'deprecated member of an open object, past its sunset',
    a: obj({ a: str, b: { type: 'string', deprecated: true, sunset: '1.1.0' } }),
    b: obj({ a: str }),
    extra: { protocol: { version: '1.1.0' } },
    forward: 'property-removed-after-sunset',
    backward: 'optional-property-added-open',
    wire: {
      params: { forward: SAFE, backward: ['dangerous', 'old-readers'] },
      result: { forward: SAFE, backward: SAFE },
      stored: { forward: SAFE, backward: SAFE },
      both: { forward: SAFE, backward: ['dangerous', 'old-readers'] },
    },
  },
  {
    name: 'required member of an open object',
    a: obj({ a: str }),
    b: obj({ a: str, b: str }, { required: ['b'] }),
    forward: 'required-property-added',
    backward: 'property-removed',
    wire: {
      params: { forward: WRITERS, backward: READERS },
      result: { forward: WRITERS, backward: READERS },
      // Rows written before lack it; rows that had it lose it when read back.
      stored: { forward: WRITERS, backward: ['dangerous', 'old-writers'] },
      both: { forward: WRITERS, backward: READERS },
    },
  },
  {
    name: 'required ↔ optional',
    a: obj({ a: str }, { required: ['a'] }),
    b: obj({ a: str }),
    forward: 'property-made-optional',
    backward: 'property-made-required',
    wire: 'widens',
  },
  {
    name: 'closed ↔ open',
    a: closed({ a: str }),
    b: obj({ a: str }),
    forward: 'object-opened',
    backward: 'object-closed',
    wire: 'widens',
  },
  {
    name: 'maxLength',
    a: { type: 'string', maxLength: 10 },
    b: { type: 'string', maxLength: 20 },
    forward: 'string-length-loosened',
    backward: 'string-length-tightened',
    wire: 'widens',
  },
  {
    name: 'minLength',
    a: { type: 'string', minLength: 2 },
    b: { type: 'string', minLength: 1 },
    forward: 'string-length-loosened',
    backward: 'string-length-tightened',
    wire: 'widens',
  },
  {
    name: 'maxBytes',
    a: { type: 'string', maxBytes: 10 },
    b: { type: 'string' },
    forward: 'byte-length-loosened',
    backward: 'byte-length-tightened',
    wire: 'widens',
  },
  {
    name: 'maximum',
    a: { type: 'integer', maximum: 10 },
    b: { type: 'integer', maximum: 20 },
    forward: 'number-range-loosened',
    backward: 'number-range-tightened',
    wire: 'widens',
  },
  {
    name: 'exclusiveMinimum',
    a: { type: 'number', exclusiveMinimum: 1 },
    b: { type: 'number', exclusiveMinimum: 0 },
    forward: 'number-range-loosened',
    backward: 'number-range-tightened',
    wire: 'widens',
  },
  {
    name: 'maxItems',
    a: { type: 'array', items: str, maxItems: 2 },
    b: { type: 'array', items: str, maxItems: 4 },
    forward: 'array-size-loosened',
    backward: 'array-size-tightened',
    wire: 'widens',
  },
  {
    name: 'uniqueItems',
    a: { type: 'array', items: str, uniqueItems: true },
    b: { type: 'array', items: str },
    forward: 'unique-items-removed',
    backward: 'unique-items-added',
    wire: 'widens',
  },
  {
    name: 'maxProperties',
    a: obj({}, { maxProperties: 2 }),
    b: obj({}, { maxProperties: 4 }),
    forward: 'object-size-loosened',
    backward: 'object-size-tightened',
    wire: 'widens',
  },
  {
    name: 'maxJsonBytes',
    a: obj({}, { maxJsonBytes: 500 }),
    b: obj({}, { maxJsonBytes: 1000 }),
    forward: 'json-size-loosened',
    backward: 'json-size-tightened',
    wire: 'widens',
  },
  {
    name: 'pattern',
    a: { type: 'string', pattern: '^a' },
    b: str,
    forward: 'pattern-removed',
    backward: 'pattern-added',
    wire: 'widens',
  },
  {
    name: 'pattern change',
    a: { type: 'string', pattern: '^a' },
    b: { type: 'string', pattern: '^b' },
    forward: 'pattern-changed',
    backward: 'pattern-changed',
    wire: 'both-ways',
  },
  {
    name: 'format',
    a: { type: 'string', format: 'uuid' },
    b: str,
    forward: 'format-removed',
    backward: 'format-added',
    wire: 'widens',
  },
  {
    name: 'format change',
    a: { type: 'string', format: 'uri' },
    b: { type: 'string', format: 'iri' },
    forward: 'format-changed',
    backward: 'format-changed',
    wire: 'both-ways',
  },
  {
    name: 'check',
    a: { ...named, check: 'uniqueNames' },
    b: named,
    forward: 'check-removed',
    backward: 'check-added',
    wire: 'widens',
    extra: INVARIANTS,
  },
  {
    name: 'check change',
    a: { ...named, check: 'uniqueNames' },
    b: { ...named, check: 'uniqueValues' },
    forward: 'check-changed',
    backward: 'check-changed',
    wire: 'both-ways',
    extra: INVARIANTS,
  },
  {
    name: 'title',
    a: str,
    b: { type: 'string', title: 'A value' },
    forward: 'description-changed',
    backward: 'description-changed',
    wire: 'docs',
  },
  {
    name: 'pattern property of an open object',
    a: obj({ a: str }, { patternProperties: { '^x-': str } }),
    b: obj({ a: str }),
    forward: 'pattern-property-removed',
    backward: 'pattern-property-added',
    wire: {
      params: { forward: READERS, backward: WRITERS },
      result: { forward: READERS, backward: WRITERS },
      // New readers strip the members the pattern admitted from rows written before; rows never held what it now checks.
      stored: { forward: ['dangerous', 'old-writers'], backward: WRITERS },
      both: { forward: READERS, backward: WRITERS },
    },
  },
  {
    name: 'pattern property of a closed object',
    a: closed({ a: str }),
    b: closed({ a: str }, { patternProperties: { '^x-': str } }),
    forward: 'pattern-property-added',
    backward: 'pattern-property-removed',
    wire: 'widens',
  },
  {
    name: 'tuple position before an open rest',
    a: tuple([str, int]),
    b: tuple([str]),
    forward: 'tuple-item-removed',
    backward: 'tuple-item-added',
    wire: 'widens',
  },
  {
    name: 'tuple position before a closed rest',
    a: tuple([str], { items: false }),
    b: tuple([str, int], { items: false }),
    forward: 'tuple-item-added',
    backward: 'tuple-item-removed',
    wire: 'widens',
  },
  {
    name: 'tuple closed ↔ open',
    a: tuple([str], { items: false }),
    b: tuple([str]),
    forward: 'tuple-opened',
    backward: 'tuple-closed',
    wire: 'widens',
  },
  {
    name: 'contains',
    a: list({ contains: { const: 'a' } }),
    b: list({}),
    forward: 'contains-removed',
    backward: 'contains-added',
    wire: 'widens',
  },
  {
    name: 'minContains',
    a: list({ contains: { const: 'a' }, minContains: 2 }),
    b: list({ contains: { const: 'a' } }),
    forward: 'contains-count-loosened',
    backward: 'contains-count-tightened',
    wire: 'widens',
  },
  {
    name: 'maxContains',
    a: list({ contains: { const: 'a' }, maxContains: 2 }),
    b: list({ contains: { const: 'a' }, maxContains: 3 }),
    forward: 'contains-count-loosened',
    backward: 'contains-count-tightened',
    wire: 'widens',
  },
  {
    name: 'contains under a maxContains',
    a: list({ contains: { const: 'a' }, maxContains: 2 }),
    b: list({ contains: { enum: ['a', 'b'] }, maxContains: 2 }),
    forward: 'contains-changed',
    backward: 'contains-changed',
    wire: 'both-ways',
  },
  {
    name: 'dependentRequired',
    a: abc({ dependentRequired: { a: ['b'] } }),
    b: abc(),
    forward: 'dependent-required-removed',
    backward: 'dependent-required-added',
    wire: 'widens',
  },
  {
    name: 'dependentSchemas',
    a: abc({ dependentSchemas: { a: { required: ['b'] } } }),
    b: abc(),
    forward: 'dependent-schema-removed',
    backward: 'dependent-schema-added',
    wire: 'widens',
  },
  {
    name: 'if/then',
    a: abc(ifAThenB),
    b: abc(),
    forward: 'conditional-removed',
    backward: 'conditional-added',
    wire: 'widens',
  },
  {
    name: 'if condition',
    a: abc(ifAThenB),
    b: abc({ ...ifAThenB, if: { required: ['c'] } }),
    forward: 'condition-changed',
    backward: 'condition-changed',
    wire: 'both-ways',
  },
  {
    name: 'else branch',
    a: abc({ ...ifAThenB, else: { required: ['c'] } }),
    b: abc(ifAThenB),
    forward: 'conditional-branch-removed',
    backward: 'conditional-branch-added',
    wire: 'widens',
  },
  {
    name: 'multipleOf',
    a: { type: 'number', multipleOf: 2 },
    b: { type: 'number', multipleOf: 3 },
    forward: 'multiple-of-changed',
    backward: 'multiple-of-changed',
    wire: 'both-ways',
  },
  {
    name: 'union variant',
    a: { oneOf: [variant('a'), variant('b')] },
    b: { oneOf: [variant('a'), variant('b'), variant('c')] },
    forward: 'union-variant-added',
    backward: 'union-variant-removed',
    wire: 'widens',
  },
  {
    name: 'union variant gated by a feature',
    a: { oneOf: [variant('a')] },
    b: { oneOf: [variant('a'), variant('c', { requires: NEW_FEATURE })] },
    forward: 'union-variant-added',
    backward: 'union-variant-removed',
    // The gate protects the addition only: removing the variant still breaks whoever sends it. And only
    // data sent to a host, which advertises the feature: what a host sends reaches old clients all the same.
    wire: {
      params: { forward: SAFE, backward: WRITERS },
      result: { forward: READERS, backward: WRITERS },
      stored: { forward: SAFE, backward: WRITERS },
      both: { forward: READERS, backward: WRITERS },
    },
  },
  {
    name: 'member gate',
    a: obj({ a: str }),
    b: obj({ a: { type: 'string', requires: 'probe.extras' } }),
    forward: 'field-gate-added',
    backward: 'field-gate-removed',
    wire: everywhere(DANGEROUS, SAFE),
  },
  {
    name: 'unclassified keyword',
    a: { type: 'string', not: { const: 'x' } },
    b: { type: 'string', not: { const: 'y' } },
    forward: 'schema-changed',
    backward: 'schema-changed',
    wire: 'both-ways',
  },
  {
    name: 'description',
    a: str,
    b: { type: 'string', description: 'A value.' },
    forward: 'description-changed',
    backward: 'description-changed',
    wire: 'docs',
  },
  {
    name: 'default',
    a: { type: 'integer', default: 50 },
    b: { type: 'integer', default: 20 },
    forward: 'default-changed',
    backward: 'default-changed',
    wire: everywhere(DANGEROUS, DANGEROUS),
  },
];

const rulesOf = (changes: readonly Change[]) => [...new Set(changes.map((change) => change.rule as DiffRuleId))].sort();

/** Every rule of one run has an inverse among the rules of the other run. */
function expectInverse(forward: readonly Change[], backward: readonly Change[]) {
  const [there, back] = [rulesOf(forward), rulesOf(backward)];
  for (const rule of there) {
    if (INVERSE[rule].length > 0)
      expect(
        INVERSE[rule].filter((inverse) => back.includes(inverse)),
        `inverse of ${rule} among ${back.join(', ')}`,
      ).not.toEqual([]);
  }
  for (const rule of back) {
    if (INVERSE[rule].length > 0)
      expect(
        INVERSE[rule].filter((inverse) => there.includes(inverse)),
        `inverse of ${rule} among ${there.join(', ')}`,
      ).not.toEqual([]);
  }
}

const wireOf = (changes: readonly Change[], rule: DiffRuleId): WireClass | undefined => {
  const found = changes.filter((change) => change.rule === rule && change.layer === 'wire');
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0] === undefined ? undefined : [found[0].severity, found[0].breaks];
};

/** The wire classes a forward/backward pair must have in a slot. */
function expectedWire(pair: SchemaPair, where: Slot): { forward: WireClass; backward: WireClass } | undefined {
  const live = where !== 'stored';
  if (pair.wire === 'docs') return undefined;
  if (pair.wire === 'widens')
    return live ? { forward: READERS, backward: WRITERS } : { forward: SAFE, backward: WRITERS };
  if (pair.wire === 'both-ways')
    return live
      ? { forward: ['breaking', 'old-readers-and-writers'], backward: ['breaking', 'old-readers-and-writers'] }
      : { forward: WRITERS, backward: WRITERS };
  return pair.wire[where];
}

describe('the inverse table', () => {
  it('is a symmetric relation over the rule ids', () => {
    for (const [rule, inverses] of Object.entries(INVERSE)) {
      for (const inverse of inverses) expect(INVERSE[inverse], `${inverse} should list ${rule}`).toContain(rule);
    }
  });

  it('names every rule of DIFF_RULES, and the pairs below exercise each one', async () => {
    expect(Object.keys(INVERSE).sort()).toEqual(Object.keys(DIFF_RULES).sort());
    const seen = new Set<string>();
    for (const pair of CONTRACT_PAIRS) {
      for (const report of [await diffEdits(pair.a, pair.b), await diffEdits(pair.b, pair.a)])
        for (const change of report.changes) seen.add(change.rule);
    }
    for (const pair of SCHEMA_PAIRS) seen.add(pair.forward).add(pair.backward);
    expect(Object.keys(DIFF_RULES).filter((rule) => !seen.has(rule))).toEqual([]);
  });
});

describe('contract changes forwards and backwards', () => {
  it.each(CONTRACT_PAIRS)('$name', async (pair) => {
    const forward = (await diffEdits(pair.a, pair.b)).changes;
    const backward = (await diffEdits(pair.b, pair.a)).changes;
    expect(forward.length + backward.length).toBeGreaterThan(0);
    expectInverse(forward, backward);
    // Pointers swap sides too: where the forward change found the member, the backward one lost it.
    for (const change of forward) {
      const mirror = backward.find(
        (other) =>
          INVERSE[change.rule as DiffRuleId].includes(other.rule as DiffRuleId) && other.layer === change.layer,
      );
      if (mirror !== undefined && change.rule !== 'operation-renamed' && change.rule !== 'type-renamed') {
        expect({ old: mirror.old.pointer, new: mirror.new.pointer }).toEqual({
          old: change.new.pointer,
          new: change.old.pointer,
        });
      }
    }
  });

  it('added and removed mirror each other on the wire: what breaks old readers one way breaks old writers the other', async () => {
    const mirrored: readonly [Patch, Patch][] = [
      [{}, op('probe.more')],
      [{}, probe({ status: 'deferred' })],
      [withCatalog(), withCatalog({ commands: { approve: { fields: { note: { jsonSchema: str } } } } })],
      [withCatalog(), withCatalog({ commands: { later: { category: 'receipt', terminal: true } } })],
    ];
    for (const [a, b] of mirrored) {
      const there = (await diffEdits(a, b)).changes.filter((change) => change.layer === 'wire');
      const back = (await diffEdits(b, a)).changes.filter((change) => change.layer === 'wire');
      const swap = (breaks: Breaks) =>
        breaks === 'old-readers' ? 'old-writers' : breaks === 'old-writers' ? 'old-readers' : breaks;
      expect(back.map((change) => change.breaks)).toEqual(there.map((change) => swap(change.breaks)));
    }
  });

  it('a gate protects an addition, and a removal only together with its feature', async () => {
    const gated = op('probe.more', { requires: NEW_FEATURE });
    const featureStays: Patch = {
      features: { [NEW_FEATURE]: { description: 'The host understands the next probe extras.', since: '1.0.0' } },
    };
    const [added] = (await diffEdits({}, gated)).changes.filter((change) => change.layer === 'wire');
    const [removed] = (await diffEdits(gated, featureStays)).changes.filter((change) => change.layer === 'wire');
    const [removedWithFeature] = (await diffEdits(gated, {})).changes.filter((change) => change.layer === 'wire');
    expect([added?.rule, added?.severity]).toEqual(['operation-added', 'safe']);
    // New hosts still advertise the feature, so old clients send them the operation.
    expect([removed?.rule, removed?.severity, removed?.breaks]).toEqual([
      'operation-removed',
      'breaking',
      'old-writers',
    ]);
    // No new host can advertise it: no old client sends one the operation.
    expect([removedWithFeature?.rule, removedWithFeature?.severity]).toEqual(['gated-operation-removed', 'safe']);
  });

  it('adding a named type reports nothing, removing it breaks the generated TypeScript', async () => {
    const withType: Patch = { types: { Extra: { type: 'string', minLength: 1 } } };
    expect((await diffEdits({}, withType)).changes).toEqual([]);
    expect(
      (await diffEdits(withType, {})).changes.map((change) => [change.rule, change.layer, change.severity]),
    ).toEqual([['type-removed', 'typescript', 'breaking']]);
  });
});

describe.each(SCHEMA_PAIRS)('schema edit: $name', (pair) => {
  it.each(SLOTS)("in %s: the reverse is classified consistently and the direction is the place's", async (where) => {
    const forward = (await diffEdits(slot(where, pair.a, pair.extra), slot(where, pair.b, pair.extra))).changes;
    const backward = (await diffEdits(slot(where, pair.b, pair.extra), slot(where, pair.a, pair.extra))).changes;
    expect(rulesOf(forward)).toContain(pair.forward);
    expect(rulesOf(backward)).toContain(pair.backward);
    expectInverse(forward, backward);
    for (const change of [...forward, ...backward]) {
      expect(change.direction).toBe(SLOT_DIRECTION[where]);
      expect(change.old.pointer.startsWith(SLOT_POINTER[where])).toBe(true);
      expect(change.new.pointer.startsWith(SLOT_POINTER[where])).toBe(true);
    }
    const wire = expectedWire(pair, where);
    if (wire === undefined) {
      expect([...forward, ...backward].every((change) => change.layer === 'docs')).toBe(true);
    } else {
      expect({ forward: wireOf(forward, pair.forward), backward: wireOf(backward, pair.backward) }).toEqual(wire);
    }
  });

  it('keeps the TypeScript layer the same in every place', async () => {
    const severities = await Promise.all(
      SLOTS.map(async (where) => {
        const changes = (await diffEdits(slot(where, pair.a, pair.extra), slot(where, pair.b, pair.extra))).changes;
        return changes
          .filter((change) => change.layer === 'typescript')
          .map((change) => `${change.rule}:${change.severity}`);
      }),
    );
    for (const other of severities) expect(other).toEqual(severities[0]);
  });
});

describe('direction of named types', () => {
  const edit = (type: JsonObject, params: JsonObject, result: JsonObject): Patch => ({
    types: { Item: type },
    operations: { probe: { params: { properties: { value: params } }, result: { properties: { value: result } } } },
  });
  const ref = { $ref: '#/types/Item' };
  const cases: readonly [string, JsonObject, JsonObject, Change['direction'], Severity][] = [
    ['used by params only: client to host', ref, str, 'client-to-host', 'dangerous'],
    ['used by results only: host to client', str, ref, 'host-to-client', 'safe'],
    ['used by both: both', ref, ref, 'both', 'dangerous'],
  ];

  it.each(cases)('a type %s', async (_name, params, result, direction, severity) => {
    const report = await diffEdits(
      edit(obj({ a: str }), params, result),
      edit(obj({ a: str, b: str }), params, result),
    );
    const wire = report.changes.filter((change) => change.layer === 'wire');
    expect(wire.map((change) => [change.rule, change.direction, change.severity, change.new.pointer])).toEqual([
      ['optional-property-added-open', direction, severity, '/types/Item/properties/b'],
    ]);
  });

  it('a declared direction that disagrees with where the type is used makes it both', async () => {
    const declared = (type: JsonObject) => edit({ ...type, direction: 'client-to-host' }, str, ref);
    const report = await diffEdits(declared(obj({ a: str })), declared(obj({ a: str, b: str })));
    expect(report.changes.filter((change) => change.layer === 'wire').map((change) => change.direction)).toEqual([
      'both',
    ]);
  });
});
