/**
 * Inputs near the examples a test writes (fast-check): a member replaced, removed or added anywhere
 * in one, from values the test names and small JSON, so both sides of every check are reached.
 */
import fc from 'fast-check';

export const SEEDED = { seed: 20261206, numRuns: 100 } as const;

type Edit = {
  readonly at: number;
  readonly kind: 'replace' | 'remove' | 'add';
  readonly value: unknown;
  readonly key: string;
};

/** Values near `examples`, edits drawn from `values` (and small JSON) with keys from `keys`. */
export function variantsOf(
  examples: readonly unknown[],
  values: readonly unknown[],
  keys: readonly string[],
): fc.Arbitrary<unknown> {
  const edit = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('replace' as const, 'remove' as const, 'add' as const),
    value: fc.oneof(fc.constantFrom(...values), fc.jsonValue({ maxDepth: 2 })),
    key: fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 3 })),
  });
  return fc.tuple(fc.constantFrom(...examples), fc.array(edit, { maxLength: 3 })).map(([example, edits]) => {
    let value: unknown = structuredClone(example);
    for (const step of edits) value = applyEdit(value, step);
    return value;
  });
}

function containers(value: unknown, into: object[] = []): object[] {
  if (typeof value === 'object' && value !== null) {
    into.push(value);
    for (const child of Object.values(value)) containers(child, into);
  }
  return into;
}

function applyEdit(value: unknown, { at, kind, value: replacement, key }: Edit): unknown {
  const all = containers(value);
  if (all.length === 0) return replacement;
  const target = all[at % all.length]! as Record<string, unknown>;
  const keys = Object.keys(target);
  const existing = keys.length === 0 ? undefined : keys[at % keys.length]!;
  if (kind === 'add' || existing === undefined) {
    if (Array.isArray(target)) target.push(structuredClone(replacement));
    else
      Object.defineProperty(target, key, {
        value: structuredClone(replacement),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  } else if (kind === 'remove') {
    if (Array.isArray(target)) target.splice(Number(existing), 1);
    else delete target[existing];
  } else {
    target[existing] = structuredClone(replacement);
  }
  return value;
}
