import { applyAcceptances, type Acceptance } from './accepted-changes.ts';
import type { Change, DiffReport } from './change.ts';
import { summarizeChanges } from './change-summary.ts';
import { classifyFact } from './classify.ts';
import { compareContracts } from './compare-contracts.ts';
import type { Contract } from './contract-source.ts';

/**
 * The whole comparison: facts from the two checked specs, each classified by its rule into one
 * change per layer, acknowledgements applied, and the version gate computed from what is left.
 * The same two contracts always give the same report, in the same order.
 */
export function diffContracts(
  oldContract: Contract,
  newContract: Contract,
  accepted: readonly Acceptance[] = [],
): DiffReport {
  const seen = new Set<string>();
  const classified: Change[] = [];
  for (const fact of compareContracts(oldContract.spec, newContract.spec)) {
    for (const change of classifyFact(fact, oldContract.locate, newContract.locate)) {
      if (seen.has(change.fingerprint)) continue;
      seen.add(change.fingerprint);
      classified.push(change);
    }
  }
  const { changes, stale } = applyAcceptances(classified, accepted);
  return {
    changes,
    summary: summarizeChanges(changes, oldContract.spec.protocol.version, newContract.spec.protocol.version),
    staleAcceptances: stale,
  };
}
