/** The JSON report (generator/diff/format/json.ts): the documented document, key by key, for small reports. */
import { describe, expect, it } from 'vitest';
import { jsonReport } from '../../../generator/diff/format/json.ts';
import { change, controlledReport, report } from './support/format-reports.ts';

const side = (pointer: string, location: string | null) => ({ pointer, location });
const noSummary = {
  breaking: 0,
  dangerous: 0,
  safe: 0,
  accepted: 0,
  requiredBump: 'none',
  oldVersion: '0.4.2',
  newVersion: '0.4.2',
  minimumVersion: '0.4.2',
  versionOk: true,
};

describe('json format', () => {
  it("rule: an override carries the rule's severity and the config entry; a waiver its cause, reason and entry (null when none); controls list what the config switched off", () => {
    const [overridden, ignored, , outsideMode] = controlledReport().changes;
    const gated = { ...controlledReport(), changes: [overridden!, ignored!, outsideMode!] };
    const base = {
      direction: 'both',
      breaks: 'old-readers',
      subject: { kind: 'operation', name: 'sessions.create' },
      old: side('/operations/sessions.create', null),
    };
    const expected = {
      changes: [
        {
          rule: 'property-added',
          severity: 'dangerous',
          layer: 'wire',
          direction: 'client-to-host',
          breaks: 'nobody',
          subject: base.subject,
          old: base.old,
          new: side('/operations/sessions.create/params/properties/mode', 'spec/sessions.yaml:21:9'),
          message: 'operation sessions.create params: property mode added: old hosts ignore it',
          fingerprint: 'fp-property-added',
          accepted: false,
          override: { from: 'safe', at: 'spec/diff-config.yaml:3:18' },
        },
        {
          rule: 'union-variant-added',
          severity: 'breaking',
          layer: 'wire',
          ...base,
          new: side('/types/Legacy/oneOf/2', 'spec/types.yaml:40:7'),
          message: 'type Legacy: union variant kind="web" added: old readers reject it',
          fingerprint: 'fp-union-variant-added',
          accepted: false,
          waived: { by: 'ignore', reason: 'Legacy is read by no client', at: 'spec/diff-config.yaml:6:5' },
        },
        {
          rule: 'limit-lowered',
          severity: 'breaking',
          layer: 'wire',
          ...base,
          new: side('/limits/maxTitle', 'spec/limits.yaml:2:3'),
          message: 'limit maxTitle lowered from 200 to 100: old readers reject longer titles',
          fingerprint: 'fp-limit-lowered',
          accepted: false,
          waived: {
            by: 'compatibility',
            reason:
              'it breaks old readers only; --compatibility backward checks that new readers read what old writers wrote',
            at: null,
          },
        },
      ],
      summary: { ...noSummary, dangerous: 1, accepted: 1, requiredBump: 'patch' },
      staleAcceptances: [],
      controls: {
        layers: ['wire', 'typescript'],
        compatibility: 'backward',
        config: 'spec/diff-config.yaml',
        switchedOff: [
          { rule: 'limit-added', layer: 'wire', at: 'spec/diff-config.yaml:8:3', changes: 2 },
          { rule: 'examples-changed', layer: 'docs', at: 'spec/diff-config.yaml:9:3', changes: 3 },
        ],
      },
    };
    expect(jsonReport(gated)).toBe(JSON.stringify(expected, null, 2) + '\n');
  });

  it("rule: the subject carries part only for an operation's schema, and catalog only for an interaction command", () => {
    const params = change({
      rule: 'property-added',
      severity: 'safe',
      subject: { kind: 'operation', name: 'sessions.create', part: 'params' },
    });
    const command = change({
      rule: 'command-added',
      severity: 'safe',
      subject: { kind: 'interaction-command', name: 'approve', catalog: 'tools' },
    });
    const framing = change({ rule: 'framing-changed', severity: 'breaking', subject: { kind: 'framing' } });
    const subjects = JSON.parse(jsonReport(report([params, command, framing]))).changes.map((c: { subject: unknown }) =>
      JSON.stringify(c.subject),
    );
    expect(subjects).toEqual([
      '{"kind":"operation","name":"sessions.create","part":"params"}',
      '{"kind":"interaction-command","name":"approve","catalog":"tools"}',
      '{"kind":"framing"}',
    ]);
  });

  it('rule: a report no control has seen has no controls key; a config-less run has config null', () => {
    expect(jsonReport(report([]))).toBe(
      JSON.stringify({ changes: [], summary: noSummary, staleAcceptances: [] }, null, 2) + '\n',
    );
    const defaults = report([], {
      controls: { layers: ['wire', 'typescript', 'docs'], compatibility: 'full', config: undefined, switchedOff: [] },
    });
    expect(jsonReport(defaults)).toBe(
      JSON.stringify(
        {
          changes: [],
          summary: noSummary,
          staleAcceptances: [],
          controls: { layers: ['wire', 'typescript', 'docs'], compatibility: 'full', config: null, switchedOff: [] },
        },
        null,
        2,
      ) + '\n',
    );
  });
});
