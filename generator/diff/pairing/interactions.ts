import type { InteractionCommandDefinition, JsonSchema } from '../../load/spec-document.ts';
import type { ContractPath, Fact } from '../classify.ts';
import { compareSchemas } from '../compare-schema.ts';
import type { CommandPair, ContractsPair } from '../pairs.ts';
import { runContractRules } from '../run-rules.ts';
import { pairByName } from './named-pairs.ts';

type Emit = (fact: Fact) => void;

/** A command's fields as the object schema its answers must match, so fields compare like properties. */
function commandObject(command: InteractionCommandDefinition): JsonSchema {
  const fields = command.fields ?? {};
  return {
    type: 'object',
    ...(command.additionalProperties === true ? {} : { additionalProperties: false }),
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        { ...(field.jsonSchema ?? {}), ...(field.description ? { description: field.description } : {}) },
      ]),
    ),
    required: Object.entries(fields)
      .filter(([, field]) => field.required === true)
      .map(([name]) => name),
  };
}

/**
 * Pairs the interaction catalogs of two contracts by name, and the commands of a catalog both have by
 * id, running the rules of each on each pair: those only the new contract has, then those only the
 * old one has, then those in both — a catalog in both followed by its commands, and a command in both
 * by its fields, compared as the schema of its answers (client to host).
 */
export function compareInteractions(contracts: ContractsPair, emit: Emit): void {
  const catalogs = pairByName(contracts.a.interactions, contracts.b.interactions, contracts);
  for (const pair of [...catalogs.added, ...catalogs.removed]) runContractRules('catalog', pair, emit);
  for (const pair of catalogs.common) {
    const [x, y] = [pair.a!, pair.b!];
    runContractRules('catalog', pair, emit);
    const commands = pairByName(x.commands, y.commands, contracts);
    for (const command of [...commands.added, ...commands.removed])
      runContractRules('command', { ...command, catalog: pair.name }, emit);
    for (const command of commands.common) compareCommand({ ...command, catalog: pair.name }, emit);
  }
}

function compareCommand(pair: CommandPair, emit: Emit): void {
  const [x, y] = [pair.a!, pair.b!];
  const { a, b } = pair.contracts;
  const base = ['interactions', pair.catalog, 'commands', pair.name];
  runContractRules('command', pair, emit);
  // Field paths: properties/<f> of the command object is fields/<f>/jsonSchema in the spec.
  const remap = (path: ContractPath): ContractPath =>
    path[base.length] === 'properties' && path.length > base.length + 1
      ? [...base, 'fields', path[base.length + 1]!, 'jsonSchema', ...path.slice(base.length + 2)]
      : path[base.length] === 'properties' || path[base.length] === 'required'
        ? [...base, 'fields']
        : path;
  const report = (fact: Fact) => emit({ ...fact, old: remap(fact.old), new: remap(fact.new) });
  const comparison = {
    oldTypes: a.types ?? {},
    newTypes: b.types ?? {},
    oldFeatures: new Set(Object.keys(a.features ?? {})),
    direction: 'client-to-host' as const,
    newVersion: b.protocol.version,
    report,
  };
  compareSchemas(comparison, commandObject(x), commandObject(y), base, base);
}
