import type { JsonSchema } from '../../../load/spec-document.ts';
import type { ContractPath } from '../../classify.ts';
import { matchKeys } from '../../schema-keywords/matched-keys.ts';
import type { SchemaPair } from '../../schema-keywords/schema-pair.ts';

const listsOf = (schema: JsonSchema): Readonly<Record<string, readonly string[]>> =>
  typeof schema.dependentRequired === 'object' && schema.dependentRequired !== null
    ? (schema.dependentRequired as Record<string, string[]>)
    : {};

/** One (present property → required property) requirement only one side makes, and where it sits on each side. */
export interface DependentRequirement {
  readonly property: string;
  readonly required: string;
  readonly oldAt: ContractPath;
  readonly newAt: ContractPath;
}

/**
 * The requirements the new side adds (`added`) or the old side drops (`removed`). Each (present
 * property → required property) pair is a requirement of its own; the order of a list means nothing.
 * The side that has it points at the name in its list; the other at its list, or the keyword.
 */
export function dependentRequirements(pair: SchemaPair, side: 'added' | 'removed'): DependentRequirement[] {
  if (pair.a.dependentRequired === undefined && pair.b.dependentRequired === undefined) return [];
  const [da, db] = [listsOf(pair.a), listsOf(pair.b)];
  const found: DependentRequirement[] = [];
  for (const { key: property, inOld, inNew, oldAt, newAt } of matchKeys(
    pair,
    'dependentRequired',
    Object.keys(da),
    Object.keys(db),
  )) {
    const [la, lb] = [inOld ? da[property]! : [], inNew ? db[property]! : []];
    const [own, other] = side === 'added' ? [lb, la] : [la, lb];
    own.forEach((required, index) => {
      if (other.includes(required)) return;
      found.push({
        property,
        required,
        ...(side === 'added' ? { oldAt, newAt: [...newAt, index] } : { oldAt: [...oldAt, index], newAt }),
      });
    });
  }
  return found;
}
