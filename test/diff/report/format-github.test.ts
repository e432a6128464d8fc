/** GitHub workflow annotations (generator/diff/format/github.ts): whole outputs of small reports. */
import { describe, expect, it } from 'vitest';
import { githubReport } from '../../../generator/diff/format/github.ts';
import { at, change, plain, report, summary } from './support/format-reports.ts';

describe('github format', () => {
  it('rule: a change with a position is annotated at file, line and col; one without has only its title; stale acceptances warn; the summary is a notice', () => {
    const removed = change({
      rule: 'property-removed',
      severity: 'breaking',
      message: 'type Session: property owner removed',
      new: { pointer: '/types/Session/properties', location: at('spec/types.yaml', 12, 5) },
    });
    const enumAdded = change({
      rule: 'enum-value-added',
      severity: 'dangerous',
      message: 'type Mode: enum value "fast" added',
    });
    const out = githubReport(
      report([removed, enumAdded], {
        summary: summary({
          breaking: 1,
          dangerous: 1,
          requiredBump: 'minor',
          minimumVersion: '0.5.0',
          versionOk: false,
        }),
        staleAcceptances: ['fp-gone', 'fp-old'],
      }),
      plain,
    );
    expect(out).toBe(
      [
        '::error file=spec/types.yaml,line=12,col=5,title=property-removed::type Session: property owner removed',
        '::warning title=enum-value-added::type Mode: enum value "fast" added',
        '::warning title=stale acceptance::accepted change fp-gone no longer occurs; remove it from the accepted-changes file',
        '::warning title=stale acceptance::accepted change fp-old no longer occurs; remove it from the accepted-changes file',
        '::notice title=contract diff::main → HEAD: 1 breaking, 1 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.4.2 is too small, needs at least 0.5.0',
        '',
      ].join('\n'),
    );
  });

  it('rule: with no changes the only annotation is the summary notice', () => {
    expect(githubReport(report([]), { color: false, oldLabel: 'v0.4.2', newLabel: 'spec' })).toBe(
      '::notice title=contract diff::v0.4.2 → spec: 0 breaking, 0 dangerous, 0 safe (0 accepted); no change\n',
    );
  });
});
