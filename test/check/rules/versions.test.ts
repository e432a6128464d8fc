/**
 * The version rules, held to their wording and place: deprecation-sunset
 * (generator/check/rules/deprecation-sunset.ts) — a sunset stands only beside a deprecation and comes
 * after the operation's since — and since-versions (since-versions.ts) — nothing appeared later than
 * the contract version, which is itself allowed.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, operationLines, yaml } from './support.ts';

/** An operation `name` (lines 3–13 of its file, since on line 10) with `extra` lines after its since. */
const operation = (name: string, ...extra: string[]) =>
  operationLines(name, {
    since: '1.1.0',
    extra,
    params: '{ type: object, properties: { old: { type: string, deprecated: true, sunset: 1.1.0 } } }',
  });

describe('deprecation-sunset', () => {
  it('rule: an operation with a sunset but no deprecation is told to add status: deprecated, at the sunset key', async () => {
    const files = { 'extra.yaml': yaml('operations:', ...operation('ping.legacy', '    sunset: 2.0.0')) };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:11:5  sunset-without-deprecation  operation ping.legacy has sunset 2.0.0 but is not deprecated: a sunset says from which version something deprecated may be removed; add status: deprecated to ping.legacy, or remove the sunset',
      'extra.yaml:12:90  sunset-not-after-since  this schema has sunset 1.1.0, which is not after 1.1.0, the since of operation ping.legacy: what a version introduced may be removed only in a later one; raise the sunset above 1.1.0',
    ]);
  });

  it('rule: a schema with a sunset but no deprecated: true is told to add it, at the sunset key', async () => {
    const files = { 'extra.yaml': yaml('types:', '  Old:', '    type: string', '    sunset: 2.0.0') };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:5:5  sunset-without-deprecation  this schema has sunset 2.0.0 but is not deprecated: a sunset says from which version something deprecated may be removed; add deprecated: true beside it, or remove the sunset',
    ]);
  });
});

describe('since-versions', () => {
  it('rule: a since later than the contract version is reported, naming what has it', async () => {
    const files = {
      'extra.yaml': yaml(
        'limits:',
        '  later:',
        '    value: 77',
        '    unit: count',
        '    description: Too new.',
        '    since: 1.3.0',
      ),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:7:12  since-after-version  limit later has since 1.3.0, later than the contract version 1.2.0',
    ]);
  });

  it('rule: a since equal to the contract version is allowed', async () => {
    const files = {
      'extra.yaml': yaml(
        'limits:',
        '  current:',
        '    value: 77',
        '    unit: count',
        '    description: Just added.',
        '    since: 1.2.0',
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });
});
