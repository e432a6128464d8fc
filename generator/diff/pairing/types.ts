import type { JsonSchema } from '../../load/spec-document.ts';
import { mapSchema } from '../../schema/type-refs.ts';
import type { Fact } from '../classify.ts';
import { joinDirections, typeDirections } from '../directions.ts';
import type { CompareSchemas, ContractsPair, NamedPair, TypePair } from '../pairs.ts';
import { runContractRules } from '../run-rules.ts';
import { canonicalJson, DOC_KEYWORDS, shapeOf, type TypeTable } from '../schema-shape.ts';
import { pairByName } from './named-pairs.ts';

type Emit = (fact: Fact) => void;

function withoutDocs(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, (node) =>
    Object.fromEntries(Object.entries(node).filter(([key]) => !(DOC_KEYWORDS as readonly string[]).includes(key))),
  );
}

/**
 * Named types removed from the old contract that live on under another name, old name → new name:
 * the same shape under another name, whatever its documentation says. Each removed type (by name)
 * takes the first added one of its shape not taken yet.
 */
function typeRenames(oldTypes: TypeTable, newTypes: TypeTable): Map<string, string> {
  const shape = (schema: JsonSchema, types: TypeTable) => canonicalJson(withoutDocs(shapeOf(schema, types).schema));
  const removed = Object.keys(oldTypes)
    .filter((name) => !Object.hasOwn(newTypes, name))
    .sort();
  const added = Object.keys(newTypes)
    .filter((name) => !Object.hasOwn(oldTypes, name))
    .sort();
  const renames = new Map<string, string>();
  for (const name of removed) {
    const oldShape = shape(oldTypes[name]!, oldTypes);
    const target = added.find(
      (candidate) => ![...renames.values()].includes(candidate) && shape(newTypes[candidate]!, newTypes) === oldShape,
    );
    if (target !== undefined) renames.set(name, target);
  }
  return renames;
}

/**
 * Pairs the named types of two contracts — by name, and a removed one with an added one of the same
 * shape as one renamed — and runs the type rules on each pair: those in both first, each followed by
 * the comparison of its schema under /types/<Name> in the direction its uses give it, then the
 * removed and renamed ones, then the added ones (adding a type is no change, so hoisting a schema
 * into `types` reports nothing).
 */
export function compareTypes(contracts: ContractsPair, emit: Emit, schemas: CompareSchemas): void {
  const [oldTypes, newTypes] = [contracts.a.types ?? {}, contracts.b.types ?? {}];
  const [oldDirections, newDirections] = [typeDirections(contracts.a), typeDirections(contracts.b)];
  const pairs = pairByName(oldTypes, newTypes, contracts, typeRenames(oldTypes, newTypes));
  const typePair = (pair: NamedPair<JsonSchema>): TypePair => ({
    ...pair,
    direction: joinDirections(oldDirections.get(pair.name), newDirections.get(pair.newName)),
  });
  for (const pair of pairs.common.map(typePair)) {
    runContractRules('type', pair, emit);
    schemas(pair.a!, pair.b!, ['types', pair.name], ['types', pair.newName], pair.direction);
  }
  for (const pair of [...pairs.removed, ...pairs.added].map(typePair)) runContractRules('type', pair, emit);
}
