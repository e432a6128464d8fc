import type { ContractsPair, NamedPair } from '../pairs.ts';

type NamedRecord<T> = Readonly<Record<string, T>> | undefined;

const keysOf = (record: object | undefined) => Object.keys(record ?? {}).sort();

/** Names only in the old record, in both, and only in the new one, each sorted. */
export function partition(oldRecord: object | undefined, newRecord: object | undefined) {
  const a = keysOf(oldRecord);
  const b = new Set(keysOf(newRecord));
  return {
    removed: a.filter((k) => !b.has(k)),
    common: a.filter((k) => b.has(k)),
    added: [...b].filter((k) => !a.includes(k)),
  };
}

const own = <T>(record: NamedRecord<T>, name: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, name) ? record[name] : undefined;

/**
 * The definitions of one section matched across two contracts: by name, or — where `renames` (old
 * name → new name) says a removed one and an added one are one renamed — as one renamed pair, listed
 * with the removed ones. Each list is sorted by (old) name.
 */
export function pairByName<T>(
  a: NamedRecord<T>,
  b: NamedRecord<T>,
  contracts: ContractsPair,
  renames: ReadonlyMap<string, string> = new Map(),
) {
  const parts = partition(a, b);
  const renamedTo = new Set(renames.values());
  const pair = (name: string, newName = name): NamedPair<T> => ({
    name,
    newName,
    a: own(a, name),
    b: own(b, newName),
    renamed: newName !== name,
    contracts,
  });
  return {
    added: parts.added.filter((name) => !renamedTo.has(name)).map((name) => pair(name)),
    removed: parts.removed.map((name) => pair(name, renames.get(name))),
    common: parts.common.map((name) => pair(name)),
  };
}
