/** The JUnit report (generator/diff/format/junit.ts): whole outputs of small reports. */
import { describe, expect, it } from 'vitest';
import { junitReport } from '../../../generator/diff/format/junit.ts';
import { at, change, report, summary } from './support/format-reports.ts';

describe('junit format', () => {
  it('rule: each change is a test case named by layer.rule and pointer; only an unaccepted breaking one fails, the rest pass with their details', () => {
    const removed = change({
      rule: 'property-removed',
      severity: 'breaking',
      breaks: 'old-writers',
      message: 'type Session: property owner removed',
      old: { pointer: '/types/Session/properties/owner', location: at('spec/old.yaml', 7, 5) },
      new: { pointer: '/types/Session/properties', location: undefined },
    });
    const accepted = change({
      rule: 'error-removed',
      severity: 'breaking',
      layer: 'typescript',
      breaks: 'typescript',
      accepted: true,
      message: 'error busy removed',
    });
    const added = change({
      rule: 'property-added',
      severity: 'safe',
      direction: 'host-to-client',
      message: 'property title added',
      new: { pointer: '/types/Session/properties/title', location: at('spec/types.yaml', 9, 7) },
    });
    const out = junitReport(
      report([removed, accepted, added], {
        summary: summary({
          breaking: 1,
          safe: 1,
          accepted: 1,
          requiredBump: 'minor',
          minimumVersion: '0.5.0',
          versionOk: false,
        }),
      }),
    );
    expect(out).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="contract diff" tests="3" failures="1" skipped="0">',
        '  <testsuite name="contract diff" tests="3" failures="1" skipped="0">',
        '    <testcase classname="wire.property-removed" name="/types/Session/properties">',
        '      <failure type="breaking" message="type Session: property owner removed">breaking: type Session: property owner removed',
        'at spec/old.yaml:7:5',
        'layer wire, direction both, breaks old-writers',
        'old /types/Session/properties/owner',
        'new /types/Session/properties',
        'fingerprint fp-property-removed</failure>',
        '    </testcase>',
        '    <testcase classname="typescript.error-removed" name="/operations/sessions.create">',
        '      <system-out>breaking (accepted): error busy removed',
        'at /operations/sessions.create',
        'layer typescript, direction both, breaks typescript',
        'old /operations/sessions.create',
        'new /operations/sessions.create',
        'fingerprint fp-error-removed</system-out>',
        '    </testcase>',
        '    <testcase classname="wire.property-added" name="/types/Session/properties/title">',
        '      <system-out>safe: property title added',
        'at spec/types.yaml:9:7',
        'layer wire, direction host-to-client, breaks nobody',
        'old /operations/sessions.create',
        'new /types/Session/properties/title',
        'fingerprint fp-property-added</system-out>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('rule: with no changes there is one passing case, contract / "no breaking changes"', () => {
    expect(junitReport(report([]))).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="contract diff" tests="1" failures="0" skipped="0">',
        '  <testsuite name="contract diff" tests="1" failures="0" skipped="0">',
        '    <testcase classname="contract" name="no breaking changes"/>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('rule: an attribute keeps its tabs and line breaks as character references; text keeps them as they are', () => {
    const odd = change({
      rule: 'default-changed',
      severity: 'breaking',
      message: 'default "a\tb"\r\nnow <c> & \'d\'',
      new: { pointer: '/p', location: undefined },
    });
    const lines = junitReport(report([odd])).split('\n');
    expect(lines.slice(3, 6)).toEqual([
      '    <testcase classname="wire.default-changed" name="/p">',
      '      <failure type="breaking" message="default &quot;a&#9;b&quot;&#13;&#10;now &lt;c&gt; &amp; &apos;d&apos;">breaking: default &quot;a\tb&quot;\r',
      'now &lt;c&gt; &amp; &apos;d&apos;',
    ]);
  });
});
