import type { SpecDocument } from '../../load/spec-document.ts';
import { mapSpecSchemas } from '../../schema/spec-schemas.ts';
import { writtenBoundsOf } from '../../schema/written-bounds.ts';

/** For each limit, the bounds that name it, as `<path> <keyword>`. */
function limitUses(spec: SpecDocument): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  mapSpecSchemas(spec, (node, path) => {
    for (const [keyword, written] of Object.entries(writtenBoundsOf(node))) {
      if (!('limit' in written)) continue;
      const places = uses.get(written.limit) ?? new Set<string>();
      uses.set(written.limit, places.add(`${JSON.stringify(path)} ${keyword}`));
    }
    return node;
  });
  return uses;
}

/**
 * Limits renamed between two contracts, old name → new name: a limit only the old contract declares
 * and one only the new contract declares, of the same value and unit, where every bound that named
 * the old one names the new one. Without a bound to follow it a rename cannot be told from a removal
 * and an addition, and is reported as those.
 */
export function limitRenames(a: SpecDocument, b: SpecDocument): Map<string, string> {
  const [usesA, usesB] = [limitUses(a), limitUses(b)];
  const renames = new Map<string, string>();
  const added = Object.keys(b.limits)
    .filter((name) => !Object.hasOwn(a.limits, name))
    .sort();
  for (const name of Object.keys(a.limits)
    .filter((limit) => !Object.hasOwn(b.limits, limit))
    .sort()) {
    const [limit, uses] = [a.limits[name]!, usesA.get(name)];
    if (uses === undefined) continue;
    const target = added.find((candidate) => {
      const other = b.limits[candidate]!;
      const followed = usesB.get(candidate);
      return (
        ![...renames.values()].includes(candidate) &&
        other.value === limit.value &&
        other.unit === limit.unit &&
        [...uses].every((use) => followed?.has(use))
      );
    });
    if (target !== undefined) renames.set(name, target);
  }
  return renames;
}
