import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { compareVersions, versionScheme } from '../../schema/versions.ts';
import type { SpecRule } from '../rule.ts';
import { versionedEntries } from '../versioned-entries.ts';

/** Versions of two forms are version-scheme's to report, not compared here. */
const sameScheme = (a: string, b: string) => versionScheme(a) === versionScheme(b);

/** Nothing can have appeared in a release later than the contract version being described. */
export const sinceVersions: SpecRule = {
  id: 'since-versions',
  check({ spec, locate }) {
    const { version } = spec.protocol;
    const problems: Diagnostic[] = [];
    for (const { section, noun, name, since } of versionedEntries(spec)) {
      if (since !== undefined && sameScheme(since, version) && compareVersions(since, version) > 0) {
        problems.push(
          diagnostic(
            'since-after-version',
            { what: `${noun} ${name}`, since, version },
            locate([section, name, 'since']),
          ),
        );
      }
    }
    return problems;
  },
};
