import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { compareVersions, versionScheme } from '../../schema/versions.ts';

/** Versions of two forms are version-scheme's to report, not compared here. */
const sameScheme = (a: string, b: string) => versionScheme(a) === versionScheme(b);
import type { SpecRule } from '../rule.ts';

/** Nothing can have appeared in a release later than the contract version being described. */
export const sinceVersions: SpecRule = {
  id: 'since-versions',
  check({ spec, locate }) {
    const { version } = spec.protocol;
    const problems: Diagnostic[] = [];
    const sections = [
      ['operations', 'operation', spec.operations],
      ['errors', 'error code', spec.errors],
      ['limits', 'limit', spec.limits],
      ['features', 'feature', spec.features ?? {}],
      ['constants', 'constant', spec.constants ?? {}],
    ] as const;
    for (const [section, noun, entries] of sections) {
      for (const [name, entry] of Object.entries(entries as Record<string, { since?: string }>)) {
        if (
          entry.since !== undefined &&
          sameScheme(entry.since, version) &&
          compareVersions(entry.since, version) > 0
        ) {
          problems.push(
            diagnostic(
              'since-after-version',
              { what: `${noun} ${name}`, since: entry.since, version },
              locate([section, name, 'since']),
            ),
          );
        }
      }
    }
    return problems;
  },
};
