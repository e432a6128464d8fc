import type { SpecDocument } from '../load/spec-document.ts';

/** The sections a folder may leave out, and the protocol's vocabularies: each is read as empty then. */
const SECTIONS = ['groups', 'errors', 'limits'] as const;
const VOCABULARIES = ['clientKinds', 'scopes', 'persistence'] as const;

/**
 * The merged spec with every optional section and vocabulary present, empty where the folder
 * declares none (a JSON-RPC protocol has no groups, scopes or persistence classes), so every later
 * stage reads them as the declarations they are. A new object where something was added; the
 * input is never changed.
 */
export function withEmptySections(data: Readonly<Record<string, unknown>>): SpecDocument {
  const protocol = data['protocol'] as Record<string, unknown>;
  const missing = (record: Record<string, unknown>, keys: readonly string[]) =>
    Object.fromEntries(keys.filter((key) => record[key] === undefined).map((key) => [key, {}]));
  const vocabularies = missing(protocol, VOCABULARIES);
  const sections = missing(data, SECTIONS);
  const filled = Object.keys(vocabularies).length === 0 ? protocol : { ...protocol, ...vocabularies };
  return { ...data, ...sections, protocol: filled } as unknown as SpecDocument;
}
