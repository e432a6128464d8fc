import type { OperationDefinition, SpecDocument } from '../../../load/spec-document.ts';
import type { Direction } from '../../change.ts';
import { operationDirections } from '../../directions.ts';
import type { ContractsPair, NamedPair } from '../../pairs.ts';
import { reachedSunset } from '../../sunset.ts';

/**
 * What the operation rules judge alike: who can receive an operation (its gate, whether hosts list
 * what they serve, whether it is deferred) and what kind of removal a vanished one is, so exactly
 * one removal rule fires for it.
 */

export type OperationPair = NamedPair<OperationDefinition>;

/** Where operations sit in a contract, for the places of named-definitions.ts. */
export const OPERATIONS = ['operations'] as const;

export const statusOf = (op: OperationDefinition) => op.status ?? 'stable';

export const senderOf = (op: OperationDefinition) => op.sender ?? 'client';

/** A governance field as a message shows it: its value, or `(none)` where the operation states none. */
export const stated = (value: string | undefined): string => value ?? '(none)';

/** Whether an operation is a mutation: false where it does not say. */
export const mutates = (op: OperationDefinition): boolean => op.mutation === true;

/** The client kinds an operation is open to: those it lists, or every kind the contract declares where it lists none. */
export const clientsOf = (op: OperationDefinition, contract: SpecDocument): readonly string[] =>
  op.clients ?? Object.keys(contract.protocol.clientKinds ?? {});

/** Which way an operation's requests go: from its sender (issue 17), so a host-sent one's are host-to-client. */
export const requestDirection = (op: OperationDefinition): Direction => operationDirections(op)[0];

/**
 * The direction of a change to an operation in both contracts: its requests' own, or both where the
 * sender changed too — old requests went one way, new ones go the other (operation-sender-changed).
 */
export const changeDirection = (x: OperationDefinition, y: OperationDefinition): Direction =>
  senderOf(x) === senderOf(y) ? requestDirection(y) : 'both';

/** The message's `{senders}`: the peers that send the operation's requests ("clients", "hosts", "clients and hosts"). */
export const sendersOf = (op: OperationDefinition): string =>
  senderOf(op) === 'both' ? 'clients and hosts' : `${senderOf(op)}s`;

/** The two sides of an operation present in both contracts under one name; a renamed one is only `operation-renamed`. */
export function sameOperation(pair: OperationPair): readonly [OperationDefinition, OperationDefinition] | undefined {
  return pair.a !== undefined && pair.b !== undefined && !pair.renamed ? [pair.a, pair.b] : undefined;
}

/** Only a feature old hosts cannot advertise keeps an addition away from them. */
export function isNewGate(feature: string | undefined, contracts: ContractsPair): feature is string {
  return feature !== undefined && !Object.hasOwn(contracts.a.features ?? {}, feature);
}

/**
 * Catalog membership is not availability where hosts list what they serve: a client sends a new
 * operation only to a host that listed it, and an old client never sends it.
 */
export function isListed(op: OperationDefinition, contracts: ContractsPair): boolean {
  return contracts.b.framing?.operationsAdvertised === true && senderOf(op) === 'client';
}

/** Whether a newly sendable operation is kept from old hosts, by a new gate or by hosts listing what they serve. */
export function isShielded(op: OperationDefinition, contracts: ContractsPair): boolean {
  return isNewGate(op.requires, contracts) || isListed(op, contracts);
}

/** The message's `{gate}`: what keeps a newly sendable operation from old hosts, if anything. */
export function availabilityText(op: OperationDefinition, contracts: ContractsPair): string {
  if (isNewGate(op.requires, contracts)) return ` (gated by feature ${op.requires})`;
  return isListed(op, contracts)
    ? ' (hosts list the operations they serve: clients send it only to hosts that list it)'
    : '';
}

/**
 * A client-sent operation removed together with the feature that gated it: old clients sent it only
 * to hosts that advertised the feature, and no new host can, so none of them receives it.
 */
function gatedAway(old: OperationDefinition, contracts: ContractsPair): boolean {
  return (
    old.requires !== undefined && !Object.hasOwn(contracts.b.features ?? {}, old.requires) && senderOf(old) === 'client'
  );
}

export type Removal =
  | { readonly kind: 'renamed' }
  | { readonly kind: 'after-sunset'; readonly sunset: string }
  | { readonly kind: 'gated-away'; readonly feature: string }
  | { readonly kind: 'deferred' }
  | { readonly kind: 'ordinary' };

/** What kind of removal an old operation missing from the new contract is; undefined when it is not missing. */
export function removalOf(pair: OperationPair): Removal | undefined {
  const old = pair.a;
  if (old === undefined) return undefined;
  if (pair.renamed) return { kind: 'renamed' };
  if (pair.b !== undefined) return undefined;
  // A deferred operation was never advertised: its removal is neither after a sunset nor gated away.
  if (statusOf(old) === 'deferred') return { kind: 'deferred' };
  const sunset = reachedSunset(statusOf(old) === 'deprecated', old.sunset, pair.contracts.b.protocol.version);
  if (sunset !== undefined) return { kind: 'after-sunset', sunset };
  if (gatedAway(old, pair.contracts)) return { kind: 'gated-away', feature: old.requires! };
  return { kind: 'ordinary' };
}

/** How an operation's status moved between deferred (reserved, never advertised) and anything else. */
export function statusChangeOf(pair: OperationPair): 'deferred' | 'undeferred' | 'changed' | undefined {
  const both = sameOperation(pair);
  if (both === undefined) return undefined;
  const [sx, sy] = both.map(statusOf);
  if (sx === sy) return undefined;
  return sy === 'deferred' ? 'deferred' : sx === 'deferred' ? 'undeferred' : 'changed';
}
