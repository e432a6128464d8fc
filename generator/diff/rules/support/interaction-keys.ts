import type { InteractionCatalogDefinition, InteractionCommandDefinition } from '../../../load/spec-document.ts';
import { canonicalJson } from '../../schema-shape.ts';

/**
 * Catalog and command keys that word or label things for people and models: they accept and reject
 * nothing. A catalog's `category` and `error` are its commands' defaults, wording as a command's own are.
 */
export const CATALOG_WORDING: ReadonlySet<string> = new Set([
  'description',
  'tags',
  'unknownError',
  'modeError',
  'ownershipError',
  'selectionError',
  'category',
  'error',
]);
export const COMMAND_WORDING: ReadonlySet<string> = new Set(['description', 'category', 'tags', 'error']);

/** The keys either side has, but those named, whose values differ, sorted. */
function changedKeys(x: object, y: object, skip: readonly string[]): string[] {
  const [rx, ry] = [x as Record<string, unknown>, y as Record<string, unknown>];
  return [...new Set([...Object.keys(rx), ...Object.keys(ry)])]
    .filter((key) => !skip.includes(key) && canonicalJson(rx[key]) !== canonicalJson(ry[key]))
    .sort();
}

/** A catalog's changed keys; its commands are paired one by one. */
export function changedCatalogKeys(x: InteractionCatalogDefinition, y: InteractionCatalogDefinition): string[] {
  return changedKeys(x, y, ['commands']);
}

/** A command's changed keys; its fields (and whether it admits others) are compared as the schema of its answers. */
export function changedCommandKeys(x: InteractionCommandDefinition, y: InteractionCommandDefinition): string[] {
  return changedKeys(x, y, ['fields', 'additionalProperties']);
}
