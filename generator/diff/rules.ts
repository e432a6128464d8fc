import type { Severity } from './change.ts';

/**
 * What a change does to the set of documents the contract accepts, which is all the wire layer
 * needs to know: the direction of the data then says who it breaks (see classify.ts).
 * - `widens`: the new contract accepts data the old one rejected, so new writers may send what old
 *   readers reject.
 * - `narrows`: the new contract rejects data the old one accepted, so what old writers send (or
 *   wrote to storage) is rejected by new readers.
 * - `ignoredByOldReaders`: new writers send a member old readers strip without a word.
 * - `ignoredByNewReaders`: old writers send a member new readers strip without a word.
 * - `dangerous`: nothing is rejected, but peers of different versions behave differently.
 */
export interface WireEffects {
  readonly widens?: boolean;
  readonly narrows?: boolean;
  readonly ignoredByOldReaders?: boolean;
  readonly ignoredByNewReaders?: boolean;
  readonly dangerous?: boolean;
}

/** What a rule's fact carries besides its place: the named values its message shows, and flags its effects read. */
export type FactParams = Readonly<Record<string, string | number | boolean>>;

/**
 * One diff rule: a stable id, the wire effects (or a pure function of the fact's parameters giving
 * them), the severity for applications compiling against the generated TypeScript, whether it is a
 * documentation change only, and a message template whose `{placeholders}` name the fact's parameters.
 */
export interface DiffRule {
  readonly wire?: WireEffects | ((params: FactParams) => WireEffects);
  readonly typescript?: Severity;
  readonly docs?: true;
  readonly message: string;
  /** The message of the TypeScript-layer change, when the default (see classify.ts) would not say it right. */
  readonly typescriptMessage?: string;
}

const BOTH_WAYS: WireEffects = { widens: true, narrows: true };

/**
 * Every diff rule, in one table. An id is kebab-case and stable: acknowledgements, CI logs and
 * users refer to it. A rule that names a wire effect reports a wire change; one that names a
 * TypeScript severity also reports a change on the TypeScript layer; a docs rule reports only that.
 */
export const DIFF_RULES = {
  // --- protocol constants and vocabularies
  'constant-changed': { wire: BOTH_WAYS, typescript: 'dangerous', message: 'constant {name} changed from {old} to {new}: peers of the two versions no longer agree on it' },
  'stored-constant-changed': { wire: { narrows: true }, typescript: 'dangerous', message: 'constant {name} changed from {old} to {new}: records written before need a migration' },
  'constant-added': { typescript: 'safe', message: 'constant {name} added' },
  'constant-removed': { typescript: 'breaking', message: 'constant {name} removed: imports of it fail' },
  'framing-changed': { wire: BOTH_WAYS, typescript: 'dangerous', message: 'framing {what} changed: peers of the two versions frame messages differently' },
  'framing-operations-advertised-changed': { docs: true, message: "the framing now says a host's handshake {now} the operations it serves" },
  'framing-command-changed': {
    wire: (p) => ({ narrows: p.checked !== false, widens: p.unchecked === true }),
    message: 'framing request.command is now {new} (was {old}): parseSchema holds a command of that type to its operation and params, as the request parser holds a request',
  },
  'part-added': { typescript: 'safe', message: 'runtime part {name} added' },
  'part-removed': { typescript: 'breaking', message: 'runtime part {name} removed: its helpers are no longer exported' },
  'package-renamed': { typescript: 'breaking', message: 'the generated package is renamed from {old} to {new}: every import changes' },
  'client-kind-added': { wire: { dangerous: true }, typescript: 'dangerous', message: 'client kind {name} added: old hosts refuse a client of this kind' },
  'client-kind-removed': { wire: { narrows: true }, typescript: 'breaking', message: 'client kind {name} removed: clients of this kind are refused' },
  'scope-added': { typescript: 'safe', message: 'scope {name} added' },
  'scope-removed': { typescript: 'breaking', message: 'scope {name} removed' },
  'scope-target-changed': { wire: BOTH_WAYS, message: 'scope {name}: the request target is now {new} (was {old})' },
  'persistence-class-added': { typescript: 'safe', message: 'persistence class {name} added' },
  'persistence-class-removed': { typescript: 'breaking', message: 'persistence class {name} removed' },

  // --- operations
  'operation-added': { wire: { widens: true }, typescript: 'dangerous', message: 'operation {op} added{gate}' },
  'operation-removed': { wire: { narrows: true }, typescript: 'breaking', message: 'operation {op} removed: old clients still send it' },
  // Deprecation before removal (oasdiff's x-sunset): users were told when it would go, so the wire
  // does not break; code still compiled against the export no longer builds.
  'operation-removed-after-sunset': {
    wire: {},
    typescript: 'dangerous',
    message: 'deprecated operation {op} removed at its sunset {sunset}: clients were told to stop sending it',
    typescriptMessage: 'deprecated operation {op} removed at its sunset {sunset}: code that still uses its types no longer compiles',
  },
  'gated-operation-removed': {
    wire: {},
    typescript: 'breaking',
    message: 'operation {op} removed together with its feature {feature}: old clients sent it only to hosts that advertised the feature, and no new host can',
  },
  'deferred-operation-removed': { wire: {}, typescript: 'breaking', message: 'deferred operation {op} removed (it was never advertised)' },
  'operation-renamed': { wire: BOTH_WAYS, typescript: 'breaking', message: 'operation {old} renamed to {new}' },
  'operation-deferred': { wire: { narrows: true }, message: 'operation {op} is now deferred (reserved, never advertised): old clients still send it' },
  'operation-undeferred': { wire: { widens: true }, message: 'operation {op} is no longer deferred (now {status}){gate}' },
  'operation-status-changed': { docs: true, message: 'operation {op} status changed from {old} to {new}' },
  'operation-scope-changed': { wire: BOTH_WAYS, typescript: 'dangerous', message: 'operation {op} scope changed from {old} to {new}' },
  'operation-sender-changed': { wire: BOTH_WAYS, typescript: 'breaking', message: 'operation {op} is now sent by the {new} (was the {old})' },
  'operation-mutation-changed': { wire: BOTH_WAYS, typescript: 'dangerous', message: 'operation {op} is now {new} (was {old}): request identity and retries differ' },
  'operation-persistence-changed': { wire: { dangerous: true }, typescript: 'dangerous', message: 'operation {op} persistence changed from {old} to {new}: retries and replays behave differently' },
  'operation-client-added': { wire: { dangerous: true }, message: 'operation {op} is now open to {client} clients: old hosts refuse them' },
  'operation-client-removed': { wire: { narrows: true }, message: 'operation {op} no longer accepts {client} clients' },
  'operation-gate-added': { wire: { dangerous: true }, message: 'operation {op} now requires feature {feature}: clients must check hello first' },
  'operation-gate-removed': { wire: {}, message: 'operation {op} no longer requires feature {feature}' },
  'operation-group-changed': { docs: true, message: 'operation {op} moved from group {old} to {new}' },
  'operation-since-changed': { docs: true, message: 'operation {op} since changed from {old} to {new}' },

  // --- error codes, limits, features
  'error-code-added': {
    wire: {},
    typescript: 'dangerous',
    message: 'error code {code} added: old clients treat it as an unknown code',
    typescriptMessage: 'error code {code} added: an exhaustive switch over KnownErrorCode no longer compiles',
  },
  'error-code-removed': { wire: {}, typescript: 'breaking', message: 'error code {code} removed from ERROR_CODES and KnownErrorCode' },
  'error-retryable-changed': { wire: { dangerous: true }, message: 'error code {code} retryable changed from {old} to {new}' },
  'limit-added': { wire: {}, typescript: 'safe', message: 'limit {name} added ({value} {unit})' },
  'limit-removed': { wire: {}, typescript: 'breaking', message: 'limit {name} removed from LIMITS' },
  'limit-renamed': {
    wire: {},
    typescript: 'breaking',
    message: 'limit {old} renamed to {new} ({value} {unit}), and the bounds that named it name {new}: LIMITS.{old} is gone',
  },
  'limit-raised': { wire: { dangerous: true }, message: 'limit {name} raised from {old} to {new} {unit}: old peers still enforce {old}' },
  'limit-lowered': { wire: { dangerous: true }, message: 'limit {name} lowered from {old} to {new} {unit}: what old peers send may exceed it' },
  'limit-unit-changed': { wire: BOTH_WAYS, message: 'limit {name} unit changed from {old} to {new}' },
  'feature-added': { wire: {}, typescript: 'safe', message: 'feature {name} added' },
  'feature-removed': { wire: { dangerous: true }, typescript: 'breaking', message: 'feature {name} removed: clients relying on it lose it' },

  // --- named types (their content is compared like any schema, under /types/<Name>)
  'type-removed-after-sunset': {
    typescript: 'dangerous',
    message: 'deprecated type {name} removed at its sunset {sunset}',
    typescriptMessage: 'deprecated type {name} removed at its sunset {sunset}: code that still uses its type or guard no longer compiles',
  },
  'type-removed': { typescript: 'breaking', message: 'type {name} removed: its exported type and guard are gone' },
  'type-renamed': { typescript: 'breaking', message: 'type {old} renamed to {new}' },
  'direction-changed': { docs: true, message: 'type {name} direction changed from {old} to {new}' },

  // --- schemas
  'type-widened': { wire: { widens: true }, typescript: 'dangerous', message: 'type widened from {old} to {new}' },
  'type-narrowed': { wire: { narrows: true }, typescript: 'breaking', message: 'type narrowed from {old} to {new}' },
  'type-changed': { wire: BOTH_WAYS, typescript: 'breaking', message: 'type changed from {old} to {new}' },
  'enum-value-added': { wire: { widens: true }, typescript: 'dangerous', message: 'value {value} added' },
  'enum-value-removed': { wire: { narrows: true }, typescript: 'breaking', message: 'value {value} removed' },
  'enum-restricted': { wire: { narrows: true }, typescript: 'breaking', message: 'now limited to the values {values}' },
  'enum-unrestricted': { wire: { widens: true }, typescript: 'dangerous', message: 'no longer limited to the values {values}' },
  'required-property-added': {
    wire: (p) => ({ narrows: true, widens: p.closed === true }),
    typescript: 'breaking',
    message: 'required property {property} added: old writers do not send it',
  },
  'optional-property-added-open': {
    wire: { ignoredByOldReaders: true },
    typescript: 'safe',
    message: 'optional property {property} added to an open object{gate}: old readers strip it',
  },
  'optional-property-added-closed': {
    wire: { widens: true },
    typescript: 'safe',
    message: 'optional property {property} added to a closed object{gate}: old readers reject it',
  },
  'property-removed': {
    wire: (p) => ({ widens: p.wasRequired === true, narrows: p.closed === true, ignoredByNewReaders: p.closed !== true }),
    typescript: 'breaking',
    message: 'property {property} removed',
  },
  'property-removed-after-sunset': {
    wire: {},
    typescript: 'dangerous',
    message: 'deprecated property {property} removed at its sunset {sunset}: peers were told to stop using it',
    typescriptMessage: 'deprecated property {property} removed at its sunset {sunset}: code that still reads or writes it no longer compiles',
  },
  'property-made-optional': { wire: { widens: true }, typescript: 'breaking', message: 'property {property} is now optional: old readers require it' },
  'property-made-required': { wire: { narrows: true }, typescript: 'breaking', message: 'property {property} is now required: old writers may omit it' },
  'object-closed': { wire: { narrows: true }, message: 'object closed (additionalProperties: false): unknown members are now rejected, not stripped' },
  'object-opened': { wire: { widens: true }, message: 'object opened: unknown members are now stripped, not rejected' },
  'string-length-tightened': { wire: { narrows: true }, message: '{keyword} tightened from {old} to {new}' },
  'string-length-loosened': { wire: { widens: true }, message: '{keyword} loosened from {old} to {new}' },
  'byte-length-tightened': { wire: { narrows: true }, message: '{keyword} (UTF-8 bytes) tightened from {old} to {new}' },
  'byte-length-loosened': { wire: { widens: true }, message: '{keyword} (UTF-8 bytes) loosened from {old} to {new}' },
  'number-range-tightened': { wire: { narrows: true }, message: '{keyword} tightened from {old} to {new}' },
  'number-range-loosened': { wire: { widens: true }, message: '{keyword} loosened from {old} to {new}' },
  'multiple-of-changed': { wire: BOTH_WAYS, message: 'multipleOf changed from {old} to {new}' },
  'array-size-tightened': { wire: { narrows: true }, message: '{keyword} tightened from {old} to {new}' },
  'array-size-loosened': { wire: { widens: true }, message: '{keyword} loosened from {old} to {new}' },
  'unique-items-added': { wire: { narrows: true }, message: 'items must now be unique' },
  'unique-items-removed': { wire: { widens: true }, message: 'items need no longer be unique' },
  'object-size-tightened': { wire: { narrows: true }, message: '{keyword} tightened from {old} to {new}' },
  'object-size-loosened': { wire: { widens: true }, message: '{keyword} loosened from {old} to {new}' },
  'json-size-tightened': { wire: { narrows: true }, message: '{keyword} tightened from {old} to {new}' },
  'json-size-loosened': { wire: { widens: true }, message: '{keyword} loosened from {old} to {new}' },
  'pattern-added': { wire: { narrows: true }, message: 'pattern {new} added' },
  'pattern-removed': { wire: { widens: true }, message: 'pattern {old} removed' },
  'pattern-changed': { wire: BOTH_WAYS, message: 'pattern changed from {old} to {new}' },
  // A format accepts its own strings: two formats are compared as two patterns would be.
  'format-added': { wire: { narrows: true }, message: 'format {new} added' },
  'format-removed': { wire: { widens: true }, message: 'format {old} removed' },
  'format-changed': { wire: BOTH_WAYS, message: 'format changed from {old} to {new}' },
  // A check runs after the schema accepts the node, so it only ever refuses: checks are compared as formats are.
  'check-added': { wire: { narrows: true }, message: 'check {new} added' },
  'check-removed': { wire: { widens: true }, message: 'check {old} removed' },
  'check-changed': { wire: BOTH_WAYS, message: 'check changed from {old} to {new}' },
  // Which way a pattern moves the object depends on what its members were before (after, for a removal):
  // rejected by a closed object, free in an open one, or checked by an additionalProperties schema (then
  // that schema and the pattern's are compared, and the pattern itself only counts for `overlaps`: the
  // declared properties or other patterns it may also match, which it now constrains too).
  'pattern-property-added': {
    wire: (p) => ({ widens: p.closed === true, narrows: (p.closed !== true && p.additionalSchema !== true) || p.overlaps === true }),
    typescript: 'dangerous',
    message: 'pattern property {pattern} added{gate}: members whose names match it are now checked against its schema',
    typescriptMessage: 'pattern property {pattern} added: the index signature of the generated type changes',
  },
  'pattern-property-removed': {
    wire: (p) => ({ narrows: p.closed === true, widens: (p.closed !== true && p.additionalSchema !== true) || p.overlaps === true, ignoredByNewReaders: p.stripped === true }),
    typescript: 'breaking',
    message: 'pattern property {pattern} removed: members whose names match it are no longer checked against its schema',
    typescriptMessage: 'pattern property {pattern} removed: the generated type loses its index signature for them',
  },
  // A position added takes over items the old `rest` (items) governed: rejected (items: false), free (no
  // items), or checked by a schema (then that schema and the position's are compared). The generated
  // tuple type lists every position as present, so arrays of the old length no longer type-check.
  'tuple-item-added': {
    wire: (p) => (p.rest === 'closed' ? { widens: true } : p.rest === 'schema' ? {} : { narrows: true }),
    typescript: 'breaking',
    message: 'tuple position prefixItems[{position}] added{gate}',
  },
  'tuple-item-removed': {
    wire: (p) => (p.rest === 'closed' ? { narrows: true } : p.rest === 'schema' ? {} : { widens: true }),
    typescript: 'breaking',
    message: 'tuple position prefixItems[{position}] removed',
  },
  'tuple-closed': { wire: { narrows: true }, typescript: 'breaking', message: 'tuple closed (items false): arrays of more than {length} items are now rejected' },
  'tuple-opened': { wire: { widens: true }, typescript: 'dangerous', message: 'tuple opened (items false removed): arrays of more than {length} items are now accepted' },
  'contains-added': { wire: { narrows: true }, message: 'contains added: arrays are now checked for items matching it' },
  'contains-removed': { wire: { widens: true }, message: 'contains removed: arrays are no longer checked for items matching it' },
  'contains-changed': { wire: BOTH_WAYS, message: 'contains changed while maxContains bounds the matching items: arrays that passed may fail, and the reverse' },
  'contains-count-tightened': { wire: { narrows: true }, message: '{keyword} tightened from {old} to {new}' },
  'contains-count-loosened': { wire: { widens: true }, message: '{keyword} loosened from {old} to {new}' },
  'dependent-required-added': { wire: { narrows: true }, message: '{required} is now required when {property} is present: old writers may omit it' },
  'dependent-required-removed': { wire: { widens: true }, message: '{required} is no longer required when {property} is present: old readers expect it' },
  'dependent-schema-added': { wire: { narrows: true }, message: 'dependent schema for {property} added: objects holding {property} must now satisfy it' },
  'dependent-schema-removed': { wire: { widens: true }, message: 'dependent schema for {property} removed: objects holding {property} need no longer satisfy it' },
  'conditional-added': { wire: { narrows: true }, message: 'if/then/else added: values must now satisfy the branch their condition picks' },
  'conditional-removed': { wire: { widens: true }, message: 'if/then/else removed: values need no longer satisfy the branch their condition picked' },
  'condition-changed': { wire: BOTH_WAYS, message: 'the if condition changed: values may now be checked against the other branch' },
  'conditional-branch-added': { wire: { narrows: true }, message: '{keyword} branch added' },
  'conditional-branch-removed': { wire: { widens: true }, message: '{keyword} branch removed' },
  'union-variant-removed-after-sunset': {
    wire: {},
    typescript: 'dangerous',
    message: 'deprecated union variant {variant} removed at its sunset {sunset}: peers were told to stop using it',
    typescriptMessage: 'deprecated union variant {variant} removed at its sunset {sunset}: an exhaustive switch over the old variants may no longer compile',
  },
  'union-variant-added': { wire: { widens: true }, typescript: 'dangerous', message: 'union variant {variant} added{gate}: old readers reject it' },
  'union-variant-removed': { wire: { narrows: true }, typescript: 'breaking', message: 'union variant {variant} removed: old writers still send it' },
  'field-gate-added': { wire: { dangerous: true }, message: 'now requires feature {feature}: old clients send it without checking hello' },
  'field-gate-removed': { wire: {}, message: 'no longer requires feature {feature}' },
  'schema-changed': { wire: BOTH_WAYS, typescript: 'dangerous', message: '{keyword} changed in a way the diff cannot classify: treated as breaking' },

  // --- interaction catalogs (their commands' fields are compared like object properties)
  'interaction-catalog-added': { wire: {}, typescript: 'safe', message: 'interaction catalog {name} added' },
  'interaction-catalog-removed': { wire: { narrows: true }, typescript: 'breaking', message: 'interaction catalog {name} removed' },
  'interaction-command-added': { wire: { widens: true }, typescript: 'dangerous', message: 'interaction command {command} added to {catalog}: old hosts reject it' },
  'interaction-command-removed': { wire: { narrows: true }, typescript: 'breaking', message: 'interaction command {command} removed from {catalog}: old clients still send it' },
  'interaction-catalog-changed': { wire: BOTH_WAYS, typescript: 'dangerous', message: 'interaction catalog {name}: {key} changed' },
  'interaction-command-changed': { wire: BOTH_WAYS, typescript: 'dangerous', message: 'interaction command {command}: {key} changed' },

  // --- documentation only
  'description-changed': { docs: true, message: '{keyword} changed' },
  // oasdiff's request-parameter-default-value-changed: nothing is refused, but a peer that leaves the
  // member out now means something else by it.
  'default-changed': { wire: { dangerous: true }, message: 'default changed from {old} to {new}: old peers that leave the member out mean the old default' },
  'examples-changed': { docs: true, message: 'examples changed' },
  'group-added': { docs: true, message: 'group {name} added' },
  'group-removed': { docs: true, message: 'group {name} removed' },
  'group-changed': { docs: true, message: 'group {name}: {key} changed' },
  'since-changed': { docs: true, message: '{what} since changed from {old} to {new}' },
} as const satisfies Record<string, DiffRule>;

export type DiffRuleId = keyof typeof DIFF_RULES;
