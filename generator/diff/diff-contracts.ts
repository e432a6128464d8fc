import { applyAcceptances, type Acceptance } from './accepted-changes.ts';
import type { Change, DiffReport } from './change.ts';
import { classifyFact } from './classify.ts';
import { compareContracts } from './compare-contracts.ts';
import type { Contract } from './contract-source.ts';
import { versionGate } from './version-gate.ts';

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
  const oldVersion = oldContract.spec.protocol.version;
  const newVersion = newContract.spec.protocol.version;
  const gate = versionGate(changes, oldVersion, newVersion);
  const count = (severity: Change['severity']) =>
    changes.filter((change) => change.severity === severity && !change.accepted).length;
  return {
    changes,
    summary: {
      breaking: count('breaking'),
      dangerous: count('dangerous'),
      safe: count('safe'),
      accepted: changes.filter((change) => change.accepted).length,
      oldVersion,
      newVersion,
      ...gate,
    },
    staleAcceptances: stale,
  };
}
