import type { Fact } from '../classify.ts';
import type { ContractsPair, VocabularyPair } from '../pairs.ts';
import { runContractRules } from '../run-rules.ts';
import { pairByName } from './named-pairs.ts';

/**
 * The contract's named sections besides operations, types and interactions — constants, framing,
 * the protocol's vocabularies, groups, errors, limits, features — paired by name, each pair handed
 * to the rules of its kind: those only the new contract has first, then those only the old one has,
 * then those in both.
 */

type Emit = (fact: Fact) => void;

const inOrder = <T>(pairs: { added: T[]; removed: T[]; common: T[] }): T[] => [
  ...pairs.added,
  ...pairs.removed,
  ...pairs.common,
];

export function compareConstants(contracts: ContractsPair, emit: Emit): void {
  for (const pair of inOrder(pairByName(contracts.a.constants, contracts.b.constants, contracts))) {
    runContractRules('constant', pair, emit);
  }
}

/** The framing declaration, one pair whichever side declares it. */
export function compareFraming(contracts: ContractsPair, emit: Emit): void {
  if (contracts.a.framing === undefined && contracts.b.framing === undefined) return;
  runContractRules(
    'framing',
    { name: 'framing', newName: 'framing', a: contracts.a.framing, b: contracts.b.framing, renamed: false, contracts },
    emit,
  );
}

/** What the protocol declares of itself: its parts, its package, its title and description. */
export function compareProtocol(contracts: ContractsPair, emit: Emit): void {
  runContractRules('protocol', contracts, emit);
}

/** The terms of the protocol's closed vocabularies: client kinds, then scopes, then persistence classes. */
export function compareVocabularies(contracts: ContractsPair, emit: Emit): void {
  for (const vocabulary of ['clientKinds', 'scopes', 'persistence'] as const) {
    const terms = pairByName<unknown>(contracts.a.protocol[vocabulary], contracts.b.protocol[vocabulary], contracts);
    for (const term of inOrder(terms)) {
      const pair: VocabularyPair = { ...term, vocabulary };
      runContractRules('vocabulary', pair, emit);
    }
  }
}

export function compareGroups(contracts: ContractsPair, emit: Emit): void {
  for (const pair of inOrder(pairByName(contracts.a.groups, contracts.b.groups, contracts)))
    runContractRules('group', pair, emit);
}

export function compareErrors(contracts: ContractsPair, emit: Emit): void {
  for (const pair of inOrder(pairByName(contracts.a.errors, contracts.b.errors, contracts))) {
    runContractRules('error', pair, emit);
  }
}

/** Limits by name, and a removed one with the added one its bounds followed as one renamed (limit-renames.ts). */
export function compareLimits(contracts: ContractsPair, emit: Emit, renames: ReadonlyMap<string, string>): void {
  for (const pair of inOrder(pairByName(contracts.a.limits, contracts.b.limits, contracts, renames))) {
    runContractRules('limit', pair, emit);
  }
}

export function compareFeatures(contracts: ContractsPair, emit: Emit): void {
  for (const pair of inOrder(pairByName(contracts.a.features, contracts.b.features, contracts))) {
    runContractRules('feature', pair, emit);
  }
}
