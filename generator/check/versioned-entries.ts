import type { SpecDocument } from '../load/spec-document.ts';

/** One definition that may carry a since and a sunset: its section, the noun messages call it by, its name. */
export interface VersionedEntry {
  readonly section: 'operations' | 'errors' | 'limits' | 'features' | 'constants';
  readonly noun: string;
  readonly name: string;
  readonly since?: string;
  readonly sunset?: string;
}

/** Every operation, error code, limit, feature and constant, section by section: what the version rules read. */
export function versionedEntries(spec: SpecDocument): VersionedEntry[] {
  const sections = [
    ['operations', 'operation', spec.operations],
    ['errors', 'error code', spec.errors],
    ['limits', 'limit', spec.limits],
    ['features', 'feature', spec.features ?? {}],
    ['constants', 'constant', spec.constants ?? {}],
  ] as const;
  return sections.flatMap(([section, noun, entries]) =>
    Object.entries(entries as Record<string, { since?: string; sunset?: string }>).map(([name, entry]) => ({
      section,
      noun,
      name,
      ...(entry.since === undefined ? {} : { since: entry.since }),
      ...(entry.sunset === undefined ? {} : { sunset: entry.sunset }),
    })),
  );
}
