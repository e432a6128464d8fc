import type { JsonSchema, SpecDocument } from '../load/spec-document.ts';
import { mapSpecSchemas } from '../schema/spec-schemas.ts';
import { dropWrittenBounds } from '../schema/written-bounds.ts';
import type { Direction } from './change.ts';
import type { ContractPath, Fact } from './classify.ts';
import { compareSchemas } from './compare-schema.ts';
import { compareInteractions } from './pairing/interactions.ts';
import { limitRenames } from './pairing/limit-renames.ts';
import { compareOperations } from './pairing/operations.ts';
import {
  compareConstants,
  compareErrors,
  compareFeatures,
  compareFraming,
  compareGroups,
  compareLimits,
  compareProtocol,
  compareVocabularies,
} from './pairing/sections.ts';
import { compareTypes } from './pairing/types.ts';
import type { ContractsPair } from './pairs.ts';
import type { TypeTable } from './schema-shape.ts';

/**
 * Compares two checked specs section by section and reports every difference as a fact for the
 * rules to classify. Pure: the same two specs give the same facts in the same order. Each section's
 * pairing (pairing/) matches old elements with new ones and hands each pair to the rules (rules/).
 */
export function compareContracts(oldWritten: SpecDocument, newWritten: SpecDocument): Fact[] {
  // A bound is what it accepts: the number check resolved. Which limit named it is documentation,
  // read here only to tell a renamed limit, which its bounds followed, from a removal and an addition.
  const renamedLimits = limitRenames(oldWritten, newWritten);
  const [oldSpec, newSpec] = [oldWritten, newWritten].map((spec) => mapSpecSchemas(spec, dropWrittenBounds)) as [
    SpecDocument,
    SpecDocument,
  ];
  const contracts: ContractsPair = { a: oldSpec, b: newSpec };
  const facts: Fact[] = [];
  const emit = (fact: Fact) => facts.push(fact);
  const oldTypes: TypeTable = oldSpec.types ?? {};
  const newTypes: TypeTable = newSpec.types ?? {};
  const oldFeatures = new Set(Object.keys(oldSpec.features ?? {}));
  const schemas = (
    a: JsonSchema,
    b: JsonSchema,
    oldPath: ContractPath,
    newPath: ContractPath,
    direction: Direction,
    gated = false,
  ) =>
    compareSchemas(
      { oldTypes, newTypes, oldFeatures, direction, newVersion: newSpec.protocol.version, report: emit },
      a,
      b,
      oldPath,
      newPath,
      gated,
    );

  compareConstants(contracts, emit);
  compareFraming(contracts, emit);
  compareProtocol(contracts, emit);
  compareVocabularies(contracts, emit);
  compareGroups(contracts, emit);
  compareOperations(contracts, emit, schemas);
  compareErrors(contracts, emit);
  compareLimits(contracts, emit, renamedLimits);
  compareFeatures(contracts, emit);
  compareTypes(contracts, emit, schemas);
  compareInteractions(contracts, emit);
  return facts;
}
