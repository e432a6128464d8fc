/**
 * version-scheme (generator/check/rules/version-scheme.ts): a contract numbers its versions as
 * semver or as revision dates (YYYY-MM-DD), one way throughout — every since and sunset takes the
 * form protocol.version has, and a date is a day of the calendar. Reported at the value.
 */
import { describe, expect, it } from 'vitest';
import { checked, diagnose, yaml } from './support.ts';

/** The minimal spec re-versioned by date: its protocol file with `version`, and one operation with `since`. */
const dated = (version: string, since: string) => ({
  'protocol.yaml': yaml(
    'protocol:',
    '  name: ping-protocol',
    '  title: Ping protocol',
    "  package: '@example/ping-protocol'",
    `  version: '${version}'`,
    'limits:',
    '  payloadBytes: { value: 64, unit: bytes, description: Most bytes of a payload. }',
  ),
  'operations.yaml': yaml(
    'operations:',
    '  ping:',
    `    since: '${since}'`,
    '    params: { type: object }',
    '    result: { type: object }',
  ),
});

describe('version-scheme', () => {
  it('rule: a date version with date sinces is a valid contract', async () => {
    const { lines, spec } = await checked(dated('2025-06-18', '2025-03-26'));
    expect(lines).toEqual([]);
    expect(spec!.protocol.version).toBe('2025-06-18');
  });

  it('rule: a since of the other form is an error at it, naming the protocol version and its form', async () => {
    expect(await diagnose(dated('2025-06-18', '1.0.0'))).toEqual([
      'operations.yaml:4:12  version-scheme-mixed  the since of operation ping is 1.0.0, but protocol.version 2025-06-18 is a date (YYYY-MM-DD): a spec numbers its versions one way',
    ]);
  });

  it('rule: a date that is no day of the calendar is an error, in the version and in a since', async () => {
    expect(await diagnose(dated('2025-02-30', '2025-02-29'))).toEqual([
      'operations.yaml:4:12  version-not-a-date  the since of operation ping is 2025-02-29, which is no day of the calendar',
      'protocol.yaml:6:12  version-not-a-date  protocol.version is 2025-02-30, which is no day of the calendar',
    ]);
  });

  it('rule: a since later than a date version is since-after-version, as for semver', async () => {
    expect(await diagnose(dated('2025-06-18', '2025-11-25'))).toEqual([
      'operations.yaml:4:12  since-after-version  operation ping has since 2025-11-25, later than the contract version 2025-06-18',
    ]);
  });
});
