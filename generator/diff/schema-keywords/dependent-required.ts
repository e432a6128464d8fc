import type { JsonSchema } from '../../load/spec-document.ts';
import { unitedKeys, type KeywordComparison } from './schema-pair.ts';

const listsOf = (schema: JsonSchema): Readonly<Record<string, readonly string[]>> =>
  typeof schema.dependentRequired === 'object' && schema.dependentRequired !== null ? (schema.dependentRequired as Record<string, string[]>) : {};

/** Each (present property → required property) pair is a requirement of its own; the order of a list means nothing. */
export const dependentRequiredComparison: KeywordComparison = {
  keywords: ['dependentRequired'],
  compare(pair) {
    const [da, db] = [listsOf(pair.a), listsOf(pair.b)];
    for (const property of unitedKeys(da, db)) {
      const [la, lb] = [Object.hasOwn(da, property) ? da[property]! : [], Object.hasOwn(db, property) ? db[property]! : []];
      const oldList = [...pair.oldPath, 'dependentRequired', ...(Object.hasOwn(da, property) ? [property] : [])];
      const newList = [...pair.newPath, 'dependentRequired', ...(Object.hasOwn(db, property) ? [property] : [])];
      lb.forEach((required, index) => {
        if (!la.includes(required)) pair.fact('dependent-required-added', { property, required }, { old: oldList, new: [...newList, index] });
      });
      la.forEach((required, index) => {
        if (!lb.includes(required)) pair.fact('dependent-required-removed', { property, required }, { old: [...oldList, index], new: newList });
      });
    }
  },
};
