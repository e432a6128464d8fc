import type { OperationDefinition } from '../../load/spec-document.ts';
import type { ContractPath, Fact } from '../classify.ts';
import { operationDirections } from '../directions.ts';
import type { CompareSchemas, ContractsPair } from '../pairs.ts';
import { isNewGate } from '../rules/support/operation-availability.ts';
import { runContractRules } from '../run-rules.ts';
import { canonicalJson, shapeOf, type TypeTable } from '../schema-shape.ts';
import { pairByName, partition } from './named-pairs.ts';

type Emit = (fact: Fact) => void;

/** What an operation does on the wire, without its documentation: two operations with the same signature are one renamed. */
function signature(op: OperationDefinition, types: TypeTable): string {
  return canonicalJson({
    ...op,
    description: undefined,
    examples: undefined,
    since: undefined,
    group: undefined,
    params: shapeOf(op.params, types).schema,
    result: shapeOf(op.result, types).schema,
  });
}

/** A removed operation and an added one of the same signature, as one renamed: old name → new name. */
function operationRenames({ a, b }: ContractsPair): Map<string, string> {
  const parts = partition(a.operations, b.operations);
  const renames = new Map<string, string>();
  for (const op of parts.removed) {
    const sig = signature(a.operations[op]!, a.types ?? {});
    const target = parts.added.find(
      (name) => ![...renames.values()].includes(name) && signature(b.operations[name]!, b.types ?? {}) === sig,
    );
    if (target !== undefined) renames.set(op, target);
  }
  return renames;
}

/**
 * Pairs the operations of two contracts — by name, and a removed one with an added one of the same
 * signature as one renamed — and runs the operation rules on each pair (removed and renamed first,
 * then added, then those in both); the params and results of an operation in both are compared as
 * schemas, with the gate a new feature puts on them.
 */
export function compareOperations(contracts: ContractsPair, emit: Emit, schemas: CompareSchemas): void {
  const operations = pairByName(contracts.a.operations, contracts.b.operations, contracts, operationRenames(contracts));
  for (const pair of [...operations.removed, ...operations.added]) runContractRules('operation', pair, emit);
  for (const pair of operations.common) {
    runContractRules('operation', pair, emit);
    const [x, y] = [pair.a!, pair.b!];
    // A gated operation's params and results only ever pass between peers that both know the feature.
    const gated = isNewGate(y.requires, contracts) && x.requires === undefined;
    const [request, response] = operationDirections(y);
    const at = (part: string): ContractPath => ['operations', pair.name, part];
    schemas(x.params, y.params, at('params'), at('params'), request, gated);
    schemas(x.result, y.result, at('result'), at('result'), response, gated);
  }
}
