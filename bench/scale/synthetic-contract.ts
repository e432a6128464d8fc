/**
 * The contract of a synthetic spec as plain data, before examples are drawn and files are written:
 * N operations spread over groups of about 20, each with params and a result built from shared
 * named types (`$ref`), per-group types and types of its own, with byte and length bounds, reused
 * patterns, enums, arrays, nested and optional members, unions, gates, statuses and `since` values —
 * the shape of the bundled session protocol, so the cost per operation resembles its cost.
 */
import type { OperationDefinition } from '../../generator/load/spec-document.ts';
import { PATTERNS, type Schema } from './sample-instance.ts';
import { SeededRandom } from './seeded-random.ts';
import { GROUP_WORDS, NOUNS, pascal, prose, STATES, VERBS } from './vocabulary.ts';

/** An operation as the spec format defines it (generator/load/spec-document.ts), before its examples exist. */
export interface OperationDraft extends Pick<
  OperationDefinition,
  'group' | 'scope' | 'mutation' | 'persistence' | 'clients' | 'since' | 'requires'
> {
  readonly status?: 'deferred' | 'deprecated';
  readonly description: string;
  readonly params: Schema;
  readonly result: Schema;
  /** How many examples to draw once the schemas are final. */
  readonly exampleCount: number;
}

/** A definition and the spec file (relative to the spec folder) it is written to. */
export interface Placed<T> {
  readonly file: string;
  readonly value: T;
}

export interface ContractDraft {
  readonly seed: number;
  readonly protocol: Record<string, unknown>;
  readonly groups: Map<string, { title: string; description: string }>;
  readonly errors: Map<string, { description: string; since: string; retryable?: boolean }>;
  readonly limits: Map<string, { value: number; unit: string; description: string; since: string }>;
  readonly features: Map<string, { description: string; since: string }>;
  readonly types: Map<string, Placed<Schema>>;
  readonly operations: Map<string, Placed<OperationDraft>>;
}

export const BASE_VERSION = '1.4.0';
const SINCE = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'];
const OPERATIONS_PER_GROUP = 20;

const ref = (name: string, description?: string): Schema =>
  description === undefined ? { $ref: `#/types/${name}` } : { $ref: `#/types/${name}`, description };

/** The group an operation index falls in: contiguous runs of about OPERATIONS_PER_GROUP. */
export function groupCount(operations: number): number {
  return Math.max(3, Math.ceil(operations / OPERATIONS_PER_GROUP));
}

/** Names derived from a group index: the kebab group name, the prefix of its op names and types, its files. */
export function groupNames(index: number) {
  const word = GROUP_WORDS[index % GROUP_WORDS.length]!;
  const key = `${word}${index}`;
  return {
    group: `${word}-${index}`,
    key,
    type: pascal(key),
    feature: `${word}-${index}.bulk`,
    file: `${word}-${index}.yaml`,
  };
}

export function operationName(index: number, groupIndex: number): string {
  const verb = VERBS[index % VERBS.length]![0];
  return `${groupNames(groupIndex).key}.${verb}_${NOUNS[Math.floor(index / VERBS.length) % NOUNS.length]}${index}`;
}

/** The type-name prefix of an operation's own types: `ledger0.create_entry12` → `Ledger0CreateEntry12`. */
export function operationTypePrefix(op: string): string {
  return op.split(/[._]/).map(pascal).join('');
}

export function draftContract(operations: number, seed: number): ContractDraft {
  const random = SeededRandom.forName(seed, 'protocol');
  const groups = groupCount(operations);
  const draft: ContractDraft = {
    seed,
    protocol: {
      name: 'synthetic-protocol',
      title: `Synthetic protocol of ${operations} operations`,
      description: prose(random, 3),
      package: '@felan-bench/synthetic-protocol',
      version: BASE_VERSION,
      clientKinds: {
        cli: 'A command-line client.',
        web: 'A browser client.',
        agent: 'An automated agent acting for a user.',
      },
      scopes: {
        host: { description: 'The request addresses the host as a whole.' },
        session: { description: 'The request addresses the session its envelope names.' },
        workspace: { description: 'The request addresses a workspace, optionally through a session.' },
      },
      persistence: {
        none: 'Nothing is stored.',
        transient: 'Live state changes only.',
        durable: 'The effect is stored with its request record.',
      },
    },
    groups: new Map(),
    errors: new Map(),
    limits: new Map(),
    features: new Map(),
    types: new Map(),
    operations: new Map(),
  };
  for (const [code, retryable] of [
    ['invalid_request', false],
    ['unsupported_operation', false],
    ['not_found', false],
    ['conflict', false],
    ['busy', true],
    ['unavailable', undefined],
  ] as const) {
    draft.errors.set(code, {
      description: prose(random, 2),
      since: '1.0.0',
      ...(retryable === undefined ? {} : { retryable }),
    });
  }
  for (const [name, value, unit] of [
    ['idBytes', 128, 'bytes'],
    ['labelBytes', 256, 'bytes'],
    ['pageSize', 200, 'count'],
    ['jsonDepth', 32, 'depth'],
    ['retentionDays', 30, 'days'],
  ] as const) {
    draft.limits.set(name, { value, unit, description: prose(random, 1), since: '1.0.0' });
  }
  addSharedTypes(draft);
  for (let g = 0; g < groups; g++) addGroup(draft, g);
  for (let i = 0; i < operations; i++) addOperation(draft, i, Math.floor((i * groups) / operations));
  return draft;
}

function addSharedTypes(draft: ContractDraft): void {
  const random = SeededRandom.forName(draft.seed, 'types');
  const shared: Record<string, Schema> = {
    OpaqueId: { description: prose(random, 1), type: 'string', minLength: 1, maxBytes: 128 },
    Uuid: { description: prose(random, 1), type: 'string', pattern: PATTERNS.uuid, minLength: 36, maxLength: 36 },
    Slug: { description: prose(random, 1), type: 'string', pattern: PATTERNS.slug, maxLength: 63 },
    Label: { description: prose(random, 1), type: 'string', minLength: 1, maxLength: 64, maxBytes: 256 },
    Timestamp: { description: prose(random, 1), type: 'integer', minimum: 0, maximum: 9007199254740991 },
    Revision: { description: prose(random, 1), type: 'integer', minimum: 0, maximum: 9007199254740991 },
    Cursor: { description: prose(random, 1), type: 'string', minLength: 1, maxBytes: 512 },
    Version: { description: prose(random, 1), type: 'string', pattern: PATTERNS.semver },
    Color: { description: prose(random, 1), type: 'string', pattern: PATTERNS.color },
    Tags: { description: prose(random, 1), type: 'array', items: ref('Slug'), maxItems: 16, uniqueItems: true },
    Priority: { description: prose(random, 1), enum: ['low', 'normal', 'high', 'urgent'] },
    PageRequest: {
      description: prose(random, 1),
      type: 'object',
      additionalProperties: false,
      properties: {
        cursor: ref('Cursor'),
        limit: { type: 'integer', minimum: 1, maximum: 200, description: prose(random, 1) },
      },
    },
    Problem: {
      description: prose(random, 1),
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', pattern: PATTERNS.code },
        message: { type: 'string', minLength: 1, maxBytes: 1024 },
        at: ref('Timestamp'),
      },
    },
  };
  for (const [name, schema] of Object.entries(shared)) draft.types.set(name, { file: 'types.yaml', value: schema });
}

function addGroup(draft: ContractDraft, index: number): void {
  const random = SeededRandom.forName(draft.seed, `group ${index}`);
  const names = groupNames(index);
  const file = `types/${names.file}`;
  draft.groups.set(names.group, { title: `${pascal(names.group.replace('-', ' '))}`, description: prose(random, 2) });
  draft.errors.set(`${names.key}_conflict`, {
    description: prose(random, 1),
    since: random.pick(SINCE),
    retryable: random.chance(0.5),
  });
  draft.limits.set(`${names.key}Items`, {
    value: random.int(10, 5000),
    unit: 'count',
    description: prose(random, 1),
    since: random.pick(SINCE),
  });
  draft.features.set(names.feature, { description: prose(random, 2), since: random.pick(SINCE) });
  const states = STATES.slice(0, random.int(4, STATES.length));
  draft.types.set(`${names.type}Id`, { file, value: ref('OpaqueId', prose(random, 1)) });
  draft.types.set(`${names.type}State`, { file, value: { description: prose(random, 1), enum: [...states] } });
  draft.types.set(`${names.type}Summary`, {
    file,
    value: {
      description: prose(random, 2),
      type: 'object',
      required: ['id', 'name', 'state', 'updatedAt'],
      properties: {
        id: ref(`${names.type}Id`),
        name: ref('Label'),
        state: ref(`${names.type}State`),
        updatedAt: ref('Timestamp'),
        tags: ref('Tags'),
        priority: ref('Priority'),
      },
    },
  });
  draft.types.set(`${names.type}Filter`, {
    file,
    value: {
      description: prose(random, 1),
      type: 'object',
      additionalProperties: false,
      properties: {
        states: { type: 'array', items: ref(`${names.type}State`), uniqueItems: true, maxItems: 8 },
        text: { description: prose(random, 1), type: 'string', minLength: 1, maxBytes: 256 },
        since: ref('Timestamp'),
        tags: ref('Tags'),
      },
    },
  });
}

export function addOperation(draft: ContractDraft, index: number, groupIndex: number, since?: string): string {
  const op = operationName(index, groupIndex);
  const random = SeededRandom.forName(draft.seed, op);
  const names = groupNames(groupIndex);
  const prefix = operationTypePrefix(op);
  const [verb, mutation] = VERBS[index % VERBS.length]!;
  const typeFile = `types/${names.file}`;
  draft.types.set(`${prefix}Record`, { file: typeFile, value: recordSchema(random, names.type, index) });
  draft.types.set(`${prefix}Options`, {
    file: typeFile,
    value: {
      description: prose(random, 1),
      type: 'object',
      additionalProperties: false,
      properties: {
        dryRun: { type: 'boolean', description: prose(random, 1) },
        // Bounds that differ per operation keep each one's types distinct, as real ones are (the diff pairs identical shapes as renames).
        timeoutSeconds: { type: 'integer', minimum: 1, maximum: 600 + index },
        mode: { enum: ['fast', 'safe', 'thorough'] },
        trace: ref('Uuid'),
      },
    },
  });
  const clients = ['cli', 'web', 'agent'].filter((_, i) => i === index % 3 || random.chance(0.5));
  const definition: OperationDraft = {
    group: names.group,
    scope: random.pick(['host', 'session', 'workspace']),
    mutation,
    persistence: mutation ? random.pick(['durable', 'transient']) : 'none',
    clients,
    since: since ?? random.pick(SINCE),
    ...(index % 100 === 7
      ? { status: 'deferred' as const }
      : index % 50 === 33
        ? { status: 'deprecated' as const }
        : {}),
    ...(index % 9 === 4 ? { requires: names.feature } : {}),
    description: `${pascal(verb)} ${NOUNS[index % NOUNS.length]}s of the ${names.group} group. ${prose(random, random.int(2, 4))}`,
    params: mutation
      ? mutationParams(random, names.type, prefix)
      : readParams(random, names.type, prefix, verb === 'get'),
    result: index % 3 === 2 ? unionResult(random, prefix) : plainResult(random, names.type, prefix, mutation),
    exampleCount: random.int(1, 2),
  };
  draft.operations.set(op, { file: `operations/${names.file}`, value: definition });
  return op;
}

function recordSchema(random: SeededRandom, groupType: string, index: number): Schema {
  const properties: Record<string, Schema> = {
    id: ref(`${groupType}Id`),
    name: ref('Label'),
    state: ref(`${groupType}State`),
    createdAt: ref('Timestamp', prose(random, 1)),
    updatedAt: ref('Timestamp'),
    owner: ref('Uuid'),
    priority: ref('Priority'),
    tags: ref('Tags'),
    color: ref('Color'),
    version: ref('Version'),
    details: {
      description: prose(random, 1),
      type: 'object',
      required: ['count', 'enabled'],
      properties: {
        count: { type: 'integer', minimum: 0, maximum: 1_000_000 + index },
        enabled: { type: 'boolean' },
        summary: { type: 'string', maxBytes: 2048, description: prose(random, 1) },
        window: {
          type: 'object',
          additionalProperties: false,
          required: ['maxItems'],
          properties: {
            maxItems: { type: 'integer', minimum: 1, maximum: 1000 },
            minutes: { type: 'integer', minimum: 1, maximum: 1440 },
          },
        },
      },
    },
    children: {
      type: 'array',
      maxItems: 32,
      items: {
        type: 'object',
        required: ['slug', 'weight'],
        properties: {
          slug: ref('Slug'),
          weight: { type: 'integer', minimum: 0, maximum: 100 },
          note: { type: 'string', maxLength: 200 },
        },
      },
    },
  };
  if (index % 4 === 1) {
    properties.source = {
      description: prose(random, 1),
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'path'],
          properties: { kind: { const: 'file' }, path: { type: 'string', minLength: 1, maxBytes: 4096 } },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'url'],
          properties: { kind: { const: 'link' }, url: { type: 'string', minLength: 1, maxBytes: 2048 } },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: { kind: { const: 'inline' }, text: { type: 'string', maxBytes: 65536 } },
        },
      ],
    };
  }
  return {
    description: prose(random, 2),
    type: 'object',
    required: ['id', 'name', 'state', 'createdAt', 'details'],
    properties,
  };
}

function readParams(random: SeededRandom, groupType: string, prefix: string, single: boolean): Schema {
  return {
    type: 'object',
    ...(single ? { required: ['target'] } : {}),
    properties: {
      target: ref(`${groupType}Id`, prose(random, 1)),
      filter: ref(`${groupType}Filter`),
      page: ref('PageRequest'),
      options: ref(`${prefix}Options`),
      note: { type: 'string', minLength: 1, maxLength: 500, description: prose(random, 1) },
    },
  };
}

function mutationParams(random: SeededRandom, groupType: string, prefix: string): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['target', 'name'],
    properties: {
      target: ref(`${groupType}Id`, prose(random, 1)),
      name: { type: 'string', minLength: 1, maxBytes: 256, description: prose(random, 1) },
      labels: { type: 'array', items: ref('Slug'), maxItems: 8, uniqueItems: true },
      priority: ref('Priority'),
      expectedRevision: ref('Revision', prose(random, 1)),
      options: ref(`${prefix}Options`),
      note: { type: 'string', minLength: 1, maxLength: 500, description: prose(random, 1) },
    },
  };
}

function plainResult(random: SeededRandom, groupType: string, prefix: string, mutation: boolean): Schema {
  return {
    type: 'object',
    required: mutation ? ['record', 'revision'] : ['items', 'revision'],
    properties: {
      record: ref(`${prefix}Record`),
      items: { type: 'array', items: ref(`${groupType}Summary`), maxItems: 200, description: prose(random, 1) },
      revision: ref('Revision'),
      nextCursor: ref('Cursor'),
      warnings: { type: 'array', items: ref('Problem'), maxItems: 16 },
    },
  };
}

function unionResult(random: SeededRandom, prefix: string): Schema {
  return {
    description: prose(random, 1),
    oneOf: [
      {
        type: 'object',
        required: ['status', 'record', 'revision'],
        properties: { status: { const: 'applied' }, record: ref(`${prefix}Record`), revision: ref('Revision') },
      },
      {
        type: 'object',
        required: ['status', 'position'],
        properties: {
          status: { const: 'queued' },
          position: { type: 'integer', minimum: 0, maximum: 10000 },
          eta: ref('Timestamp'),
        },
      },
      {
        type: 'object',
        required: ['status', 'problems'],
        properties: {
          status: { const: 'rejected' },
          problems: { type: 'array', items: ref('Problem'), minItems: 1, maxItems: 16 },
        },
      },
    ],
  };
}
