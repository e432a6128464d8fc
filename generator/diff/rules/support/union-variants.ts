import type { JsonSchema } from '../../../load/spec-document.ts';
import type { ContractPath } from '../../classify.ts';
import { UNION_KEYWORDS } from '../../schema-matches.ts';
import type { SchemaPair } from '../../schema-keywords/schema-pair.ts';
import { gateNote } from './gate-note.ts';
import { sunsetReached } from './sunset-removal.ts';

/** The variants of each union both sides have that the walker's pairing (variant-pairing.ts) left on one side. */

const listOf = (schema: JsonSchema, keyword: string) => schema[keyword] as JsonSchema[];

/** The variants the new unions add, with the gate that may keep them from old peers. */
export function addedVariants(
  pair: SchemaPair,
): { variant: string; gate: string; at: { old: ContractPath; new: ContractPath; gated: boolean } }[] {
  return UNION_KEYWORDS.flatMap((keyword) => {
    const pairing = pair.matches?.variants[keyword];
    if (pairing === undefined) return [];
    return pairing.added.map((index) => {
      const feature = pair.newGate(listOf(pair.b, keyword)[index]!);
      const at = {
        old: [...pair.oldPath, keyword],
        new: [...pair.newPath, keyword, index],
        gated: pair.gated || feature !== undefined,
      };
      return { variant: pairing.keysB[index]!, gate: gateNote(feature), at };
    });
  });
}

/** The variants the new unions drop, with the sunset a deprecated one had reached. */
export function removedVariants(
  pair: SchemaPair,
): { variant: string; sunset: string | undefined; at: { old: ContractPath; new: ContractPath } }[] {
  return UNION_KEYWORDS.flatMap((keyword) => {
    const pairing = pair.matches?.variants[keyword];
    if (pairing === undefined) return [];
    return pairing.removed.map((index) => ({
      variant: pairing.keysA[index]!,
      sunset: sunsetReached(pair, listOf(pair.a, keyword)[index]!),
      at: { old: [...pair.oldPath, keyword, index], new: [...pair.newPath, keyword] },
    }));
  });
}
