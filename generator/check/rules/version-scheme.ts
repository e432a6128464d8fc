import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { JsonPath } from '../../load/merge-files.ts';
import { isCalendarDate, versionScheme } from '../../schema/versions.ts';
import type { SpecRule } from '../rule.ts';
import { versionedEntries } from '../versioned-entries.ts';

/**
 * A spec numbers its versions one way, the way protocol.version does: semver or revision dates.
 * Every since and sunset (of an operation, an error code, a limit, a feature, a constant, or a
 * schema) takes that form, and a date is a day of the calendar. Mixing the two would make `since`
 * and the diff's version gate compare what cannot be compared.
 */
export const versionSchemeRule: SpecRule = {
  id: 'version-scheme',
  check({ spec, schemas, locate }) {
    const { version } = spec.protocol;
    const scheme = versionScheme(version);
    const problems: Diagnostic[] = [];
    const judge = (value: string, what: string, at: JsonPath) => {
      if (versionScheme(value) !== scheme)
        problems.push(
          diagnostic('version-scheme-mixed', { what, value, version, scheme: SCHEME_NAMES[scheme] }, locate(at)),
        );
      else if (scheme === 'date' && !isCalendarDate(value))
        problems.push(diagnostic('version-not-a-date', { what, value }, locate(at)));
    };
    if (scheme === 'date' && !isCalendarDate(version))
      problems.push(
        diagnostic('version-not-a-date', { what: 'protocol.version', value: version }, locate(['protocol', 'version'])),
      );
    for (const entry of versionedEntries(spec)) {
      for (const key of ['since', 'sunset'] as const) {
        const value = entry[key];
        if (value !== undefined)
          judge(value, `the ${key} of ${entry.noun} ${entry.name}`, [entry.section, entry.name, key]);
      }
    }
    for (const { schema, path } of schemas)
      if (typeof schema.sunset === 'string') judge(schema.sunset, 'this sunset', [...path, 'sunset']);
    return problems;
  },
};

const SCHEME_NAMES = { semver: 'semver (MAJOR.MINOR.PATCH)', date: 'a date (YYYY-MM-DD)' } as const;
