/**
 * Builds contracts for the diff tests in memory: a small valid base spec, edited by a JSON merge
 * patch (RFC 7396: objects merge, `null` deletes, anything else replaces) or by YAML text parsed as
 * one, written out as YAML files through a layout and loaded exactly as the CLI loads a spec folder.
 */
import { parse, stringify } from 'yaml';
import type { Change, DiffReport, Direction } from '../../../generator/diff/change.ts';
import { loadContract, type Contract } from '../../../generator/diff/contract-source.ts';
import { diffContracts } from '../../../generator/diff/diff-contracts.ts';
import { formatDiagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../../generator/host/memory-file-system.ts';

export type Json = null | boolean | number | string | readonly Json[] | JsonObject;
export type JsonObject = { readonly [key: string]: Json };
/** A merge patch: `null` deletes the key it names. */
export type Patch = JsonObject;

const HEADER = '# yaml-language-server: $schema=../schema/felan-spec.schema.json\n';
export const SPEC_ROOT = 'spec';

/** A whole operation definition, valid against the base vocabularies; its example passes any optional params. */
export function operation(overrides: JsonObject = {}): JsonObject {
  return {
    group: 'basics',
    scope: 'host',
    mutation: false,
    persistence: 'none',
    clients: ['cli', 'web'],
    since: '1.0.0',
    params: { type: 'object', properties: {} },
    result: { type: 'object', properties: {} },
    examples: [{ params: {}, result: {} }],
    ...overrides,
  };
}

/**
 * The base every fixture edits. Operation `probe` carries the schema slots (see `slot`); the
 * feature `probe.extras` is there for `requires:` gates on a feature old peers may already
 * advertise, and `probe.next` (see NEW_FEATURE) is declared only by a spec that names it: a gate
 * old peers cannot advertise.
 */
export const BASE_SPEC: JsonObject = {
  protocol: {
    name: 'diff-fixture',
    title: 'Diff fixture',
    package: '@example/diff-fixture',
    version: '1.0.0',
    clientKinds: { cli: 'A command-line client.', web: 'A browser client.' },
    scopes: {
      host: { description: 'The request addresses the host.' },
      session: { description: 'The request addresses a session.' },
    },
    persistence: { none: 'Nothing is stored.', durable: 'The effect is stored.' },
  },
  groups: { basics: { title: 'Basics' } },
  features: { 'probe.extras': { description: 'The host understands the probe extras.', since: '1.0.0' } },
  errors: { busy: { description: 'The host is busy; try again later.', since: '1.0.0', retryable: true } },
  limits: { itemBytes: { value: 1024, unit: 'bytes', description: 'Most UTF-8 bytes of an item.' } },
  constants: {
    WIRE_VERSION: { value: 1, description: 'The v of every frame.' },
    ROW_VERSION: { value: 1, description: 'The version of stored rows.', direction: 'stored' },
  },
  operations: { probe: operation({ description: 'Probe the host.' }) },
};

/**
 * A framing declaration for the base (with the types, limits and error codes it names): requests
 * `{v, id, op, session?, params}`, responses `{v, re, result}`, and scopes that govern `session`.
 */
export const FRAMED: Patch = {
  protocol: { scopes: { host: { target: 'forbidden' }, session: { target: 'required' } } },
  errors: {
    invalid_request: { description: 'The frame is malformed.', since: '1.0.0' },
    protocol_mismatch: { description: 'The frame is of another version.', since: '1.0.0' },
    unsupported_operation: { description: 'The operation is unknown.', since: '1.0.0' },
  },
  limits: {
    frameBytes: { value: 65536, unit: 'bytes', description: 'Most UTF-8 bytes of a frame.' },
    jsonDepth: { value: 32, unit: 'depth', description: 'Deepest nesting of a frame.' },
  },
  types: {
    Request: {
      type: 'object',
      required: ['v', 'id', 'op', 'params'],
      properties: {
        v: { const: 1 },
        id: { type: 'string' },
        op: { type: 'string' },
        session: { type: 'string' },
        params: { type: 'object', additionalProperties: true },
      },
    },
    Response: {
      type: 'object',
      required: ['v', 're'],
      properties: { v: { const: 1 }, re: { type: 'string' }, result: { type: 'object', additionalProperties: true } },
    },
  },
  framing: {
    encoding: 'json-lines',
    limits: { frame: 'frameBytes', depth: 'jsonDepth' },
    version: { field: 'v', constant: 'WIRE_VERSION' },
    codes: { invalid: 'invalid_request', version: 'protocol_mismatch', unknownOperation: 'unsupported_operation' },
    request: {
      type: 'Request',
      operation: 'op',
      id: 'id',
      params: 'params',
      target: 'session',
      parser: 'parseRequest',
      parsed: 'ParsedRequest',
    },
    response: {
      type: 'Response',
      correlation: 're',
      result: { field: 'result' },
      parser: 'parseResponse',
      parsed: 'ParsedResponse',
    },
  },
};

/** An interaction catalog the interaction kit compiles: answer an approval with approve or deny. */
export const ANSWER_CATALOG: JsonObject = {
  description: 'The answer to an approval.',
  commandField: 'action',
  unknownError: 'an approval is answered with approve or deny',
  commands: {
    approve: {
      category: 'receipt',
      description: 'Approve the request.',
      terminal: true,
      fields: { interactionId: { required: true, jsonSchema: { type: 'string', minLength: 1 } } },
    },
    deny: {
      category: 'receipt',
      description: 'Deny the request.',
      terminal: true,
      fields: {
        interactionId: { required: true, jsonSchema: { type: 'string', minLength: 1 } },
        reason: { jsonSchema: { type: 'string', maxBytes: 4096 } },
      },
    },
  },
};

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7396 merge patch; returns a new value and leaves both inputs untouched. */
export function applyPatch(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const result: Record<string, Json> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyPatch(result[key], value);
  }
  return result;
}

/**
 * Where a schema edit is placed, so one edit can be tried on data of every direction: a member of
 * the params (client to host) or of the result (host to client) of `probe`, a named type declared
 * `direction: stored`, or a named type nothing places (`both`).
 */
export type Slot = 'params' | 'result' | 'stored' | 'both';

export const SLOTS: readonly Slot[] = ['params', 'result', 'stored', 'both'];

export const SLOT_POINTER: Readonly<Record<Slot, string>> = {
  params: '/operations/probe/params/properties/value',
  result: '/operations/probe/result/properties/value',
  stored: '/types/Row',
  both: '/types/Shared',
};

export const SLOT_DIRECTION: Readonly<Record<Slot, Direction>> = {
  params: 'client-to-host',
  result: 'host-to-client',
  stored: 'stored',
  both: 'both',
};

/** A patch placing `schema` in `where`; `extra` is merged on top (extra types, features, …). */
export function slot(where: Slot, schema: JsonObject, extra: Patch = {}): Patch {
  const placed: Patch =
    where === 'params' || where === 'result'
      ? { operations: { probe: { [where]: { properties: { value: schema } } } } }
      : {
          types: {
            [where === 'stored' ? 'Row' : 'Shared']: where === 'stored' ? { direction: 'stored', ...schema } : schema,
          },
        };
  return applyPatch(placed, extra) as Patch;
}

/** A feature only the specs that use it declare: gating an addition with it keeps the addition from every old peer. */
export const NEW_FEATURE = 'probe.next';

/** The base with a patch (or YAML text read as one) applied; NEW_FEATURE is declared when the result names it. */
export function specWith(edit: Patch | string = {}): JsonObject {
  const patch = typeof edit === 'string' ? (parse(edit) as Patch) : edit;
  const spec = applyPatch(BASE_SPEC, patch) as JsonObject;
  if (!JSON.stringify(spec).includes(JSON.stringify(NEW_FEATURE))) return spec;
  return applyPatch(spec, {
    features: { [NEW_FEATURE]: { description: 'The host understands the next probe extras.', since: '1.0.0' } },
  }) as JsonObject;
}

/** Which file (relative to the spec folder) holds one definition: `section/name`, or the whole section when `name` is undefined. */
export type Layout = (section: string, name: string | undefined) => string;

/** One file per section group: the usual shape of a small spec. */
export const BY_SECTION: Layout = (section) =>
  section === 'operations'
    ? 'operations.yaml'
    : section === 'types'
      ? 'types.yaml'
      : section === 'interactions'
        ? 'interactions.yaml'
        : 'protocol.yaml';

/** Every definition in a file of its own, in nested folders. */
export const ONE_FILE_PER_DEFINITION: Layout = (section, name) =>
  name === undefined ? `${section}.yaml` : `${section}/${name.replace(/\./g, '/')}.yaml`;

/** The spec's files: sections with named definitions are split by the layout; `protocol` stays whole. */
export function specFiles(spec: JsonObject, layout: Layout = BY_SECTION): Record<string, string> {
  const byFile = new Map<string, Record<string, Record<string, Json>>>();
  const put = (file: string, section: string, name: string | undefined, value: Json) => {
    const sections = byFile.get(file) ?? {};
    byFile.set(file, sections);
    if (name === undefined) sections[section] = value as Record<string, Json>;
    else (sections[section] ??= {})[name] = value;
  };
  for (const [section, value] of Object.entries(spec)) {
    if (section === 'protocol' || !isObject(value)) put(layout(section, undefined), section, undefined, value);
    else for (const [name, definition] of Object.entries(value)) put(layout(section, name), section, name, definition);
  }
  const files: Record<string, string> = {};
  for (const [file, sections] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    files[`${SPEC_ROOT}/${file}`] = HEADER + stringify(sections, { lineWidth: 0 });
  }
  return files;
}

const loaded = new Map<string, Promise<Contract>>();

/** Loads spec files from memory, failing with every spec error listed when they do not form a valid spec. */
export function loadFiles(files: Record<string, string>): Promise<Contract> {
  const key = JSON.stringify(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  let contract = loaded.get(key);
  if (contract === undefined) {
    contract = loadContract(new MemoryFileSystem(files), SPEC_ROOT, SPEC_ROOT).then(([value, diagnostics]) => {
      const errors = diagnostics.filter((d) => d.severity === 'error');
      if (value === undefined || errors.length > 0)
        throw new Error(
          `fixture spec is invalid:\n${errors.map(formatDiagnostic).join('\n')}\n${Object.values(files).join('\n---\n')}`,
        );
      return value;
    });
    loaded.set(key, contract);
  }
  return contract;
}

/** The contract of the base with `edit` applied, written out with `layout`. */
export function contractOf(edit: Patch | string = {}, layout: Layout = BY_SECTION): Promise<Contract> {
  return loadFiles(specFiles(specWith(edit), layout));
}

/** The report comparing the base with `oldEdit` applied to the base with `newEdit` applied (each edit applies to the base alone). */
export async function diffEdits(oldEdit: Patch | string, newEdit: Patch | string): Promise<DiffReport> {
  const report = diffContracts(await contractOf(oldEdit), await contractOf(newEdit));
  // Declaring NEW_FEATURE is the fixture's bookkeeping, not the edit under test (feature-added has fixtures of its own).
  const bookkeeping = `/features/${NEW_FEATURE}`;
  return {
    ...report,
    changes: report.changes.filter(
      (change) => change.old.pointer !== bookkeeping && change.new.pointer !== bookkeeping,
    ),
  };
}

/** The part of a change the rule tests assert: what, how bad, on which layer, which way, for whom. */
export interface ChangeClass {
  readonly rule: string;
  readonly layer: Change['layer'];
  readonly severity: Change['severity'];
  readonly direction: Change['direction'];
  readonly breaks: Change['breaks'];
}

const classKey = (c: ChangeClass) => [c.rule, c.layer, c.severity, c.direction, c.breaks].join(' ');

/** The classes of a report's changes, sorted so that two lists compare regardless of emission order. */
export function classesOf(changes: readonly Change[]): ChangeClass[] {
  return sortClasses(
    changes.map(({ rule, layer, severity, direction, breaks }) => ({ rule, layer, severity, direction, breaks })),
  );
}

export function sortClasses(classes: readonly ChangeClass[]): ChangeClass[] {
  return [...classes].sort((a, b) => classKey(a).localeCompare(classKey(b)));
}
