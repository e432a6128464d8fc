/** A transitive run's output (generator/diff/format/baselines.ts): each baseline's report in one format, then the verdict over all. */
import { describe, expect, it } from 'vitest';
import { BASELINE_FORMATS } from '../../../generator/diff/format/baselines.ts';
import type { BaselineReport } from '../../../generator/diff/transitive.ts';
import { at, change, report, summary } from './support/format-reports.ts';

const removed = change({
  rule: 'property-removed',
  severity: 'breaking',
  breaks: 'old-writers',
  message: 'type Session: property owner removed: old writers send it',
  new: { pointer: '/types/Session/properties', location: at('spec/types.yaml', 12, 5) },
});
const errorAdded = change({
  rule: 'error-added',
  severity: 'dangerous',
  layer: 'typescript',
  breaks: 'typescript',
  message: 'error busy added',
  new: { pointer: '/errors/busy', location: at('spec/errors.yaml', 3, 3) },
});

function baseline(version: string, passed: boolean, changes = [removed], breaking = changes.length): BaselineReport {
  const bumped =
    changes.length === 0
      ? summary({ oldVersion: version })
      : summary({
          breaking,
          dangerous: changes.length - breaking,
          requiredBump: 'minor',
          oldVersion: version,
          minimumVersion: '0.4.0',
        });
  return {
    version,
    oldLabel: `spec/releases/${version}.json`,
    newLabel: 'spec/session',
    passed,
    report: report(changes, { summary: bumped }),
  };
}

// Oldest first, as the run orders them: two fail (the removal is found against both), the latest passes.
const three = (): BaselineReport[] => [
  baseline('0.1.0', false, [removed, errorAdded], 1),
  baseline('0.2.0', false),
  baseline('0.4.2', true, []),
];
const options = { color: false, compatibility: 'full-transitive' } as const;

describe('the verdict over every baseline', () => {
  it('rule: it names the mode, how many snapshots, their range oldest … latest, and the failing versions', () => {
    const last = (baselines: BaselineReport[]) =>
      BASELINE_FORMATS.text(baselines, options).trimEnd().split('\n').at(-1);
    expect(last(three())).toBe('full-transitive: against 3 release snapshots (0.1.0 … 0.4.2), 2 fail: 0.1.0, 0.2.0');
    expect(last([baseline('0.1.0', true), baseline('0.2.0', false), baseline('0.3.0', true)])).toBe(
      'full-transitive: against 3 release snapshots (0.1.0 … 0.3.0), 1 fails: 0.2.0',
    );
    expect(last([baseline('0.1.0', true), baseline('0.2.0', true)])).toBe(
      'full-transitive: against 2 release snapshots (0.1.0 … 0.2.0), every one passes',
    );
  });

  it('rule: one baseline is one snapshot, named alone', () => {
    expect(
      BASELINE_FORMATS.text([baseline('0.4.2', true, [])], { color: false, compatibility: 'backward-transitive' }),
    ).toBe(
      [
        'against 0.4.2 (spec/releases/0.4.2.json)',
        'no changes between spec/releases/0.4.2.json and spec/session',
        'spec/releases/0.4.2.json → spec/session: 0 breaking, 0 dangerous, 0 safe (0 accepted); no change',
        '',
        'backward-transitive: against 1 release snapshot (0.4.2), every one passes',
        '',
      ].join('\n'),
    );
  });
});

describe('each format of a transitive run', () => {
  it('rule: text is one section per baseline, "against <version> (<old>)" then its report, and the verdict last', () => {
    expect(BASELINE_FORMATS.text(three(), options)).toBe(
      [
        'against 0.1.0 (spec/releases/0.1.0.json)',
        'breaking (1)',
        '  spec/types.yaml:12:5  property-removed [wire, both]  type Session: property owner removed: old writers send it',
        'dangerous (1)',
        '  spec/errors.yaml:3:3  error-added [typescript, both]  error busy added',
        'spec/releases/0.1.0.json → spec/session: 1 breaking, 1 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.4.2 is enough',
        '',
        'against 0.2.0 (spec/releases/0.2.0.json)',
        'breaking (1)',
        '  spec/types.yaml:12:5  property-removed [wire, both]  type Session: property owner removed: old writers send it',
        'spec/releases/0.2.0.json → spec/session: 1 breaking, 0 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.4.2 is enough',
        '',
        'against 0.4.2 (spec/releases/0.4.2.json)',
        'no changes between spec/releases/0.4.2.json and spec/session',
        'spec/releases/0.4.2.json → spec/session: 0 breaking, 0 dangerous, 0 safe (0 accepted); no change',
        '',
        'full-transitive: against 3 release snapshots (0.1.0 … 0.4.2), 2 fail: 0.1.0, 0.2.0',
        '',
      ].join('\n'),
    );
  });

  it('rule: text colours each baseline report when colour is on, and only the reports', () => {
    const coloured = BASELINE_FORMATS.text([baseline('0.2.0', false)], {
      color: true,
      compatibility: 'full-transitive',
    });
    expect(coloured).toBe(
      [
        'against 0.2.0 (spec/releases/0.2.0.json)',
        '\u001b[31mbreaking (1)\u001b[39m',
        '\u001b[31m  spec/types.yaml:12:5  property-removed [wire, both]  type Session: property owner removed: old writers send it\u001b[39m',
        'spec/releases/0.2.0.json → spec/session: 1 breaking, 0 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.4.2 is enough',
        '',
        'full-transitive: against 1 release snapshot (0.2.0), 1 fails: 0.2.0',
        '',
      ].join('\n'),
    );
  });

  it('rule: json is one document: mode, verdict, failing versions, then each baseline with its labels, verdict and report', () => {
    const out = BASELINE_FORMATS.json([baseline('0.2.0', false), baseline('0.4.2', true, [])], options);
    const side = (pointer: string, location: string | null) => ({ pointer, location });
    const expected = {
      compatibility: 'full-transitive',
      passed: false,
      failing: ['0.2.0'],
      baselines: [
        {
          version: '0.2.0',
          old: 'spec/releases/0.2.0.json',
          new: 'spec/session',
          passed: false,
          report: {
            changes: [
              {
                rule: 'property-removed',
                severity: 'breaking',
                layer: 'wire',
                direction: 'both',
                breaks: 'old-writers',
                subject: { kind: 'operation', name: 'sessions.create' },
                old: side('/operations/sessions.create', null),
                new: side('/types/Session/properties', 'spec/types.yaml:12:5'),
                message: 'type Session: property owner removed: old writers send it',
                fingerprint: 'fp-property-removed',
                accepted: false,
              },
            ],
            summary: {
              breaking: 1,
              dangerous: 0,
              safe: 0,
              accepted: 0,
              requiredBump: 'minor',
              oldVersion: '0.2.0',
              newVersion: '0.4.2',
              minimumVersion: '0.4.0',
              versionOk: true,
            },
            staleAcceptances: [],
          },
        },
        {
          version: '0.4.2',
          old: 'spec/releases/0.4.2.json',
          new: 'spec/session',
          passed: true,
          report: {
            changes: [],
            summary: {
              breaking: 0,
              dangerous: 0,
              safe: 0,
              accepted: 0,
              requiredBump: 'none',
              oldVersion: '0.4.2',
              newVersion: '0.4.2',
              minimumVersion: '0.4.2',
              versionOk: true,
            },
            staleAcceptances: [],
          },
        },
      ],
    };
    expect(out).toBe(JSON.stringify(expected, null, 2) + '\n');
  });

  it('rule: json passes only when every baseline passes', () => {
    const passing = JSON.parse(BASELINE_FORMATS.json([baseline('0.1.0', true), baseline('0.2.0', true)], options));
    expect([passing.passed, passing.failing]).toEqual([true, []]);
    const oneFails = JSON.parse(BASELINE_FORMATS.json([baseline('0.1.0', true), baseline('0.2.0', false)], options));
    expect([oneFails.passed, oneFails.failing]).toEqual([false, ['0.2.0']]);
  });

  it('rule: markdown is the verdict under one heading, then each baseline report', () => {
    const table = (severity: string, rows: string[]) => [
      `#### ${severity}`,
      '',
      '| Rule | Layer | Direction | Where | Change |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ];
    const removedRow =
      '| `property-removed` | wire | both | `spec/types.yaml:12:5` | type Session: property owner removed: old writers send it |';
    expect(BASELINE_FORMATS.markdown(three(), options)).toBe(
      [
        '## Contract diff against every release',
        '',
        'full-transitive: against 3 release snapshots (0.1.0 … 0.4.2), 2 fail: 0.1.0, 0.2.0.',
        '',
        '### Contract diff: spec/releases/0.1.0.json → spec/session',
        '',
        '**1 breaking change**; version 0.4.2 allows it.',
        '',
        '| Severity | Count |',
        '| --- | ---: |',
        '| breaking | 1 |',
        '| dangerous | 1 |',
        '| safe | 0 |',
        '| accepted | 0 |',
        '',
        ...table('Breaking changes (1)', [removedRow]),
        '',
        ...table('Dangerous changes (1)', [
          '| `error-added` | typescript | both | `spec/errors.yaml:3:3` | error busy added |',
        ]),
        '',
        '### Contract diff: spec/releases/0.2.0.json → spec/session',
        '',
        '**1 breaking change**; version 0.4.2 allows it.',
        '',
        '| Severity | Count |',
        '| --- | ---: |',
        '| breaking | 1 |',
        '| dangerous | 0 |',
        '| safe | 0 |',
        '| accepted | 0 |',
        '',
        ...table('Breaking changes (1)', [removedRow]),
        '',
        '### Contract diff: spec/releases/0.4.2.json → spec/session',
        '',
        'No changes between spec/releases/0.4.2.json and spec/session.',
        '',
      ].join('\n'),
    );
  });

  it('rule: github prints each annotation once however many baselines report it, then each summary and the verdict', () => {
    expect(BASELINE_FORMATS.github(three(), options)).toBe(
      [
        '::error file=spec/types.yaml,line=12,col=5,title=property-removed::type Session: property owner removed: old writers send it',
        '::warning file=spec/errors.yaml,line=3,col=3,title=error-added::error busy added',
        '::notice title=contract diff::spec/releases/0.1.0.json → spec/session: 1 breaking, 1 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.4.2 is enough',
        '::notice title=contract diff::spec/releases/0.2.0.json → spec/session: 1 breaking, 0 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.4.2 is enough',
        '::notice title=contract diff::spec/releases/0.4.2.json → spec/session: 0 breaking, 0 dangerous, 0 safe (0 accepted); no change',
        '::notice title=contract diff::full-transitive: against 3 release snapshots (0.1.0 … 0.4.2), 2 fail: 0.1.0, 0.2.0',
        '',
      ].join('\n'),
    );
  });

  it('rule: junit is one <testsuite> per baseline, named after it, in one <testsuites> counting them all', () => {
    const failure = (details: string) =>
      `      <failure type="breaking" message="type Session: property owner removed: old writers send it">breaking: type Session: property owner removed: old writers send it\n${details}</failure>`;
    const removedDetails =
      'at spec/types.yaml:12:5\nlayer wire, direction both, breaks old-writers\nold /operations/sessions.create\nnew /types/Session/properties\nfingerprint fp-property-removed';
    expect(BASELINE_FORMATS.junit(three(), options)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="contract diff" tests="4" failures="2" skipped="0">',
        '  <testsuite name="contract diff against 0.1.0" tests="2" failures="1" skipped="0">',
        '    <testcase classname="wire.property-removed" name="/types/Session/properties">',
        failure(removedDetails),
        '    </testcase>',
        '    <testcase classname="typescript.error-added" name="/errors/busy">',
        '      <system-out>dangerous: error busy added\nat spec/errors.yaml:3:3\nlayer typescript, direction both, breaks typescript\nold /operations/sessions.create\nnew /errors/busy\nfingerprint fp-error-added</system-out>',
        '    </testcase>',
        '  </testsuite>',
        '  <testsuite name="contract diff against 0.2.0" tests="1" failures="1" skipped="0">',
        '    <testcase classname="wire.property-removed" name="/types/Session/properties">',
        failure(removedDetails),
        '    </testcase>',
        '  </testsuite>',
        '  <testsuite name="contract diff against 0.4.2" tests="1" failures="0" skipped="0">',
        '    <testcase classname="contract" name="no breaking changes"/>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('rule: junit adds up counts of any size across the suites', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      change({ rule: `property-removed-${index}`, severity: 'breaking' }),
    );
    const lines = BASELINE_FORMATS.junit([baseline('0.1.0', false, many), baseline('0.2.0', false)], options).split(
      '\n',
    );
    expect(lines[1]).toBe('<testsuites name="contract diff" tests="13" failures="13" skipped="0">');
    expect(lines[2]).toBe('  <testsuite name="contract diff against 0.1.0" tests="12" failures="12" skipped="0">');
    expect(lines.filter((line) => line.startsWith('  <testsuite '))).toEqual([
      '  <testsuite name="contract diff against 0.1.0" tests="12" failures="12" skipped="0">',
      '  <testsuite name="contract diff against 0.2.0" tests="1" failures="1" skipped="0">',
    ]);
  });
});
