import type { ContractPath } from '../../classify.ts';
import type { NamedPair } from '../../pairs.ts';

/**
 * What the rules of a named section (constants, errors, limits, groups…) read off one pair: which
 * side has the definition, and where its change sits — an added definition at the section on the
 * old side, a removed one at the section on the new side, a field under the name on each side.
 */

/** The definition only the new contract has; undefined when the old one has it too (or a rename's old name). */
export function onlyNew<T>(pair: NamedPair<T>): T | undefined {
  return pair.a === undefined ? pair.b : undefined;
}

/** The definition only the old contract has; undefined when the new one has it too, under its name or renamed. */
export function onlyOld<T>(pair: NamedPair<T>): T | undefined {
  return pair.b === undefined ? pair.a : undefined;
}

/** The two sides of a definition both contracts have, by name or renamed. */
export function bothSides<T>(pair: NamedPair<T>): readonly [T, T] | undefined {
  return pair.a !== undefined && pair.b !== undefined ? [pair.a, pair.b] : undefined;
}

export function addedAt(
  pair: NamedPair<unknown>,
  section: ContractPath,
): { readonly old: ContractPath; readonly new: ContractPath } {
  return { old: section, new: [...section, pair.newName] };
}

export function removedAt(
  pair: NamedPair<unknown>,
  section: ContractPath,
): { readonly old: ContractPath; readonly new: ContractPath } {
  return { old: [...section, pair.name], new: section };
}

export function fieldAt(
  pair: NamedPair<unknown>,
  section: ContractPath,
  key: string,
): { readonly old: ContractPath; readonly new: ContractPath } {
  return { old: [...section, pair.name, key], new: [...section, pair.newName, key] };
}
