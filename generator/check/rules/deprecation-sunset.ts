import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { JsonPath } from '../../load/merge-files.ts';
import { compareVersions, versionScheme } from '../../schema/versions.ts';
import type { SpecRule } from '../rule.ts';

/**
 * A `sunset` says from which version something deprecated may go, and the contract diff lets its
 * removal through from then on. So it stands only beside a deprecation (else the contract would
 * drop it without ever having warned its readers), and an operation's comes after the version that
 * introduced the operation, as does one on a member of its params or result. The meta-schema checks
 * the version's form.
 */
export const deprecationSunset: SpecRule = {
  id: 'deprecation-sunset',
  check({ spec, schemas, locate }) {
    const problems: Diagnostic[] = [];
    const afterSince = (op: string, what: string, sunset: string, at: JsonPath) => {
      const { since } = spec.operations[op]!;
      if (since !== undefined && versionScheme(since) === versionScheme(sunset) && compareVersions(sunset, since) <= 0)
        problems.push(diagnostic('sunset-not-after-since', { what, sunset, since, op }, locate([...at, 'sunset'])));
    };
    for (const [op, operation] of Object.entries(spec.operations)) {
      if (operation.sunset === undefined) continue;
      if (operation.status !== 'deprecated') {
        const fix = `add status: deprecated to ${op}`;
        problems.push(
          diagnostic(
            'sunset-without-deprecation',
            { what: `operation ${op}`, sunset: operation.sunset, fix },
            locate(['operations', op, 'sunset'], 'key'),
          ),
        );
      }
      afterSince(op, `operation ${op}`, operation.sunset, ['operations', op]);
    }
    for (const { schema, path } of schemas) {
      if (typeof schema.sunset !== 'string') continue;
      if (schema.deprecated !== true) {
        problems.push(
          diagnostic(
            'sunset-without-deprecation',
            { what: 'this schema', sunset: schema.sunset, fix: 'add deprecated: true beside it' },
            locate([...path, 'sunset'], 'key'),
          ),
        );
      }
      if (path[0] === 'operations') afterSince(String(path[1]), 'this schema', schema.sunset, path);
    }
    return problems;
  },
};
