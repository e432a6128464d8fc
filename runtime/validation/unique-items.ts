import { deepEqual } from './deep-equal.js';

/**
 * The first pair of equal items `[earlier, later]` of an array, or undefined when every item differs
 * (JSON Schema's `uniqueItems`, equality as deepEqual). Scalars go through a Map, linear where
 * pairwise comparison of 1,024 hostile items would be half a million calls; a Map tells scalars apart
 * as deepEqual does (0 and -0 equal, "1" and 1 not) and, unlike the plain-object index Ajv's own
 * keyword keeps, has no inherited keys: two "__proto__" strings are a duplicate like any other pair.
 */
export function duplicatePair(items: readonly unknown[]): [number, number] | undefined {
  const scalars = new Map<unknown, number>();
  const composites: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (typeof item !== 'object' || item === null) {
      const earlier = scalars.get(item);
      if (earlier !== undefined) return [earlier, i];
      scalars.set(item, i);
      continue;
    }
    for (const earlier of composites) if (deepEqual(items[earlier], item)) return [earlier, i];
    composites.push(i);
  }
  return undefined;
}
