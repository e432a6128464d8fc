import type { ScopeDefinition, TargetPolicy } from '../../../load/spec-document.ts';
import type { VocabularyPair } from '../../pairs.ts';

/**
 * A scope's target policy on each side (optional where the scope does not say), when the scope is in
 * both contracts and its policy changed; undefined otherwise. Any other change to a scope is wording.
 */
export function changedScopeTarget(pair: VocabularyPair): readonly [TargetPolicy, TargetPolicy] | undefined {
  if (pair.vocabulary !== 'scopes' || pair.a === undefined || pair.b === undefined) return undefined;
  const [x, y] = [pair.a, pair.b].map((scope) => (scope as ScopeDefinition).target ?? 'optional') as [
    TargetPolicy,
    TargetPolicy,
  ];
  return x !== y ? [x, y] : undefined;
}
