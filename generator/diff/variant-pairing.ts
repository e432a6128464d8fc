import type { JsonSchema } from '../load/spec-document.ts';
import { mapSchema } from '../schema/type-refs.ts';
import { canonicalJson, DOC_KEYWORDS, shapeOf, variantKeys, type TypeTable } from './schema-shape.ts';

/** How the variants of two unions pair up: matched positions, and the ones only one side has. */
export interface VariantPairing {
  readonly pairs: readonly (readonly [number, number])[];
  readonly removed: readonly number[];
  readonly added: readonly number[];
  readonly keysA: readonly string[];
  readonly keysB: readonly string[];
}

const DOCS = new Set<string>(DOC_KEYWORDS);
const positional = (key: string) => key.startsWith('#');

/** What a variant accepts, as one text: its shape without documentation, references by name. */
function shapeText(variant: JsonSchema, types: TypeTable): string {
  return canonicalJson(
    mapSchema(shapeOf(variant, types).schema, (node) =>
      Object.fromEntries(Object.entries(node).filter(([key]) => !DOCS.has(key))),
    ),
  );
}

/**
 * Pairs the variants of an old and a new union. Variants told apart by a constant, a named type or
 * their required members pair by that key (variantKeys). The others — no discriminator at all —
 * pair first by equal shapes wherever they stand (anyOf and oneOf are unordered: reordering them is
 * no change), then the rest in the order they come, so an edited variant is compared with its old
 * self rather than reported removed and added.
 */
export function pairVariants(
  la: readonly JsonSchema[],
  lb: readonly JsonSchema[],
  oldTypes: TypeTable,
  newTypes: TypeTable,
): VariantPairing {
  const keysA = variantKeys(la, oldTypes);
  const keysB = variantKeys(lb, newTypes);
  const pairs: [number, number][] = [];
  const matchedB = new Set<number>();
  const loose: number[] = [];
  keysA.forEach((key, index) => {
    if (positional(key)) return void loose.push(index);
    const match = keysB.indexOf(key);
    if (match >= 0) {
      pairs.push([index, match]);
      matchedB.add(match);
    }
  });
  const looseB = keysB.map((_key, index) => index).filter((index) => positional(keysB[index]!) && !matchedB.has(index));
  const textB = new Map(looseB.map((index) => [index, shapeText(lb[index]!, newTypes)]));
  const unpairedA: number[] = [];
  for (const index of loose) {
    const text = shapeText(la[index]!, oldTypes);
    const match = looseB.find((candidate) => !matchedB.has(candidate) && textB.get(candidate) === text);
    if (match === undefined) unpairedA.push(index);
    else {
      pairs.push([index, match]);
      matchedB.add(match);
    }
  }
  const unpairedB = looseB.filter((index) => !matchedB.has(index));
  unpairedA.forEach((index, order) => {
    if (order < unpairedB.length) {
      pairs.push([index, unpairedB[order]!]);
      matchedB.add(unpairedB[order]!);
    }
  });
  const pairedA = new Set(pairs.map(([index]) => index));
  return {
    pairs: pairs.sort((x, y) => x[0] - y[0]),
    removed: keysA.map((_key, index) => index).filter((index) => !pairedA.has(index)),
    added: keysB.map((_key, index) => index).filter((index) => !matchedB.has(index)),
    keysA,
    keysB,
  };
}
